import { describe, expect, it } from 'vitest';
import model2025Json from '../../server/models/ESt2025.json';
import {
  FormModelError,
  cleanDocument,
  displayedScreens,
  documentToFormFields,
  enumerationOptions,
  formFieldsToDocument,
  getValue,
  headerNames,
  navItems,
  nextScreen,
  onParentChanged,
  parseFormModel,
  previousScreen,
  removeInvalidFields,
  removeStaleChoices,
  defaultExternalEnums,
  externalEnumsFrom,
  renameFormModel,
  resetHiddenVisited,
  resolveScreen,
  setValue,
  validateDocument,
  validateField,
  validateScreen,
  firstBlockingScreen,
  isScreenDisplayed,
  isReadOnlyScreen,
  nextScreenToRecheck,
  questionScreenOf,
  stepOf,
  type FormDocument,
} from './index';

const model = parseFormModel(model2025Json);
const ctx = { testMode: false, today: new Date('2025-06-01T12:00:00Z') };

const TAX_NUMBERS: [string, string][] = [
  ['BW', '93815/08152'], ['BY', '181/815/08155'], ['BE', '21/815/08150'], ['BB', '048/815/08155'],
  ['HB', '75 815 08152'], ['HH', '02/815/08156'], ['HE', '013 815 08153'], ['MV', '079/815/08151'],
  ['NI', '24/815/08151'], ['NW', '133/8150/8159'], ['RP', '22/815/0815/4'], ['SL', '010/815/08182'],
  ['SN', '201/123/12340'], ['ST', '101/815/08154'], ['SH', '29 815 08158'], ['TH', '151/815/08156'],
];
const stored = (state: string, display: string) => `${display.replace(/\D/g, '')}@${state}`;

const base: FormDocument = {
  filing: { joint: 'no' },
  personA: { idNr: '36574261809', firstName: 'Erika', lastName: 'Mustermann', birthDate: '1950-03-14' },
  taxIdentification: { kind: 'taxNumber', state: 'BY', taxNumber: '18181508155@BY' },
  bank: { iban: 'DE89370400440532013000', holder: 'Erika Mustermann' },
  donations: { has: 'no' },
  medical: { has: 'no' },
  disability: { personA: { has: 'no' } },
  household: { has: 'no' },
  craftsman: { has: 'no' },
};

describe('paths', () => {
  it('reads and writes indexed paths without mutating', () => {
    const doc = setValue({}, 'donations.items.0.amount', '10.00');
    expect(doc).toEqual({ donations: { items: [{ amount: '10.00' }] } });
    const next = setValue(doc, 'donations.items.1.kind', 'party');
    expect(getValue(next, 'donations.items.1.kind')).toBe('party');
    expect(getValue(doc, 'donations.items.1')).toBeUndefined();
    expect(getValue(next, 'donations.items.x')).toBeUndefined();
    expect(() => setValue({}, '__proto__.polluted', 1)).toThrow();
    expect(getValue({}, 'constructor')).toBeUndefined();
  });
});

