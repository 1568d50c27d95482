import { renderConfirmationPdf } from '../../../src/server/pdf/confirmation';
import { htmlToBlocks } from '../../../src/server/pdf/html';
const html = '<h2>Spenden</h2><dl>' + Array.from({length: 10}, (_, i) => `<dt>Betrag ${i}</dt><dd>150,00 €</dd>`).join('') + '</dl>';
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  htmlToBlocks(html);
  const a = performance.now() - t;
  t = performance.now();
  const pdf = await renderConfirmationPdf({ locale: 'de', formTitle: 'ESt 2025', transferTicket: 'ET-1', transferDate: '2026', summaryHtml: html });
  console.log('blocks', a.toFixed(1), 'pdf', (performance.now() - t).toFixed(1), pdf.length);
}
