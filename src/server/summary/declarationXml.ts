// The declaration as XML (namespace urn:einfach-erklaeren:declaration, schema declaration.xsd), in
// exclusive canonical form so that its bytes are the ones the browser digests and signs.
import { cleanDocument, getValue, type FormDocument, type FormModel } from '../../domain/forms';
import { parseMoney, formatMoney } from '../../domain/money';
import { bufaOfTaxNumber, parseStoredTaxNumber, toElster13 } from '../../domain/validators/taxNumber';
import { normalizeIban } from '../../domain/validators/iban';
import { element, serialize, textElement, type XmlElement } from './canonicalXml';

export const DECLARATION_NAMESPACE = 'urn:einfach-erklaeren:declaration';
export const DECLARATION_VERSION = '1';

export interface DeclarationXmlOptions {
  /** Person A's tax identification number from the login (authoritative over the document). */
  idNr: string;
  createdAt: Date;
}

const str = (doc: FormDocument, path: string): string | undefined => {
  const v = getValue(doc, path);
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim();
  return s === '' ? undefined : s;
};

const amount = (doc: FormDocument, path: string): string | undefined => {
  const v = getValue(doc, path);
  const cents = typeof v === 'string' ? parseMoney(v) : typeof v === 'number' ? parseMoney(String(v)) : null;
  return cents === null ? undefined : formatMoney(cents);
};

const bool = (doc: FormDocument, path: string): string | undefined => {
  const v = getValue(doc, path);
  return v === 'yes' ? 'true' : v === 'no' ? 'false' : undefined;
};

const items = (doc: FormDocument, path: string): FormDocument[] => {
  const v = getValue(doc, path);
  return Array.isArray(v) ? (v.filter((i) => i && typeof i === 'object') as FormDocument[]) : [];
};

const DONATION_KIND: Record<string, string> = { donation: 'Spende', membership: 'Mitgliedsbeitrag', party: 'Partei' };
const HOUSEHOLD_KIND: Record<string, string> = { cleaning: 'Reinigung', garden: 'Garten', care: 'Pflege', other: 'Sonstiges' };

function person(name: string, doc: FormDocument, prefix: string, idNr?: string): XmlElement | undefined {
  return element(name, [
    textElement('IdNr', idNr ?? str(doc, `${prefix}.idNr`)),
    textElement('Vorname', str(doc, `${prefix}.firstName`)),
    textElement('Nachname', str(doc, `${prefix}.lastName`)),
    textElement('Geburtsdatum', str(doc, `${prefix}.birthDate`)),
  ]);
}

function taxOffice(doc: FormDocument): XmlElement | undefined {
  const state = str(doc, 'taxIdentification.state');
  const kind = str(doc, 'taxIdentification.kind');
  if (kind === 'taxNumber') {
    const parsed = parseStoredTaxNumber(str(doc, 'taxIdentification.taxNumber'));
    if (!parsed) return undefined;
    return element('Finanzamt', [
      textElement('Bundesland', parsed.state),
      textElement('Steuernummer', toElster13(parsed.state, parsed.digits)),
      textElement('BUFA', bufaOfTaxNumber(parsed.state, parsed.digits)),
    ]);
  }
  return element('Finanzamt', [textElement('Bundesland', state), textElement('BUFA', str(doc, 'taxIdentification.taxOffice'))]);
}

function knownData(doc: FormDocument, joint: boolean): XmlElement | undefined {
  const knownPerson = (role: string, p: string) =>
    element(
      'Person',
      [
        textElement('Rente', amount(doc, `known.${p}.pensionAmount`)),
        textElement('Rentenbeginn', str(doc, `known.${p}.pensionStartYear`)),
        textElement('Rentenanpassungsbetrag', amount(doc, `known.${p}.pensionAdjustment`)),
        textElement('Krankenversicherung', amount(doc, `known.${p}.healthInsurance`)),
        textElement('Pflegeversicherung', amount(doc, `known.${p}.careInsurance`)),
        textElement('Kirchenmitglied', bool(doc, `known.${p}.churchMember`)),
      ],
      { rolle: role },
    );
  return element('BekannteDaten', [
    knownPerson('A', 'personA'),
    joint ? knownPerson('B', 'personB') : undefined,
    textElement('Vorauszahlungen', amount(doc, 'known.prepayments')),
  ]);
}