describe('dependent screens and navigation', () => {
  it('shows person B only for joint filing', () => {
    expect(isScreenDisplayed(model, 'personB', base)).toBe(false);
    expect(isScreenDisplayed(model, 'personB', setValue(base, 'filing.joint', 'yes'))).toBe(true);
  });

  it('skips hidden screens in both directions', () => {
    expect(nextScreen(model, 'personA', base)).toBe('taxIdentification');
    expect(previousScreen(model, 'taxIdentification', base)).toBe('personA');
    const joint = setValue(base, 'filing.joint', 'yes');
    expect(nextScreen(model, 'personA', joint)).toBe('personB');
    expect(previousScreen(model, 'taxIdentification', joint)).toBe('personB');
    expect(nextScreen(model, 'donationsQuestion', base)).toBe('medicalQuestion');
    expect(nextScreen(model, 'donationsQuestion', setValue(base, 'donations.has', 'yes'))).toBe('donations');
    expect(previousScreen(model, 'craftsmanQuestion', base)).toBe('householdQuestion');
    expect(nextScreen(model, 'review', base)).toBeUndefined();
    expect(previousScreen(model, 'filing', base)).toBeUndefined();
  });

  it('falls back to the nearest earlier displayed screen', () => {
    expect(resolveScreen(model, 'donations', base)).toBe('donationsQuestion');
    expect(resolveScreen(model, 'personB', base)).toBe('personA');
    expect(resolveScreen(model, 'craftsman', setValue(base, 'craftsman.has', 'yes'))).toBe('craftsman');
    expect(resolveScreen(model, 'noSuchScreen', base)).toBe('filing');
  });

  it('shows the disability screen when either person has one, person B only when joint', () => {
    expect(isScreenDisplayed(model, 'disability', base)).toBe(false);
    const bOnly = setValue(setValue(base, 'filing.joint', 'yes'), 'disability.personB.has', 'yes');
    expect(isScreenDisplayed(model, 'disability', bOnly)).toBe(true);
    // B's answer stops counting once the couple files singly: the field is no longer relevant.
    expect(isScreenDisplayed(model, 'disability', setValue(bOnly, 'filing.joint', 'no'))).toBe(false);
  });

  it('lists nav items with visited, primary and displayed flags; hidden screens reset to unvisited', () => {
    const doc = setValue(base, 'donations.has', 'yes');
    const items = navItems(model, doc, { visited: ['filing', 'donations'], current: 'donations' });
    const donations = items.find((i) => i.name === 'donations')!;
    expect(donations).toMatchObject({ isDisplayed: true, isVisited: true, isPrimaryNode: false, isCurrent: true, title: 'screens.donations.title' });
    expect(items.find((i) => i.name === 'personB')).toMatchObject({ isDisplayed: false, isVisited: false });
    expect(resetHiddenVisited(model, base, ['filing', 'donations'])).toEqual(['filing']);
    expect(displayedScreens(model, base)).not.toContain('donations');
    expect(displayedScreens(model, doc)).toContain('donations');
  });

  it('counts topics for the step indicator: answers that add screens do not change the total', () => {
    const total = stepOf(model, 'filing', base).total;
    expect(stepOf(model, 'filing', base)).toEqual({ current: 1, total, topic: 'filing' });
    const everything = setValue(setValue(setValue(base, 'filing.joint', 'yes'), 'donations.has', 'yes'), 'craftsman.has', 'yes');
    expect(displayedScreens(model, everything).length).toBeGreaterThan(displayedScreens(model, base).length);
    expect(stepOf(model, 'taxIdentification', everything)).toEqual(stepOf(model, 'taxIdentification', base));
    // A dependent sub-screen shares its question's number.
    expect(stepOf(model, 'personB', everything)).toMatchObject({ current: 2, total, topic: 'personA' });
    expect(stepOf(model, 'donations', everything)).toEqual(stepOf(model, 'donationsQuestion', everything));
    expect(stepOf(model, 'review', base)).toMatchObject({ current: total, topic: 'review' });
  });

  it('knows the screens that only show what the tax office has', () => {
    expect(isReadOnlyScreen(model, 'knownData')).toBe(true);
    expect(isReadOnlyScreen(model, 'personA')).toBe(false);
    // No fields at all: nothing to change, but nothing shown either.
    expect(isReadOnlyScreen(model, 'review')).toBe(false);
  });

  it('after a change from the summary, asks only for the screens the change needs', () => {
    const all = displayedScreens(model, base);
    expect(nextScreenToRecheck(model, 'donationsQuestion', base, all, ctx)).toBeUndefined();
    // Yes to donations: the list, newly displayed (unvisited, as hidden screens are reset), then the summary.
    const donations = setValue(base, 'donations.has', 'yes');
    const visited = resetHiddenVisited(model, donations, all);
    expect(nextScreenToRecheck(model, 'donationsQuestion', donations, visited, ctx)).toBe('donations');
    const listed = setValue(donations, 'donations.items', [{ kind: 'donation', recipient: 'Tafel', amount: '20.00' }]);
    expect(nextScreenToRecheck(model, 'donations', listed, [...visited, 'donations'], ctx)).toBeUndefined();
    // Joint filing: person B's screen, then the disability question that now asks about person B too.
    const joint = setValue(base, 'filing.joint', 'yes');
    expect(nextScreenToRecheck(model, 'filing', joint, all, ctx)).toBe('personB');
    const withB = setValue(joint, 'personB', { idNr: '86095742719', firstName: 'Hans', lastName: 'Mustermann', birthDate: '1948-02-01' });
    expect(nextScreenToRecheck(model, 'personB', withB, [...all, 'personB'], ctx)).toBe('disabilityQuestion');
  });

  it('walks a topic\'s details after its question when changing from the summary', () => {
    // A question and the details right after it are one topic; person B's screen is not the filing question's.
    expect(questionScreenOf(model, 'medical')).toBe('medicalQuestion');
    expect(questionScreenOf(model, 'disability')).toBe('disabilityQuestion');
    expect(questionScreenOf(model, 'medicalQuestion')).toBeUndefined();
    expect(questionScreenOf(model, 'personB')).toBeUndefined();
    // The list was seen and passes: still the next screen after its question, then the summary.
    const listed = setValue(setValue(base, 'medical.has', 'yes'), 'medical.items', [{ description: 'Brille', amount: '300.00' }]);
    const all = displayedScreens(model, listed);
    expect(nextScreenToRecheck(model, 'medicalQuestion', listed, all, ctx)).toBe('medical');
    expect(nextScreenToRecheck(model, 'medical', listed, all, ctx)).toBeUndefined();
    // Another topic's details are not walked.
    expect(nextScreenToRecheck(model, 'donationsQuestion', listed, all, ctx)).toBeUndefined();
  });
});

