// Shared by the declaration stories and tests: the 2025 model and texts by import, a store with preset atoms.
import { useMemo, useState, type ReactNode } from 'react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { defaultExternalEnums, parseFormModel, type ExternalEnums, type FormDocument, type FormModel } from '../../../domain/forms';
import model2025Json from '../../../server/models/ESt2025.json';
import textsDe from '../../../server/models/texts/de.json';
import textsEn from '../../../server/models/texts/en.json';
import { createI18n } from '../../i18n';
import type { Locale } from '../../state/locale';
import { defaultProperties, propertiesAtom, type GlobalProperties } from '../../state/properties';
import { sessionStatusAtom } from '../../state/session';
import { confirmationAtom, declarationYearAtom, summaryAtom, userNameAtom, type ConfirmationData, type SummaryData } from '../../state/declaration';
import { wizardActivityAtom, wizardAtom, wizardValidationAtom, emptyWizardActivity, type WizardActivity, type WizardValidation } from '../../state/wizard';
import { MODEL_NS } from '../modelTexts';
import { primeModel } from '../loadModel';
import { primeExternalEnums } from '../useWizardLoader';

export const model2025: FormModel = parseFormModel(model2025Json);
primeModel(model2025);

export const modelTexts = { de: textsDe, en: textsEn };

/** An i18next instance with every app namespace plus the model texts (no server needed). */
export function declarationI18n(lng: Locale = 'de') {
  const i18n = createI18n(lng);
  i18n.addResourceBundle('de', MODEL_NS, textsDe, true, true);
  i18n.addResourceBundle('en', MODEL_NS, textsEn, true, true);
  return i18n;
}

/** Known data and person A as the server prefills them. */
export const prefilled: FormDocument = {
  personA: { idNr: '02476291358', firstName: 'Erika', lastName: 'Mustermann', birthDate: '1950-06-15' },
  known: {
    personA: { pensionAmount: '17591.57', pensionStartYear: 2019, pensionAdjustment: '2858.91', healthInsurance: '1433.71', careInsurance: '598.11', churchMember: 'yes' },
    prepayments: '400.00',
  },
};

export const filledDocument: FormDocument = {
  ...prefilled,
  filing: { joint: 'no' },
  taxIdentification: { kind: 'taxOffice', state: 'BE', taxOffice: '1134' },
  bank: { iban: 'DE89370400440532013000', holder: 'Erika Mustermann' },
  donations: { has: 'yes', items: [{ kind: 'donation', recipient: 'Tierheim Berlin', amount: '250.00' }, { kind: 'membership', recipient: 'Kirchengemeinde', amount: '120.00' }] },
  medical: { has: 'yes', items: [{ description: 'Brille', amount: '480.00', reimbursed: '50.00' }] },
  disability: { personA: { has: 'no' } },
  household: { has: 'no' },
  craftsman: { has: 'yes', items: [{ description: 'Heizung repariert', labourCost: '600.00', paidByTransfer: 'yes' }] },
};

export const jointDocument: FormDocument = {
  ...filledDocument,
  filing: { joint: 'yes' },
  known: {
    ...(prefilled.known as FormDocument),
    personB: { pensionAmount: '14210.40', pensionStartYear: 2013, pensionAdjustment: '2310.12', healthInsurance: '1158.20', careInsurance: '483.14', churchMember: 'no' },
  },
  personB: { idNr: '86095742719', firstName: 'Hans', lastName: 'Mustermann', birthDate: '1948-02-01' },
  disability: { personA: { has: 'no' }, personB: { has: 'yes', degree: '50', markers: ['G'] } },
};

export interface Preset {
  document?: FormDocument;
  activity?: Partial<WizardActivity>;
  validation?: WizardValidation | null;
  summary?: SummaryData | null;
  confirmation?: ConfirmationData | null;
  properties?: Partial<GlobalProperties>;
  testMarker?: string;
  /**
   * The lists of federal states and tax offices as the server sent them (default: the shipped ones);
   * null: not loaded yet, so the wizard asks GET /api/externalEnumerations (which fails without a server).
   */
  externalEnums?: ExternalEnums | null;
}

/** A store as the app has it after login and year choice, with the given declaration state. */
export function declarationStore(preset: Preset = {}) {
  try {
    sessionStorage.clear();
  } catch {
    // storage blocked: atoms still work in memory
  }
  const store = createStore();
  primeExternalEnums(preset.externalEnums === undefined ? defaultExternalEnums : preset.externalEnums);
  store.set(propertiesAtom, { ...defaultProperties, ...preset.properties });
  store.set(sessionStatusAtom, 'authenticated');
  store.set(declarationYearAtom, { activeFormModel: model2025.formModelName, testMarker: preset.testMarker ?? '' });
  store.set(userNameAtom, { firstName: 'Erika', lastName: 'Mustermann' });
  store.set(wizardAtom, { formModelName: model2025.formModelName, document: preset.document ?? prefilled, loaded: true });
  store.set(wizardActivityAtom, { ...emptyWizardActivity, ...preset.activity });
  store.set(wizardValidationAtom, preset.validation ?? null);
  store.set(summaryAtom, preset.summary ?? null);
  store.set(confirmationAtom, preset.confirmation ?? null);
  return store;
}

export function DeclarationHarness({
  store,
  path,
  locale = 'de',
  children,
  location,
}: {
  store: ReturnType<typeof createStore>;
  path: string;
  locale?: Locale;
  children: ReactNode;
  location?: ReturnType<typeof memoryLocation>;
}) {
  const [memory] = useState(() => location ?? memoryLocation({ path }));
  const i18n = useMemo(() => declarationI18n(locale), [locale]);
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          {children}
        </Router>
      </I18nextProvider>
    </JotaiProvider>
  );
}
