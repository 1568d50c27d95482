// The wizard's error messages as the user meets them: inline, in the error summary, in the page title;
// every empty required field of the only list entry marked and named with its entry, one message for an
// empty entry that can be removed.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Wizard } from './Wizard';
import { declarationStore, DeclarationHarness, filledDocument, model2025 } from './testing/harness';
import { defaultExternalEnums, type FormDocument } from '../../domain/forms';
import type { Locale } from '../state/locale';

function renderScreen(screenName: string, document: FormDocument, locale: Locale = 'de') {
  const store = declarationStore({ document });
  render(
    <DeclarationHarness store={store} path={`/tax/wizard?screen=${screenName}`} locale={locale}>
      <Wizard model={model2025} externalEnums={defaultExternalEnums} />
    </DeclarationHarness>,
  );
  return store;
}

const nextButton = () => screen.findByRole('button', { name: /^(Weiter|Next)$/ });
const summaryLinks = () => within(screen.getByRole('group', { name: /Es gibt ein Problem|There is a problem/ })).getAllByRole('link');
/** The inline message of a control, without its hidden "Fehler:". */
const inlineError = (control: HTMLElement) => {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const error = ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'));
  return (error?.textContent ?? '').replace(/^(Fehler|Error):\s*/, '');
};

describe('wizard error messages', () => {
  it('marks every empty required field of the only list entry, names the entry, and offers no removal there', async () => {
    const user = userEvent.setup();
    renderScreen('donations', { ...filledDocument, donations: { has: 'yes', items: [{}] } });
    await user.click(await nextButton());
    const expected = [
      'Spende 1: Wählen Sie aus, ob es eine Spende oder ein Mitgliedsbeitrag ist.',
      'Spende 1: Geben Sie an, wer die Spende bekommen hat.',
      'Spende 1: Geben Sie den Betrag ein.',
    ];
    await waitFor(() => expect(summaryLinks().map((link) => link.textContent)).toEqual(expected));
    const kind = screen.getAllByRole('radio')[0];
    const recipient = screen.getByRole('textbox', { name: /^Empfänger/ });
    const amount = screen.getByRole('textbox', { name: /^Betrag in Euro/ });
    // The radio group is invalid as a whole; its message describes each option.
    for (const control of [screen.getAllByRole('radiogroup')[0], recipient, amount]) expect(control).toHaveAttribute('aria-invalid', 'true');
    expect([inlineError(kind), inlineError(recipient), inlineError(amount)]).toEqual(expected);
    expect(screen.queryByRole('button', { name: /entfernen/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/entfernen Sie|ist leer/);
    expect(document.title).toBe('3 Fehler: Ihre Spenden und Beiträge – Einfach Erklären');
  });

  it('gives an empty second entry one message, next to its remove button, where its summary link leads', async () => {
    const user = userEvent.setup();
    const first = { kind: 'donation', recipient: 'Tafel', amount: '20.00' };
    renderScreen('donations', { ...filledDocument, donations: { has: 'yes', items: [first, {}] } });
    await user.click(await nextButton());
    const offer = 'Spende 2 ist leer. Füllen Sie den Eintrag aus oder entfernen Sie ihn mit „Spende 2 entfernen“.';
    await waitFor(() => expect(summaryLinks().map((link) => link.textContent)).toEqual([offer]));
    const remove = screen.getByRole('button', { name: 'Spende 2 entfernen' });
    expect(remove).toHaveAccessibleDescription(`Fehler: ${offer}`);
    // One message on the page too: the entry's fields are not marked, none says "Spende 2: …".
    expect(screen.getAllByText(offer, { exact: false })).toHaveLength(2);
    expect(document.body.textContent).not.toMatch(/Spende 2: /);
    for (const control of [screen.getAllByRole('radiogroup')[1], screen.getAllByRole('textbox', { name: /^Empfänger/ })[1], screen.getAllByRole('textbox', { name: /^Betrag in Euro/ })[1]]) {
      expect(control).not.toHaveAttribute('aria-invalid');
    }
    expect(document.title).toBe('Fehler: Ihre Spenden und Beiträge – Einfach Erklären');
    await user.click(summaryLinks()[0]);
    expect(remove).toHaveFocus();
    // The first entry is complete: nothing of it is marked.
    expect(screen.getAllByRole('textbox', { name: /^Empfänger/ })[0]).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the fields’ messages of a second entry begun, without calling it empty', async () => {
    const user = userEvent.setup();
    const first = { kind: 'donation', recipient: 'Tafel', amount: '20.00' };
    renderScreen('donations', { ...filledDocument, donations: { has: 'yes', items: [first, { recipient: 'Tierheim' }] } });
    await user.click(await nextButton());
    await waitFor(() => expect(summaryLinks().map((link) => link.textContent)).toEqual([
      'Spende 2: Wählen Sie aus, ob es eine Spende oder ein Mitgliedsbeitrag ist.',
      'Spende 2: Geben Sie den Betrag ein.',
    ]));
    expect(document.body.textContent).not.toMatch(/ist leer/);
  });

  it('speaks English in English, fields of one label differing by whose they are', async () => {
    const user = userEvent.setup();
    renderScreen('disability', { ...filledDocument, filing: { joint: 'yes' }, disability: { personA: { has: 'yes' }, personB: { has: 'yes' } } }, 'en');
    await user.click(await nextButton());
    await waitFor(() => expect(summaryLinks().map((link) => link.textContent)).toEqual(['Select the degree of your disability.', 'Select the degree of disability of person B.']));
    expect(document.title).toMatch(/^2 errors: /);
  });
});