describe('enumerations', () => {
  it('takes the server\'s lists over the shipped ones, id by id, and keeps the shipped ones it does not send', () => {
    const offices = [{ value: '9999', label: 'Finanzamt Test', parentValue: 'BY' }];
    const merged = externalEnumsFrom([{ id: 'taxOffices', data: offices }]);
    expect(merged.taxOffices).toEqual(offices);
    expect(merged.federalStates).toBe(defaultExternalEnums.federalStates);
    expect(externalEnumsFrom([])).toEqual(defaultExternalEnums);
  });

  it('filters tax offices by the selected state and clears the child when the parent changes', () => {
    const doc = { taxIdentification: { kind: 'taxOffice', state: 'HB' } };
    const options = enumerationOptions(model, 'taxIdentification.taxOffice', doc);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.parentValue === 'HB')).toBe(true);
    expect(enumerationOptions(model, 'taxIdentification.taxOffice', { taxIdentification: {} })).toEqual([]);
    const withOffice = setValue(doc, 'taxIdentification.taxOffice', options[0].value);
    const changed = onParentChanged(model, withOffice, 'taxIdentification.state', 'BY');
    expect(getValue(changed, 'taxIdentification.taxOffice')).toBeUndefined();
    expect(getValue(changed, 'taxIdentification.state')).toBe('BY');
    const same = onParentChanged(model, withOffice, 'taxIdentification.state', 'HB');
    expect(getValue(same, 'taxIdentification.taxOffice')).toBe(options[0].value);
  });

  it('offers internal options with label keys', () => {
    expect(enumerationOptions(model, 'donations.items.0.kind', {}).map((o) => o.value)).toEqual(['donation', 'membership', 'party']);
  });

  it('takes out an answer its external list no longer offers, with what depended on it, and says whether the user sees it', () => {
    const office = enumerationOptions(model, 'taxIdentification.taxOffice', { taxIdentification: { state: 'HB' } })[0].value;
    const withoutOffice = { ...defaultExternalEnums, taxOffices: defaultExternalEnums.taxOffices.filter((o) => o.value !== office) };
    const doc = { ...base, taxIdentification: { kind: 'taxOffice', state: 'HB', taxOffice: office } };
    // Nothing changed: the document comes back as it was.
    expect(removeStaleChoices(model, doc, defaultExternalEnums)).toEqual({ document: doc, removed: [] });

    const merged = removeStaleChoices(model, doc, withoutOffice);
    expect(getValue(merged.document, 'taxIdentification')).toEqual({ kind: 'taxOffice', state: 'HB' });
    expect(merged.removed.map(({ path, dependent, relevant }) => ({ path, dependent, relevant }))).toEqual([
      { path: 'taxIdentification.taxOffice', dependent: false, relevant: true },
    ]);
    expect(merged.removed[0].entry.field.labelKey).toBe('fields.taxIdentification.taxOffice.label');

    // A state code that changed: the state goes, and the tax number in its format with it.
    const withoutBavaria = { ...defaultExternalEnums, federalStates: defaultExternalEnums.federalStates.filter((s) => s.value !== 'BY') };
    const renamed = removeStaleChoices(model, base, withoutBavaria);
    expect(getValue(renamed.document, 'taxIdentification')).toEqual({ kind: 'taxNumber' });
    expect(renamed.removed.map(({ path, dependent, relevant }) => ({ path, dependent, relevant }))).toEqual([
      { path: 'taxIdentification.state', dependent: false, relevant: true },
      { path: 'taxIdentification.taxNumber', dependent: true, relevant: true },
    ]);

    // A stale office the user does not see (they gave a tax number) goes without being worth telling.
    const hidden = removeStaleChoices(model, { ...base, taxIdentification: { ...(base.taxIdentification as FormDocument), taxOffice: '9999' } }, defaultExternalEnums);
    expect(hidden.removed.map(({ path, relevant }) => ({ path, relevant }))).toEqual([{ path: 'taxIdentification.taxOffice', relevant: false }]);
    expect(getValue(hidden.document, 'taxIdentification.taxNumber')).toBe('18181508155@BY');
  });

  it('rejects an office of another state', () => {
    const by = enumerationOptions(model, 'taxIdentification.taxOffice', { taxIdentification: { state: 'BY' } })[0].value;
    const doc = { taxIdentification: { kind: 'taxOffice', state: 'HB', taxOffice: by } };
    expect(validateField(model, 'taxIdentification.taxOffice', doc, ctx)).not.toBeNull();
  });
});

