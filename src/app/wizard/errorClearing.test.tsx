// A corrected answer loses its message (docs/decisions.md, Forms): a choice at once, a typed answer when
// its field is left; the error summary and the page title stay as they were until the next "Weiter".
// Nothing is said about it: no live region gets the change.
import { describe, expect, it } from 'vitest';
import axe from 'axe-core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Wizard } from './Wizard';
import { declarationStore, DeclarationHarness, filledDocument, jointDocument, model2025 } from './testing/harness';
import { defaultExternalEnums, type FormDocument } from '../../domain/forms';
import type { WizardValidation } from '../state/wizard';

function renderScreen(screenName: string, document: FormDocument, validation?: WizardValidation) {
  const store = declarationStore({ document, validation });
  render(
    <DeclarationHarness store={store} path={`/tax/wizard?screen=${screenName}`}>
      <Wizard model={model2025} externalEnums={defaultExternalEnums} />
    </DeclarationHarness>,
  );
  return store;
}

const nextButton = () => screen.findByRole('button', { name: 'Weiter' });
const summaryLinks = () => within(screen.getByRole('group', { name: 'Es gibt ein Problem' })).getAllByRole('link').map((link) => link.textContent);
/** The inline message of a control (by its description), without its hidden "Fehler:"; '' for none. */
const inlineError = (control: HTMLElement) => {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  return (error?.textContent ?? '').replace(/^Fehler:\s*/, '');
};
/** Everything live regions hold: clearing a message must not put anything there. */
const liveText = () =>
  Array.from(document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]'))
    .map((node) => node.textContent ?? '')
    .join('|');
/** The message shown anywhere on the page outside the error summary. */
const shownOutsideSummary = (message: string) => {
  const summary = screen.getByRole('group', { name: 'Es gibt ein Problem' });
  return Array.from(document.querySelectorAll('[id$="-error"]')).some((node) => !summary.contains(node) && node.textContent?.includes(message));
};

