import { describe, expect, it } from 'vitest';
import model2023Json from '../../server/models/ESt2023.json';
import model2024Json from '../../server/models/ESt2024.json';
import model2025Json from '../../server/models/ESt2025.json';
import modelDe from '../../server/models/texts/de.json';
import modelEn from '../../server/models/texts/en.json';
import validationDe from '../i18n/de.json';
import validationEn from '../i18n/en.json';
import {
  canRemoveItem,
  deleteValue,
  errorMessage,
  fieldKind,
  getValue,
  parseFormModel,
  renderMessage,
  setValue,
  validateField,
  validateScreen,
  type Condition,
  type FieldDef,
  type FieldError,
  type FormDocument,
  type FormModel,
  type Translate,
} from './index';

type Locale = 'de' | 'en';
type Tree = { [key: string]: unknown };

const texts: Record<Locale, Record<'validation' | 'model', Tree>> = {
  de: { validation: validationDe, model: modelDe },
  en: { validation: validationEn, model: modelEn },
};

/** The app's lookup without i18next: a missing key fails the test instead of showing the key. */
const translate =
  (locale: Locale): Translate =>
  (ns, key, params) => {
    const path = ns === 'validation' ? key.replace(/^validation\./, '') : key;
    let node: unknown = texts[locale][ns];
    for (const part of path.split('.')) node = (node as Tree | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`no ${locale} text ${ns}:${path}`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };

const say = (model: FormModel, error: FieldError, locale: Locale = 'de') => renderMessage(errorMessage(model, error), translate(locale));
const required = (path: string): FieldError => ({ path, messageKey: 'validation.required', ns: 'validation' });

const models = [model2023Json, model2024Json, model2025Json].map((json) => parseFormModel(json));
const model = models[2];
const generic: Record<Locale, string> = { de: validationDe.required, en: validationEn.required };
const ctx = { testMode: false, today: new Date('2025-06-01T12:00:00Z') };

/** Every editable field of a screen at concrete paths: list fields in a first and a second item. */
function screenFields(m: FormModel, screenName: string): { path: string; field: FieldDef }[] {
  const screen = m.screens.find((s) => s.name === screenName)!;
  return screen.groups.flatMap((group) =>
    group.fields
      .filter((field) => !field.readOnly)
      .flatMap((field) => (group.child_path ? [0, 1].map((i) => ({ path: `${group.child_path}.${i}.${field.path}`, field })) : [{ path: field.path, field }])),
  );
}

/**
 * A document that displays `screenName` with none of its own answers: every dependent screen's
 * condition and every group condition met (joint filing, "yes" to each question), two empty items per
 * list, and this screen's values taken out.
 */
function emptyScreenDocument(m: FormModel, screenName: string, items: number): FormDocument {
  let doc: FormDocument = {};
  const meet = (c: Condition | undefined) => {
    if (!c) return;
    if ('all' in c) c.all.forEach(meet);
    else if ('equals' in c) doc = setValue(doc, c.field, c.equals);
  };
  for (const d of m.dependent_screens) doc = setValue(doc, d.condField, d.condValue);
  for (const s of m.screens) {
    for (const g of s.groups) {
      meet(g.relevantIf);
      if (g.child_path) doc = setValue(doc, g.child_path, Array.from({ length: items }, () => ({})));
    }
  }
  const screen = m.screens.find((s) => s.name === screenName)!;
  for (const g of screen.groups) {
    if (g.child_path) continue;
    for (const f of g.fields) if (getValue(doc, f.path) !== undefined) doc = deleteValue(doc, f.path);
  }
  return doc;
}

describe('error messages of every screen of every year model', () => {
  for (const m of models) {
    for (const screen of m.screens) {
      for (const locale of ['de', 'en'] as const) {
        it(`${m.formModelName} ${screen.name} (${locale}): each empty required field has its own message, none the generic one`, () => {
          const messages = screenFields(m, screen.name).map(({ path }) => say(m, required(path), locale));
          // An empty second entry can be removed: its offer to remove counts among the screen's messages.
          for (const group of screen.groups.filter((g) => g.child_path && g['field-group-validation']?.rule === 'atLeastOne')) {
            messages.push(say(m, { path: `${group.child_path}.1`, messageKey: group['field-group-validation-msg']!, ns: 'model', params: { number: 2 } }, locale));
          }
          for (const message of messages) {
            expect(message).not.toBe(generic[locale]);
            expect(message).not.toMatch(/Dieses Feld|This field|\{\{|\}\}/);
            expect(message.trim()).toMatch(/[.?]$/);
          }
          expect(messages.filter((message, i) => messages.indexOf(message) !== i)).toEqual([]);
        });

        it(`${m.formModelName} ${screen.name} (${locale}): after Next on the empty screen, no two errors read the same`, () => {
          for (const items of [1, 2]) {
            const errors = validateScreen(m, screen.name, emptyScreenDocument(m, screen.name, items), ctx);
            if (screenFields(m, screen.name).some(({ field }) => field.required)) expect(errors.length, `${items} item(s)`).toBeGreaterThan(0);
            const messages = errors.map((e) => say(m, e, locale));
            for (const message of messages) expect(message).not.toBe(generic[locale]);
            expect(messages.filter((message, i) => messages.indexOf(message) !== i)).toEqual([]);
          }
        });
      }
    }
  }

  it('gives every required field of the models its own words (errorMessages.required)', () => {
    for (const m of models) {
      for (const s of m.screens) for (const g of s.groups) for (const f of g.fields) if (f.required && !f.readOnly) expect(f.errorMessages?.required, `${m.formModelName} ${f.path}`).toBeTruthy();
    }
  });
});

describe('errorMessage', () => {
  it('uses the field’s own words, and leads them with the entry’s name in a list', () => {
    expect(say(model, required('filing.joint'))).toBe('Wählen Sie aus, ob Sie die Erklärung gemeinsam abgeben.');
    expect(say(model, required('filing.joint'), 'en')).toBe('Select whether you are filing together with your spouse or civil partner.');
    expect(say(model, required('personB.firstName'))).toBe('Geben Sie den Vornamen von Person B ein.');
    expect(say(model, required('donations.items.1.amount'))).toBe('Spende 2: Geben Sie den Betrag ein.');
    expect(say(model, required('donations.items.1.amount'), 'en')).toBe('Donation 2: Enter the amount.');
    expect(say(model, required('disability.personB.degree'))).toBe('Wählen Sie den Grad der Behinderung von Person B aus.');
  });

  it('names the field in a check whose shared words do not, and leaves the IdNr’s and IBAN’s words as they are', () => {
    const item = { donations: { has: 'yes', items: [{ kind: 'donation', recipient: 'Tafel', amount: 'zwölf' }] } };
    const money = validateField(model, 'donations.items.0.amount', item, ctx)!;
    expect(say(model, money)).toBe('Spende 1: Geben Sie bei „Betrag in Euro“ einen Betrag in Euro ein, zum Beispiel 1.234,50.');
    const iban = validateField(model, 'bank.iban', { bank: { iban: 'DE89370400440532013001' } }, ctx)!;
    expect(say(model, iban)).toBe(validationDe.iban.invalid);
    const idNr = validateField(model, 'personB.idNr', { filing: { joint: 'yes' }, personB: { idNr: '1234' } }, ctx)!;
    expect(say(model, idNr)).toContain('zum Beispiel');
  });

  it('gives the tax number’s length message the state’s digits and example', () => {
    const doc = { taxIdentification: { kind: 'taxNumber', state: 'BY', taxNumber: '1818150815@BY' } };
    const error = validateField(model, 'taxIdentification.taxNumber', doc, ctx)!;
    expect(error).toMatchObject({ messageKey: 'validation.taxNumber.length', params: { digits: 11, example: '181/815/08155' } });
    expect(say(model, error)).toBe('Geben Sie die Steuernummer mit 11 Ziffern ein, so wie sie auf Ihrem Steuerbescheid steht, zum Beispiel 181/815/08155.');
  });

  it('offers to remove an empty entry by the words of its remove button', () => {
    const error: FieldError = { path: 'donations.items.1', messageKey: 'messages.emptyItem', ns: 'model', params: { number: 2 } };
    expect(say(model, error)).toBe('Spende 2 ist leer. Füllen Sie den Eintrag aus oder entfernen Sie ihn mit „Spende 2 entfernen“.');
    expect(say(model, error, 'en')).toBe('Donation 2 is empty. Fill it in, or remove it with “Remove donation 2”.');
    // A list whose model gives no message of its own gets the shared one, in the same words.
    const costs: FieldError = { path: 'medical.items.1', messageKey: 'validation.entry.empty', ns: 'validation', params: { number: 2 } };
    expect(say(model, costs)).toBe('Ausgabe 2 ist leer. Füllen Sie den Eintrag aus oder entfernen Sie ihn mit „Ausgabe 2 entfernen“.');
    expect(say(model, costs, 'en')).toBe('Expense 2 is empty. Fill it in, or remove it with “Remove expense 2”.');
    expect(say(model, { path: 'medical.items', messageKey: 'validation.items.min', ns: 'model', params: { min: 1 } })).toBe('Bitte geben Sie mindestens 1 Eintrag ein.');
  });

  it('builds the words from the kind of control and the label where the model gives none, led by a group’s legend', () => {
    const bare = parseFormModel({
      ...model2025Json,
      screens: model2025Json.screens.map((s) => ({
        ...s,
        groups: s.groups.map((g) => ({ ...g, fields: g.fields.map((f) => Object.fromEntries(Object.entries(f).filter(([k]) => k !== 'errorMessages'))) })),
      })),
    });
    expect(say(bare, required('filing.joint'))).toBe('Wählen Sie bei „Geben Sie die Erklärung gemeinsam mit Ihrer Ehefrau, Ihrem Ehemann oder Ihrer Lebenspartnerin oder Ihrem Lebenspartner ab?“ Ja oder Nein aus.');
    expect(say(bare, required('personA.firstName'))).toBe('Füllen Sie „Vorname“ aus.');
    expect(say(bare, required('personA.birthDate'))).toBe('Geben Sie bei „Geburtsdatum“ ein Datum ein.');
    expect(say(bare, required('taxIdentification.kind'))).toBe('Wählen Sie bei „Was möchten Sie angeben?“ eine Antwort aus.');
    expect(say(bare, required('taxIdentification.state'))).toBe('Wählen Sie bei „Bundesland“ einen Eintrag aus der Liste aus.');
    expect(say(bare, required('donations.items.0.amount'))).toBe('Spende 1: Geben Sie bei „Betrag in Euro“ einen Betrag ein.');
    // Two fields of the same label on one screen differ by their group's legend.
    expect(say(bare, required('disability.personA.degree'))).toBe('Ihre Behinderung: Wählen Sie bei „Grad der Behinderung“ einen Eintrag aus der Liste aus.');
    expect(say(bare, required('disability.personB.markers'))).toBe('Behinderung von Person B: Wählen Sie bei „Merkzeichen“ mindestens eine Angabe aus.');
    expect(say(bare, required('disability.personB.markers'), 'en')).toBe('Disability of person B: Select at least one option for “Markers”.');
  });

  it('tells the kinds of control apart as the wizard renders them', () => {
    const f = (extra: Partial<FieldDef>): FieldDef => ({ path: 'x', type: 'string', labelKey: 'x', ...extra });
    expect(fieldKind(f({}))).toBe('text');
    expect(fieldKind(f({ type: 'IBAN' }))).toBe('text');
    expect(fieldKind(f({ type: 'number' }))).toBe('number');
    expect(fieldKind(f({ type: 'number', widget: 'select' }))).toBe('select');
    expect(fieldKind(f({ type: 'money' }))).toBe('amount');
    expect(fieldKind(f({ type: 'date' }))).toBe('date');
    expect(fieldKind(f({ type: 'boolean' }))).toBe('yesNo');
    expect(fieldKind(f({ type: 'boolean', widget: 'radio' }))).toBe('yesNo');
    expect(fieldKind(f({ type: 'enumeration', widget: 'radio' }))).toBe('choice');
    expect(fieldKind(f({ type: 'enumeration', widget: 'combobox' }))).toBe('select');
    expect(fieldKind(f({ type: 'enumeration', multiple: true }))).toBe('checkboxes');
  });

  it('lets an item be removed only above the minimum and never the last one', () => {
    const group = model.screens.find((s) => s.name === 'donations')!.groups[0];
    expect(canRemoveItem(group, 1)).toBe(false);
    expect(canRemoveItem(group, 2)).toBe(true);
    expect(canRemoveItem({ ...group, min_items: 2 }, 2)).toBe(false);
    expect(canRemoveItem({ ...group, min_items: 0 }, 1)).toBe(false);
  });
});