describe('custom types', () => {
  it.each(TAX_NUMBERS)('accepts the %s example tax number %s', (state, display) => {
    const doc = { taxIdentification: { kind: 'taxNumber', state, taxNumber: stored(state, display) } };
    expect(validateField(model, 'taxIdentification.taxNumber', doc, ctx)).toBeNull();
  });

  it.each(TAX_NUMBERS)('rejects the %s tax number %s with a wrong check digit', (state, display) => {
    const digits = display.replace(/\D/g, '');
    const wrong = digits.slice(0, -1) + ((Number(digits.at(-1)) + 1) % 10);
    const doc = { taxIdentification: { kind: 'taxNumber', state, taxNumber: `${wrong}@${state}` } };
    expect(validateField(model, 'taxIdentification.taxNumber', doc, ctx)?.messageKey).toMatch(/^validation\.taxNumber\./);
  });

  it('rejects a tax number stored for another state than selected', () => {
    const doc = { taxIdentification: { kind: 'taxNumber', state: 'BW', taxNumber: '18181508155@BY' } };
    expect(validateField(model, 'taxIdentification.taxNumber', doc, ctx)?.messageKey).toBe('validation.taxNumber.state');
  });

  it('validates IdNr, test IdNr only in test mode', () => {
    const doc = (idNr: string) => ({ filing: { joint: 'yes' }, personB: { idNr } });
    expect(validateField(model, 'personB.idNr', doc('36574261809'), ctx)).toBeNull();
    expect(validateField(model, 'personB.idNr', doc('36574261808'), ctx)?.messageKey).toBe('validation.idNr.checksum');
    expect(validateField(model, 'personB.idNr', doc('02476291358'), ctx)?.messageKey).toBe('validation.idNr.testId');
    expect(validateField(model, 'personB.idNr', doc('02476291358'), { ...ctx, testMode: true })).toBeNull();
    expect(validateField(model, 'personB.idNr', doc('1234'), ctx)?.messageKey).toBe('validation.idNr.length');
  });

  it('validates German IBANs', () => {
    const doc = (iban: string) => ({ bank: { iban } });
    expect(validateField(model, 'bank.iban', doc('DE89370400440532013000'), ctx)).toBeNull();
    expect(validateField(model, 'bank.iban', doc('DE89370400440532013001'), ctx)?.messageKey).toBe('validation.iban.invalid');
    expect(validateField(model, 'bank.iban', doc('GB82WEST12345698765432'), ctx)?.messageKey).toBe('validation.iban.notGerman');
  });

  it('accepts IdNr, IBAN and Steuernummer as people type them, and names the country and length of a wrong foreign IBAN', () => {
    const joint = (idNr: string) => ({ filing: { joint: 'yes' }, personB: { idNr } });
    expect(validateField(model, 'personB.idNr', joint('36 574 261 809'), ctx)).toBeNull();
    expect(validateField(model, 'personB.idNr', joint('３６５７４２６１８０９'), ctx)).toBeNull();
    const bank = (iban: string) => ({ bank: { iban } });
    expect(validateField(model, 'bank.iban', bank('DE89-3704-0044-0532-0130-00'), ctx)).toBeNull();
    expect(validateField(model, 'bank.iban', bank('FR1420041010050500013M0260'), ctx)).toEqual({
      path: 'bank.iban',
      messageKey: 'validation.iban.length',
      ns: 'validation',
      params: { country: 'FR', length: 27 },
    });
    expect(validateField(model, 'bank.iban', bank('US64SVBKUS6S3300958879'), ctx)).toEqual({ path: 'bank.iban', messageKey: 'validation.iban.country', ns: 'validation', params: { country: 'US' } });
    const taxNumber = (value: string) => ({ taxIdentification: { kind: 'taxNumber', state: 'BY', taxNumber: value } });
    expect(validateField(model, 'taxIdentification.taxNumber', taxNumber('181/815/08155@BY'), ctx)).toBeNull();
    expect(validateField(model, 'taxIdentification.taxNumber', taxNumber('181/099/08157@BY'), ctx)?.messageKey).toBe('validation.taxNumber.district');
  });

  it('validates BUFA against the state', () => {
    const doc = (state: string, taxOffice: string) => ({ taxIdentification: { kind: 'taxOffice', state, taxOffice } });
    expect(validateField(model, 'taxIdentification.taxOffice', doc('BY', '9181'), ctx)).toBeNull();
    expect(validateField(model, 'taxIdentification.taxOffice', doc('BY', '12'), ctx)).not.toBeNull();
  });

  it('validates birth dates, money, degrees and required values', () => {
    const doc = (birthDate: string) => ({ personA: { birthDate } });
    expect(validateField(model, 'personA.birthDate', doc('1950-03-14'), ctx)).toBeNull();
    expect(validateField(model, 'personA.birthDate', doc('2010-01-01'), ctx)?.messageKey).toBe('validation.birthDate.age');
    expect(validateField(model, 'personA.birthDate', doc('1899-12-31'), ctx)?.messageKey).toBe('validation.birthDate.min');
    expect(validateField(model, 'personA.birthDate', doc('1950-02-30'), ctx)?.messageKey).toBe('validation.date.invalid');
    expect(validateField(model, 'personA.firstName', {}, ctx)?.messageKey).toBe('validation.required');
    expect(validateField(model, 'personA.firstName', { personA: { firstName: 'x'.repeat(46) } }, ctx)).toMatchObject({ messageKey: 'validation.maxLength', params: { max: 45 } });
    const item = (amount: string) => ({ donations: { has: 'yes', items: [{ kind: 'donation', recipient: 'x', amount }] } });
    expect(validateField(model, 'donations.items.0.amount', item('120.50'), ctx)).toBeNull();
    expect(validateField(model, 'donations.items.0.amount', item('zwölf'), ctx)?.messageKey).toBe('validation.money.invalid');
    expect(validateField(model, 'donations.items.0.amount', item('-5.00'), ctx)?.messageKey).toBe('validation.money.negative');
    const degree = (d: string) => ({ disability: { personA: { has: 'yes', degree: d } } });
    expect(validateField(model, 'disability.personA.degree', degree('50'), ctx)).toBeNull();
    expect(validateField(model, 'disability.personA.degree', degree('55'), ctx)?.messageKey).toBe('validation.number.invalid');
    expect(validateField(model, 'disability.personA.degree', degree('10'), ctx)?.messageKey).toBe('validation.number.range');
    expect(validateField(model, 'disability.personA.markers', { disability: { personA: { markers: ['G', 'X'] } } }, ctx)?.messageKey).toBe('validation.invalid');
  });
});