describe('a corrected answer loses its message', () => {
  it('a select: the grade chosen, its message goes at once; the summary keeps it until the next "Weiter"', async () => {
    const user = userEvent.setup();
    renderScreen('disability', { ...filledDocument, disability: { personA: { has: 'yes' } } });
    await user.click(await nextButton());
    const message = 'Wählen Sie den Grad Ihrer Behinderung aus.';
    await waitFor(() => expect(summaryLinks()).toEqual([message]));
    const grade = screen.getByRole('combobox', { name: /^Grad der Behinderung/ });
    expect(inlineError(grade)).toBe(message);
    const title = document.title;
    const live = liveText();

    grade.focus();
    await user.keyboard('5');
    expect(grade).toHaveTextContent('50');
    expect(inlineError(grade)).toBe('');
    expect(grade).not.toHaveAttribute('aria-invalid');
    expect(shownOutsideSummary(message)).toBe(false);
    // The summary and the title follow on the next "Weiter", as GOV.UK's do; nothing is announced.
    expect(summaryLinks()).toEqual([message]);
    expect(document.title).toBe(title);
    expect(liveText()).toBe(live);
    expect(grade).toHaveFocus();
    // jsdom has no layout: colour contrast is checked on the stories (DisabilityCorrected); the wizard
    // is rendered here without the page's landmarks.
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    expect((await axe.run(document.body, { rules })).violations).toEqual([]);
  });

  it('text, masked and date fields: the message stays while typing and goes when the field is left with a valid answer', async () => {
    const user = userEvent.setup();
    const { personB: _, ...withoutB } = jointDocument;
    renderScreen('personB', withoutB);
    await user.click(await nextButton());
    await waitFor(() => expect(summaryLinks()).toHaveLength(4));
    const before = summaryLinks();
    const idNr = screen.getByRole('textbox', { name: /^Steuer-Identifikationsnummer von Person B/ });
    const firstName = screen.getByRole('textbox', { name: /^Vorname/ });
    const lastName = screen.getByRole('textbox', { name: /^Nachname/ });
    const birthDate = screen.getByRole('textbox', { name: /^Geburtsdatum/ });
    const live = liveText();

    // Plain text: the message stays while the person types, and goes when they leave the field.
    await user.click(firstName);
    await user.keyboard('Hans');
    expect(inlineError(firstName)).toBe(before[1]);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(inlineError(firstName)).toBe('');
    expect(firstName).not.toHaveAttribute('aria-invalid');

    // Masked: an answer still wrong keeps its message (no new one is shown before "Weiter").
    await user.click(idNr);
    await user.keyboard('8609');
    await user.tab();
    expect(inlineError(idNr)).toBe(before[0]);
    await user.click(idNr);
    await user.keyboard('5742719');
    expect(inlineError(idNr)).toBe(before[0]);
    await user.tab();
    await waitFor(() => expect(inlineError(idNr)).toBe(''));

    // A date.
    await user.click(birthDate);
    await user.keyboard('01.02.1948');
    expect(inlineError(birthDate)).toBe(before[3]);
    await user.tab();
    await waitFor(() => expect(inlineError(birthDate)).toBe(''));

    // The field left empty keeps its message; the summary still lists all four, nothing was announced.
    expect(inlineError(lastName)).toBe(before[2]);
    expect(summaryLinks()).toEqual(before);
    expect(liveText()).toBe(live);

    // The next "Weiter" renews the summary: only what is still wrong.
    await user.click(await nextButton());
    await waitFor(() => expect(summaryLinks()).toEqual([before[2]]));
    expect(inlineError(lastName)).toBe(before[2]);
  });

  it('a typed field left by pressing "Weiter": its message stays until the press is released, so the button does not move under the pointer and the press goes on', async () => {
    const user = userEvent.setup();
    const { iban: _, ...bank } = filledDocument.bank as Record<string, unknown>;
    renderScreen('bank', { ...filledDocument, bank });
    await user.click(await nextButton());
    await waitFor(() => expect(summaryLinks()).toHaveLength(1));
    const [message] = summaryLinks();
    const iban = screen.getByRole('textbox', { name: /^IBAN/ });
    await user.click(iban);
    await user.keyboard('DE89370400440532013000');
    const next = await nextButton();
    // Pressed, not yet released: the field has lost focus, and its message (above it) still stands.
    await user.pointer({ keys: '[MouseLeft>]', target: next });
    expect(iban).not.toHaveFocus();
    expect(inlineError(iban)).toBe(message);
    // Released: the click goes on to the next screen.
    await user.pointer({ keys: '[/MouseLeft]', target: next });
    expect(await screen.findByRole('heading', { level: 1, name: 'Das weiß das Finanzamt schon' })).toBeInTheDocument();
  });

  it('a radio group goes at once, an amount when it is left', async () => {
    const user = userEvent.setup();
    renderScreen('donations', { ...filledDocument, donations: { has: 'yes', items: [{}] } });
    await user.click(await nextButton());
    await waitFor(() => expect(summaryLinks()).toHaveLength(3));
    const [kindMessage, , amountMessage] = summaryLinks();
    // The radio group is invalid as a whole; its message describes each option.
    const kind = screen.getAllByRole('radiogroup')[0];
    const donation = within(kind).getAllByRole('radio')[0];
    const amount = screen.getByRole('textbox', { name: /^Betrag in Euro/ });
    expect(kind).toHaveAttribute('aria-invalid', 'true');
    expect(inlineError(donation)).toBe(kindMessage);

    await user.click(donation);
    expect(inlineError(donation)).toBe('');
    expect(kind).not.toHaveAttribute('aria-invalid');
    expect(donation).toHaveFocus();

    await user.click(amount);
    await user.keyboard('20');
    expect(inlineError(amount)).toBe(amountMessage);
    await user.tab();
    expect(inlineError(amount)).toBe('');
    expect(summaryLinks()).toHaveLength(3);
  });

  it('a checkbox group goes when a valid choice is made', async () => {
    const user = userEvent.setup();
    const message = { path: 'disability.personA.markers', messageKey: 'validation.invalid', ns: 'validation' } as const;
    // A message kept from the last check (the validation survives a reload).
    renderScreen('disability', { ...filledDocument, disability: { personA: { has: 'yes', degree: '50' } } }, { screen: 'disability', errors: [message] });
    const group = await screen.findByRole('group', { name: /^Merkzeichen/ });
    const shown = summaryLinks()[0];
    expect(shown).toBeTruthy();
    expect(within(group).getAllByText(shown!).length).toBeGreaterThan(0);

    await user.click(within(group).getAllByRole('checkbox')[0]);
    expect(within(group).queryByText(shown!)).toBeNull();
    expect(summaryLinks()).toEqual([shown]);
  });

  it('a tax office typed into its combobox goes when the field is left', async () => {
    const user = userEvent.setup();
    renderScreen('taxIdentification', { ...filledDocument, taxIdentification: { kind: 'taxOffice', state: 'BE' } });
    await user.click(await nextButton());
    await waitFor(() => expect(summaryLinks()).toHaveLength(1));
    const office = screen.getByRole('combobox', { name: /^Finanzamt/ });
    const message = summaryLinks()[0];
    expect(inlineError(office)).toBe(message);
    await user.click(office);
    await user.keyboard('1134');
    expect(inlineError(office)).toBe(message);
    await user.tab();
    expect(inlineError(office)).toBe('');
  });

  it('an empty entry’s one message goes once something is entered in it, and no new message comes before "Weiter"', async () => {
    const user = userEvent.setup();
    const first = { kind: 'donation', recipient: 'Tafel', amount: '20.00' };
    renderScreen('donations', { ...filledDocument, donations: { has: 'yes', items: [first, {}] } });
    await user.click(await nextButton());
    const offer = 'Spende 2 ist leer. Füllen Sie den Eintrag aus oder entfernen Sie ihn mit „Spende 2 entfernen“.';
    await waitFor(() => expect(summaryLinks()).toEqual([offer]));
    const remove = screen.getByRole('button', { name: 'Spende 2 entfernen' });
    expect(remove).toHaveAccessibleDescription(`Fehler: ${offer}`);

    const recipient = screen.getAllByRole('textbox', { name: /^Empfänger/ })[1];
    await user.click(recipient);
    await user.keyboard('Tierheim');
    await user.tab();
    expect(remove).not.toHaveAccessibleDescription(expect.stringContaining(offer));
    expect(screen.getAllByRole('textbox', { name: /^Betrag in Euro/ })[1]).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('radiogroup')[1]).not.toHaveAttribute('aria-invalid');
    expect(summaryLinks()).toEqual([offer]);

    await user.click(await nextButton());
    await waitFor(() => expect(summaryLinks()).toEqual(['Spende 2: Wählen Sie aus, ob es eine Spende oder ein Mitgliedsbeitrag ist.', 'Spende 2: Geben Sie den Betrag ein.']));
  });
});
