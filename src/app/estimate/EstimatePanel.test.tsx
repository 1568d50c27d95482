import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { EstimatePanel, estimateOutcome } from './EstimatePanel';
import { estimateExamples } from './examples';
import { estimateTax } from '../../domain/estimate';
import { emptyInput, person } from '../../domain/estimate/fixtures';
import { renderEstimate } from './testI18n';
import de from '../i18n/de/estimate.json';
import en from '../i18n/en/estimate.json';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
/** Labels carry soft hyphens for narrow screens; screen readers and users do not see them. */
const plain = (text: string | null) => (text ?? '').replace(/\u00ad/g, '');

function flatKeys(node: unknown, prefix = ''): string[] {
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => flatKeys(value, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

describe('EstimatePanel', () => {
  it('is a region named by its h2 and states the amount to pay', async () => {
    await renderEstimate(<EstimatePanel result={estimateExamples.joint} year={2025} locale="de" />);
    const region = screen.getByRole('region', { name: 'Voraussichtliche Steuer für 2025' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Voraussichtliche Steuer für 2025' })).toBeInTheDocument();
    expect(nbsp(region.textContent ?? '')).toContain('Sie müssen voraussichtlich 540,64 € zahlen.');
    expect(nbsp(region.textContent ?? '')).not.toContain('zurück');
    expect(within(region).getByText(/Verbindlich ist allein der Steuerbescheid/)).toBeInTheDocument();
  });

  it('shows a refund only when prepayments exceed the tax', async () => {
    await renderEstimate(<EstimatePanel result={estimateExamples.refund} year={2023} locale="de" />);
    expect(nbsp(screen.getByRole('region').textContent ?? '')).toContain('Sie bekommen voraussichtlich 250,96 € zurück.');
  });

  it('explains the result by its sign: a payment, a refund, no tax, or the tax exactly paid', async () => {
    const cases = [
      { result: estimateExamples.toPay, kind: 'toPay', says: 'Deshalb zahlen Sie die Steuer danach.' },
      { result: estimateExamples.refund, kind: 'refund', says: 'Den Rest zahlt Ihnen das Finanzamt' },
      { result: estimateExamples.zeroTax, kind: 'none', says: 'keine Einkommensteuer übrig' },
      { result: { ...estimateExamples.joint, balanceCents: 0 }, kind: 'covered', says: 'nichts nachzahlen und bekommen nichts zurück' },
    ] as const;
    for (const { result, kind, says } of cases) {
      expect(estimateOutcome(result)).toBe(kind);
      const { unmount } = await renderEstimate(<EstimatePanel result={result} year={2025} locale="de" />);
      const text = nbsp(screen.getByRole('region').textContent ?? '');
      expect(text, kind).toContain(says);
      // Only a payment is explained as one; a refund never says that something is to be paid.
      if (kind !== 'toPay') expect(text, kind).not.toMatch(/zahlen Sie die Steuer danach|nachzuzahlen/);
      if (kind !== 'refund') expect(text, kind).not.toMatch(/bekommen voraussichtlich .* zurück/);
      unmount();
    }
  });

  it('explains a refund as a refund in English too', async () => {
    await renderEstimate(<EstimatePanel result={estimateExamples.refund} year={2023} locale="en" />, 'en');
    const text = screen.getByRole('region').textContent ?? '';
    expect(text).toMatch(/You will probably get €[\d,.]+ back\./);
    expect(text).toContain('the tax office pays the rest back into your bank account');
    expect(text).not.toContain('you pay the tax afterwards');
  });

  it('says what the lump sum for income-related expenses is, where it appears', async () => {
    const user = userEvent.setup();
    await renderEstimate(<EstimatePanel result={estimateExamples.joint} year={2025} locale="de" />);
    await user.click(screen.getByRole('button', { name: 'Berechnung anzeigen' }));
    const labels = screen.getAllByRole('rowheader').map((th) => plain(th.textContent));
    expect(labels.some((label) => label.startsWith('Werbungskosten-Pauschbetrag: ein fester Abzug für Kosten rund um die Rente'))).toBe(true);
  });

  it('says there is no tax to pay for a zero estimate', async () => {
    await renderEstimate(<EstimatePanel result={estimateExamples.zeroTax} year={2025} locale="de" />);
    expect(screen.getByText('Sie müssen voraussichtlich keine Einkommensteuer zahlen.')).toBeInTheDocument();
  });

  it('reveals the breakdown table with caption and row headers via the disclosure (Enter, then Space)', async () => {
    const user = userEvent.setup();
    await renderEstimate(<EstimatePanel result={estimateExamples.joint} year={2025} locale="de" />);
    const toggle = screen.getByRole('button', { name: 'Berechnung anzeigen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'So haben wir die voraussichtliche Steuer für 2025 berechnet' });
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(table);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders).toHaveLength(estimateExamples.joint.breakdown.length);
    expect(plain(rowHeaders[0].textContent)).toBe('Gesetzliche Rente im Jahr (brutto) (Person A)');
    expect(rowHeaders.map((th) => plain(th.textContent))).toContain('Steuerpflichtiger Teil der Rente (60 %, Rentenbeginn 2010) (Person A)');
    const zvE = rowHeaders.find((th) => plain(th.textContent) === 'Zu versteuerndes Einkommen (auf volle Euro abgerundet)');
    expect(zvE).toBeDefined();
    expect(nbsp(zvE?.closest('tr')?.textContent ?? '')).toContain('29.088,00 €');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('renders in English with en-GB amounts', async () => {
    const user = userEvent.setup();
    await renderEstimate(<EstimatePanel result={estimateExamples.toPay} year={2025} locale="en" />, 'en');
    const region = screen.getByRole('region', { name: 'Estimated tax for 2025' });
    expect(region.textContent).toMatch(/You will probably have to pay €[\d,]+\.\d\d\./);
    expect(within(region).getByText(/We do not have the total of your pension increases/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the calculation' }));
    expect(screen.getByRole('rowheader', { name: 'Taxable part of the pension (70 %, started 2015)' })).toBeInTheDocument();
  });

  it('says why a reduction comes to 0 €: it is taken off the tax, and no tax is left (issue 37)', async () => {
    const user = userEvent.setup();
    await renderEstimate(<EstimatePanel result={estimateExamples.reductionsWithoutTax} year={2025} locale="de" />);
    const region = screen.getByRole('region');
    expect(within(region).getByText('Eine Steuerermäßigung wird von der Steuer abgezogen; bei Ihnen ist keine Steuer übrig, darum beträgt sie 0 Euro.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Berechnung anzeigen' }));
    const household = screen.getAllByRole('rowheader').find((th) => plain(th.textContent).startsWith('Steuerermäßigung für haushaltsnahe Dienstleistungen'));
    expect(nbsp(household?.closest('tr')?.textContent ?? '')).toContain('0,00 €');
  });

  it('says it in English too', async () => {
    await renderEstimate(<EstimatePanel result={estimateExamples.reductionsWithoutTax} year={2025} locale="en" />, 'en');
    expect(screen.getByText('A tax reduction is taken off the tax; you have no tax left to reduce, so it comes to 0 euros.')).toBeInTheDocument();
  });

  it('a joint return without pension data for person B: no rows for B, no start year, a note that says so (issue 37)', async () => {
    const user = userEvent.setup();
    await renderEstimate(<EstimatePanel result={estimateExamples.spouseWithoutPension} year={2025} locale="de" />);
    expect(screen.getByText('Das Finanzamt hat keine Daten zu einer Rente von Person B. Wir haben ohne Rente von Person B gerechnet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Berechnung anzeigen' }));
    const labels = screen.getAllByRole('rowheader').map((th) => plain(th.textContent));
    expect(labels.filter((label) => label.includes('Person B'))).toEqual([]);
    expect(labels.filter((label) => /Rentenbeginn \d{4}/.test(label))).toEqual(['Steuerpflichtiger Teil der Rente (70 %, Rentenbeginn 2015) (Person A)']);
  });

  it('words every new reason in both languages: a reduction partly used, a pension without start year, no pension at all', async () => {
    const cases = [
      { result: estimateTax(emptyInput(2025, { personA: person({ pensionCents: 3_000_000, pensionStartYear: 2025 }), household: [{ kind: 'care', labourCostCents: 2_000_000, paidByTransfer: true }] })), de: 'Eine Steuerermäßigung senkt die Steuer nur bis auf 0 Euro; den Rest zahlt das Finanzamt nicht aus.', en: 'A tax reduction can lower the tax only to 0 euros; the tax office does not pay out the rest.' },
      { result: estimateTax(emptyInput(2025, { personA: person({ pensionCents: 3_000_000, pensionStartYear: undefined }) })), de: 'Uns fehlt das Jahr, in dem die Rente begonnen hat.', en: 'We do not have the year the pension started.' },
      { result: estimateTax(emptyInput(2025, { personA: person({ pensionCents: 0 }) })), de: 'Das Finanzamt hat keine Daten zu Ihrer Rente. Wir haben ohne Rente gerechnet.', en: 'The tax office has no pension data for you. We calculated without a pension.' },
    ];
    for (const { result, de: german, en: english } of cases) {
      for (const [locale, text] of [['de', german], ['en', english]] as const) {
        const { unmount } = await renderEstimate(<EstimatePanel result={result} year={2025} locale={locale} detailsOpen />, locale);
        expect(screen.getByRole('region').textContent).toContain(text);
        // No label is left as its key.
        expect(screen.getByRole('region').textContent).not.toMatch(/breakdown\.|notes\./);
        unmount();
      }
    }
    const unknownStart = cases[1].result.breakdown.find((step) => step.key === 'breakdown.pensionTaxableStartUnknown');
    expect(unknownStart?.params).toEqual({ person: 'A', share: 83.5 });
  });

  it('has no axe violations, collapsed and expanded', async () => {
    const user = userEvent.setup();
    const { container } = await renderEstimate(<EstimatePanel result={estimateExamples.longBreakdown} year={2024} locale="de" />);
    // jsdom has no layout, so colour contrast is checked in the Storybook/Playwright run instead.
    const options = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, options)).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Berechnung anzeigen' }));
    expect((await axe.run(container, options)).violations).toEqual([]);
  });

  it('has a label for every breakdown key and note the domain can produce, in both languages', () => {
    const all = Object.values(estimateExamples).flatMap((result) => [...result.breakdown.map((step) => step.key), ...result.notes]);
    expect(all.length).toBeGreaterThan(20);
    const deKeys = flatKeys(de);
    expect(flatKeys(en).sort()).toEqual(deKeys.sort());
    for (const key of all) expect(deKeys).toContain(key);
  });
});