function disability(doc: FormDocument): XmlElement | undefined {
  const of = (role: string, p: string) => {
    const degree = str(doc, `disability.${p}.degree`);
    if (str(doc, `disability.${p}.has`) !== 'yes' || !degree) return undefined;
    const markers = getValue(doc, `disability.${p}.markers`);
    return element(
      'Person',
      [textElement('Grad', degree), ...(Array.isArray(markers) ? markers.map((m) => textElement('Merkzeichen', String(m))) : [])],
      { rolle: role },
    );
  };
  return element('Behinderung', [of('A', 'personA'), of('B', 'personB')]);
}

/** The declaration XML of a (validated) document, cleaned with the model's relevance rules first. */
export function buildDeclarationXml(model: FormModel, rawDoc: FormDocument, { idNr, createdAt }: DeclarationXmlOptions): string {
  const doc = cleanDocument(model, rawDoc);
  const joint = str(doc, 'filing.joint') === 'yes';
  const root: XmlElement = {
    name: 'Erklaerung',
    namespaces: { xmlns: DECLARATION_NAMESPACE },
    attributes: {
      version: DECLARATION_VERSION,
      jahr: String(model.year),
      formular: model.formModelName,
      datenmodell: model.dataModelNames[0],
      erstellt: createdAt.toISOString(),
    },
    children: [
      textElement('Veranlagung', joint ? 'Zusammen' : 'Einzeln'),
      person('Steuerpflichtiger', doc, 'personA', idNr),
      joint ? person('Ehegatte', doc, 'personB') : undefined,
      taxOffice(doc),
      element('Bankverbindung', [textElement('IBAN', normalizeIban(str(doc, 'bank.iban') ?? '') || undefined), textElement('Kontoinhaber', str(doc, 'bank.holder'))]),
      knownData(doc, joint),
      element(
        'Spenden',
        items(doc, 'donations.items').map((i) =>
          element('Zuwendung', [
            textElement('Art', DONATION_KIND[String(i.kind)]),
            textElement('Empfaenger', str(i, 'recipient')),
            textElement('Betrag', amount(i, 'amount')),
          ]),
        ),
      ),
      element(
        'Krankheitskosten',
        items(doc, 'medical.items').map((i) =>
          element('Ausgabe', [textElement('Bezeichnung', str(i, 'description')), textElement('Betrag', amount(i, 'amount')), textElement('Erstattung', amount(i, 'reimbursed'))]),
        ),
      ),
      disability(doc),
      element(
        'HaushaltsnaheDienstleistungen',
        items(doc, 'household.items').map((i) =>
          element('Dienstleistung', [
            textElement('Art', HOUSEHOLD_KIND[String(i.kind)]),
            textElement('Beschreibung', str(i, 'description')),
            textElement('Arbeitskosten', amount(i, 'labourCost')),
            textElement('Ueberweisung', bool(i, 'paidByTransfer')),
          ]),
        ),
      ),
      element(
        'Handwerkerleistungen',
        items(doc, 'craftsman.items').map((i) =>
          element('Rechnung', [
            textElement('Beschreibung', str(i, 'description')),
            textElement('Arbeitskosten', amount(i, 'labourCost')),
            textElement('Materialkosten', amount(i, 'materialCost')),
            textElement('Ueberweisung', bool(i, 'paidByTransfer')),
          ]),
        ),
      ),
    ].filter((c): c is XmlElement => c !== undefined),
  };
  return serialize(root);
}