describe('screen and document validation', () => {
  it('accepts a complete single document', () => {
    expect(validateDocument(model, base, ctx)).toEqual([]);
  });

  it('validates only relevant fields and displayed screens', () => {
    const doc = setValue(base, 'taxIdentification', { kind: 'taxOffice', state: 'BY' });
    expect(validateScreen(model, 'taxIdentification', doc, ctx).map((e) => e.path)).toEqual(['taxIdentification.taxOffice']);
    // person B is hidden: its missing fields are no errors
    expect(validateScreen(model, 'personB', base, ctx)).toEqual([]);
    const joint = setValue(base, 'filing.joint', 'yes');
    expect(validateDocument(model, joint, ctx).map((e) => e.path)).toEqual(
      expect.arrayContaining(['personB.idNr', 'personB.firstName', 'disability.personB.has']),
    );
  });

  it('marks every empty required field of the only item; an empty item that can be removed gets one message, at the item', () => {
    const doc = setValue(base, 'donations', { has: 'yes', items: [{}] });
    // The only item has no remove button: its fields are marked, no message offers removal.
    expect(validateScreen(model, 'donations', doc, ctx)).toEqual([
      { path: 'donations.items.0.kind', messageKey: 'validation.required', ns: 'validation' },
      { path: 'donations.items.0.recipient', messageKey: 'validation.required', ns: 'validation' },
      { path: 'donations.items.0.amount', messageKey: 'validation.required', ns: 'validation' },
    ]);
    // A second, empty item can be removed: one message, at the item, offers filling it in or removing it.
    const two = setValue(base, 'donations', { has: 'yes', items: [{ kind: 'donation', recipient: 'Tafel', amount: '20.00' }, {}] });
    expect(validateScreen(model, 'donations', two, ctx)).toEqual([{ path: 'donations.items.1', messageKey: 'messages.emptyItem', ns: 'model', params: { number: 2 } }]);
    // The same in the middle of the list, and for a list without a message of its own (the shared one).
    const middle = setValue(base, 'donations', { has: 'yes', items: [{ kind: 'donation', recipient: 'Tafel', amount: '20.00' }, {}, { kind: 'donation', recipient: 'Tierheim', amount: '30.00' }] });
    expect(validateScreen(model, 'donations', middle, ctx).map((e) => [e.path, e.messageKey])).toEqual([['donations.items.1', 'messages.emptyItem']]);
    const costs = setValue(base, 'medical', { has: 'yes', items: [{ description: 'Brille', amount: '480.00' }, {}] });
    expect(validateScreen(model, 'medical', costs, ctx)).toEqual([{ path: 'medical.items.1', messageKey: 'validation.entry.empty', ns: 'validation', params: { number: 2 } }]);
    // A second item with one answer is not empty: its fields keep their messages, no "is empty".
    const begun = setValue(base, 'donations', { has: 'yes', items: [{ kind: 'donation', recipient: 'Tafel', amount: '20.00' }, { recipient: 'Tierheim' }] });
    expect(validateScreen(model, 'donations', begun, ctx).map((e) => [e.path, e.messageKey])).toEqual([
      ['donations.items.1.kind', 'validation.required'],
      ['donations.items.1.amount', 'validation.required'],
    ]);
    // Even when the answer given is not one of the rule's fields (paid by transfer).
    const paid = setValue(base, 'household', { has: 'yes', items: [{ kind: 'cleaning', description: 'Fenster', labourCost: '120.00', paidByTransfer: 'yes' }, { paidByTransfer: 'yes' }] });
    expect(validateScreen(model, 'household', paid, ctx).map((e) => [e.path, e.messageKey])).toEqual([
      ['household.items.1.kind', 'validation.required'],
      ['household.items.1.description', 'validation.required'],
      ['household.items.1.labourCost', 'validation.required'],
    ]);
    const partial = setValue(doc, 'donations.items.0.recipient', 'Tafel e.V.');
    expect(validateScreen(model, 'donations', partial, ctx).map((e) => [e.path, e.messageKey])).toEqual([
      ['donations.items.0.kind', 'validation.required'],
      ['donations.items.0.amount', 'validation.required'],
    ]);
    // In the order on the screen; an optional field (material) is not marked.
    const invoice = setValue(base, 'craftsman', { has: 'yes', items: [{}] });
    expect(validateScreen(model, 'craftsman', invoice, ctx).map((e) => [e.path, e.messageKey])).toEqual([
      ['craftsman.items.0.description', 'validation.required'],
      ['craftsman.items.0.labourCost', 'validation.required'],
      ['craftsman.items.0.paidByTransfer', 'validation.required'],
    ]);
    // Household services ask the same (§ 35a (5) EStG).
    const service = setValue(base, 'household', { has: 'yes', items: [{}] });
    expect(validateScreen(model, 'household', service, ctx).map((e) => [e.path, e.messageKey])).toEqual([
      ['household.items.0.kind', 'validation.required'],
      ['household.items.0.description', 'validation.required'],
      ['household.items.0.labourCost', 'validation.required'],
      ['household.items.0.paidByTransfer', 'validation.required'],
    ]);
    const answered = setValue(base, 'household', { has: 'yes', items: [{ kind: 'cleaning', description: 'Fenster', labourCost: '120.00', paidByTransfer: 'no' }] });
    expect(validateScreen(model, 'household', answered, ctx)).toEqual([]);
  });

  it('requires at least one item and checks reimbursements against the cost', () => {
    const none = setValue(base, 'medical', { has: 'yes', items: [] });
    expect(validateScreen(model, 'medical', none, ctx)).toEqual([{ path: 'medical.items', messageKey: 'validation.items.min', ns: 'model', params: { min: 1 } }]);
    const tooHigh = setValue(base, 'medical', { has: 'yes', items: [{ description: 'Brille', amount: '300.00', reimbursed: '300.01' }] });
    expect(validateScreen(model, 'medical', tooHigh, ctx)).toEqual([{ path: 'medical.items.0.reimbursed', messageKey: 'messages.reimbursedTooHigh', ns: 'model' }]);
    const fine = setValue(tooHigh, 'medical.items.0.reimbursed', '300.00');
    expect(validateScreen(model, 'medical', fine, ctx)).toEqual([]);
  });

  it('holds a forward jump at the first screen with errors, never a backward one', () => {
    expect(firstBlockingScreen(model, 'filing', 'craftsmanQuestion', base, ctx)).toBeUndefined();
    // A "yes" to donations shows the (empty) donations screen between here and the target.
    const withDonations = setValue(base, 'donations', { has: 'yes', items: [{}] });
    expect(firstBlockingScreen(model, 'donationsQuestion', 'craftsmanQuestion', withDonations, ctx)).toEqual({
      screen: 'donations',
      errors: ['kind', 'recipient', 'amount'].map((f) => ({ path: `donations.items.0.${f}`, messageKey: 'validation.required', ns: 'validation' })),
    });
    // The current screen itself is checked first.
    const noBank = setValue(withDonations, 'bank', {});
    expect(firstBlockingScreen(model, 'bank', 'craftsmanQuestion', noBank, ctx)?.screen).toBe('bank');
    // Backwards, or to the same screen: never held up.
    expect(firstBlockingScreen(model, 'craftsmanQuestion', 'bank', noBank, ctx)).toBeUndefined();
    expect(firstBlockingScreen(model, 'bank', 'bank', noBank, ctx)).toBeUndefined();
  });
});

