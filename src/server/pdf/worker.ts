// The PDF thread (renderer.ts): renders confirmation PDFs posted by the server's main thread.
import { serveJobs } from '../threads/serve';
import { renderConfirmationPdf, type ConfirmationInput } from './confirmation';

/** The PDF's own memory can move to the main thread instead of being copied. */
function movable(pdf: Uint8Array): ArrayBuffer[] {
  const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength && pdf.buffer instanceof ArrayBuffer;
  return whole ? [pdf.buffer as ArrayBuffer] : [];
}

serveJobs<ConfirmationInput, Uint8Array>(renderConfirmationPdf, movable);

// Parses the fonts and warms the JIT before the first real job arrives.
void renderConfirmationPdf({ locale: 'de', formTitle: '–', transferTicket: '–', transferDate: '–', summaryHtml: '<p>Übermittlung</p>' });