describe('cleaning and loading', () => {
  it('drops the material cost an older draft of a craftsman invoice carries (the question is no longer asked)', () => {
    const item = { description: 'Heizung repariert', labourCost: '320.00', materialCost: '95.00', paidByTransfer: 'yes' };
    const loaded = removeInvalidFields(model, { craftsman: { has: 'yes', items: [item] } });
    expect(loaded).toEqual({ craftsman: { has: 'yes', items: [{ description: 'Heizung repariert', labourCost: '320.00', paidByTransfer: 'yes' }] } });
  });

  it('drops values of hidden screens and irrelevant fields, formats dates and money', () => {
    const doc: FormDocument = {
      ...base,
      filing: { joint: 'no' },
      personA: { ...(base.personA as object), birthDate: '14.03.1950', firstName: '  Erika ' },
      personB: { firstName: 'Max' },
      taxIdentification: { kind: 'taxNumber', state: 'BY', taxNumber: '18181508155@BY', taxOffice: '9181' },
      donations: { has: 'no', items: [{ kind: 'donation', recipient: 'x', amount: '5' }] },
      craftsman: { has: 'yes', items: [{ description: 'Heizung', labourCost: '1.234,5', paidByTransfer: 'yes' }, {}] },
      unknown: { field: 1 },
    };
    const clean = cleanDocument(model, doc);
    expect(clean.personB).toBeUndefined();
    expect(getValue(clean, 'taxIdentification.taxOffice')).toBeUndefined();
    expect(getValue(clean, 'donations.items')).toBeUndefined();
    expect(getValue(clean, 'donations.has')).toBe('no');
    expect(getValue(clean, 'personA.birthDate')).toBe('1950-03-14');
    expect(getValue(clean, 'personA.firstName')).toBe('Erika');
    expect(getValue(clean, 'craftsman.items')).toEqual([{ description: 'Heizung', labourCost: '1234.50', paidByTransfer: 'yes' }]);
    expect(clean.unknown).toBeUndefined();
  });

  it('stores IdNr, IBAN and Steuernummer without separators', () => {
    const doc: FormDocument = {
      ...base,
      filing: { joint: 'yes' },
      personB: { idNr: '36 574 261 809', firstName: 'Max', lastName: 'M', birthDate: '1948-11-02' },
      taxIdentification: { kind: 'taxNumber', state: 'BY', taxNumber: '181/815/08155@by' },
      bank: { iban: 'de89.3704.0044.0532.0130.00', holder: 'Erika' },
    };
    const clean = cleanDocument(model, doc);
    expect(getValue(clean, 'personB.idNr')).toBe('36574261809');
    expect(getValue(clean, 'taxIdentification.taxNumber')).toBe('18181508155@BY');
    expect(getValue(clean, 'bank.iban')).toBe('DE89370400440532013000');
  });

  it('removes invalid and unknown values when a document is loaded', () => {
    const doc = {
      ...base,
      bank: { iban: 'DE00', holder: 'Erika' },
      donations: { has: 'maybe', items: [{ kind: 'gift', recipient: 'x', amount: '12.00' }] },
      stale: 'x',
    };
    const loaded = removeInvalidFields(model, doc, ctx);
    expect(getValue(loaded, 'bank.iban')).toBeUndefined();
    expect(getValue(loaded, 'bank.holder')).toBe('Erika');
    expect(getValue(loaded, 'donations.has')).toBeUndefined();
    expect(getValue(loaded, 'donations.items')).toEqual([{ recipient: 'x', amount: '12.00' }]);
    expect(getValue(loaded, 'stale')).toBeUndefined();
    expect(getValue(loaded, 'personA.idNr')).toBe('36574261809');
  });

  it('converts between documents and form fields', () => {
    const doc = { personA: { birthDate: '1950-03-14' }, disability: { personA: { markers: ['G', 'H'] } }, donations: { items: [{ amount: '1.00' }, { amount: '2.00' }] } };
    const fields = documentToFormFields(doc);
    expect(fields).toEqual([
      { path: 'personA.birthDate', value: '1950-03-14' },
      { path: 'disability.personA.markers', value: ['G', 'H'] },
      { path: 'donations.items.0.amount', value: '1.00' },
      { path: 'donations.items.1.amount', value: '2.00' },
    ]);
    expect(formFieldsToDocument(fields)).toEqual(doc);
  });

  it('renames the form model throughout the app state', () => {
    const state = { activeFormModel: 'ESt2024', data: { ESt2024: { a: 1 } }, list: ['ESt2024', 'ESt2023'] };
    expect(renameFormModel(state, 'ESt2024', 'ESt2025')).toEqual({ activeFormModel: 'ESt2025', data: { ESt2025: { a: 1 } }, list: ['ESt2025', 'ESt2023'] });
  });

  it('builds header names from the document or the logged-in user', () => {
    expect(headerNames(model, base)).toEqual(['Erika Mustermann']);
    expect(headerNames(model, { filing: { joint: 'yes' }, personA: { firstName: 'Erika', lastName: 'M' }, personB: { firstName: 'Max' } })).toEqual(['Erika', 'Max']);
    expect(headerNames(model, {}, { firstName: 'Eva', lastName: 'Muster' })).toEqual(['Eva Muster']);
  });
});

describe('parseFormModel', () => {
  const clone = () => JSON.parse(JSON.stringify(model2025Json));
  const rejects = (m: unknown, code: string, detail: RegExp) => {
    try {
      parseFormModel(m);
    } catch (e) {
      expect(e).toBeInstanceOf(FormModelError);
      expect((e as FormModelError).code).toBe(code);
      expect((e as FormModelError).message).toMatch(detail);
      return;
    }
    throw new Error('model was accepted');
  };

  it('rejects a model without screens', () => {
    const m = clone();
    delete m.screens;
    rejects(m, 'postProcessingFailed', /^Post processing for model failed: ESt2025: screens/);
  });

  it('rejects an unknown field type', () => {
    const m = clone();
    m.screens[0].groups[0].fields[0].type = 'colour';
    rejects(m, 'postProcessingFailed', /type must be one of/);
  });

  it('rejects a dependent screen referencing a missing field', () => {
    const m = clone();
    m.dependent_screens[0].condField = 'filing.together';
    rejects(m, 'postProcessingFailed', /dependent_screens "personB" references missing field "filing.together"/);
  });

  it('rejects nav items of missing screens, unknown enumerations and bad help links', () => {
    const m = clone();
    m.nav_items.push({ screenName: 'ghost', primary: true });
    rejects(m, 'postProcessingFailed', /missing screen "ghost"/);
    const p = clone();
    p.nav_items.find((n: { screenName: string }) => n.screenName === 'donations').primary = true;
    rejects(p, 'postProcessingFailed', /primary screen "donations" is a dependent screen/);
    const e = clone();
    e.screens[3].groups[0].fields[0].enumeration.id = 'colours';
    rejects(e, 'postProcessingFailed', /unknown enumeration "colours"/);
    const h = clone();
    h.screens[0].groups[0].fields[0].help_link = 'filing';
    rejects(h, 'postProcessingFailed', /topic#element/);
  });

  it('reports a missing model as "Model not found"', () => {
    rejects(null, 'modelNotFound', /^Model not found/);
    rejects([], 'modelNotFound', /not a JSON object/);
    rejects('{not json', 'postProcessingFailed', /not valid JSON/);
  });
});
