// The declaration as XML (namespace urn:einfach-erklaeren:declaration, schema declaration.xsd), in
// exclusive canonical form so that its bytes are the ones the browser digests and signs.
import { declarationPaths as paths, readDeclaration, type DeclarationReader, type Person } from '../../domain/declaration';
import { cleanDocument, type FormDocument, type FormModel } from '../../domain/forms';
import { formatMoney } from '../../domain/money';
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

const bool = (answer: boolean | undefined): string | undefined => (answer === undefined ? undefined : String(answer));
const amount = (cents: number | null): string | undefined => (cents === null ? undefined : formatMoney(cents));

const DONATION_KIND: Record<string, string> = { donation: 'Spende', membership: 'Mitgliedsbeitrag', party: 'Partei' };
const HOUSEHOLD_KIND: Record<string, string> = { cleaning: 'Reinigung', garden: 'Garten', care: 'Pflege', other: 'Sonstiges' };

function person(name: string, doc: DeclarationReader, role: Person, idNr?: string): XmlElement | undefined {
  const p = paths[role];
  return element(name, [
    textElement('IdNr', idNr ?? doc.text(p.idNr)),
    textElement('Vorname', doc.text(p.firstName)),
    textElement('Nachname', doc.text(p.lastName)),
    textElement('Geburtsdatum', doc.text(p.birthDate)),
  ]);
}

function taxOffice(doc: DeclarationReader): XmlElement | undefined {
  const p = paths.taxIdentification;
  const state = doc.text(p.state);
  if (doc.text(p.kind) === 'taxNumber') {
    const parsed = parseStoredTaxNumber(doc.text(p.taxNumber));
    if (!parsed) return undefined;
    return element('Finanzamt', [
      textElement('Bundesland', parsed.state),
      textElement('Steuernummer', toElster13(parsed.state, parsed.digits)),
      textElement('BUFA', bufaOfTaxNumber(parsed.state, parsed.digits)),
    ]);
  }
  return element('Finanzamt', [textElement('Bundesland', state), textElement('BUFA', doc.text(p.taxOffice))]);
}

function knownData(doc: DeclarationReader, joint: boolean): XmlElement | undefined {
  const knownPerson = (role: string, person: Person) => {
    const p = paths.known[person];
    return element(
      'Person',
      [
        textElement('Rente', amount(doc.money(p.pensionAmount))),
        textElement('Rentenbeginn', doc.text(p.pensionStartYear)),
        textElement('Rentenanpassungsbetrag', amount(doc.money(p.pensionAdjustment))),
        textElement('Krankenversicherung', amount(doc.money(p.healthInsurance))),
        textElement('Pflegeversicherung', amount(doc.money(p.careInsurance))),
        textElement('Kirchenmitglied', bool(doc.yesNo(p.churchMember))),
      ],
      { rolle: role },
    );
  };
  return element('BekannteDaten', [
    knownPerson('A', 'personA'),
    joint ? knownPerson('B', 'personB') : undefined,
    textElement('Vorauszahlungen', amount(doc.money(paths.known.prepayments))),
  ]);
}

function disability(doc: DeclarationReader): XmlElement | undefined {
  const of = (role: string, person: Person) => {
    const p = paths.disability[person];
    const degree = doc.text(p.degree);
    if (doc.text(p.has) !== 'yes' || !degree) return undefined;
    return element(
      'Person',
      [textElement('Grad', degree), ...doc.list(p.markers).map((m) => textElement('Merkzeichen', String(m)))],
      { rolle: role },
    );
  };
  return element('Behinderung', [of('A', 'personA'), of('B', 'personB')]);
}

/** The declaration XML of a (validated) document, cleaned with the model's relevance rules first. */
export function buildDeclarationXml(model: FormModel, rawDoc: FormDocument, { idNr, createdAt }: DeclarationXmlOptions): string {
  const doc = readDeclaration(cleanDocument(model, rawDoc));
  const joint = doc.text(paths.filing.joint) === 'yes';
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
      element('Bankverbindung', [
        textElement('IBAN', normalizeIban(doc.text(paths.bank.iban) ?? '') || undefined),
        textElement('Kontoinhaber', doc.text(paths.bank.holder)),
      ]),
      knownData(doc, joint),
      element(
        'Spenden',
        doc.items('donations').map((i) =>
          element('Zuwendung', [
            textElement('Art', DONATION_KIND[String(i.value('kind'))]),
            textElement('Empfaenger', i.text('recipient')),
            textElement('Betrag', amount(i.money('amount'))),
          ]),
        ),
      ),
      element(
        'Krankheitskosten',
        doc.items('medical').map((i) =>
          element('Ausgabe', [
            textElement('Bezeichnung', i.text('description')),
            textElement('Betrag', amount(i.money('amount'))),
            textElement('Erstattung', amount(i.money('reimbursed'))),
          ]),
        ),
      ),
      disability(doc),
      element(
        'HaushaltsnaheDienstleistungen',
        doc.items('household').map((i) =>
          element('Dienstleistung', [
            textElement('Art', HOUSEHOLD_KIND[String(i.value('kind'))]),
            textElement('Beschreibung', i.text('description')),
            textElement('Arbeitskosten', amount(i.money('labourCost'))),
            textElement('Ueberweisung', bool(i.yesNo('paidByTransfer'))),
          ]),
        ),
      ),
      element(
        'Handwerkerleistungen',
        doc.items('craftsman').map((i) =>
          element('Rechnung', [
            textElement('Beschreibung', i.text('description')),
            textElement('Arbeitskosten', amount(i.money('labourCost'))),
            textElement('Ueberweisung', bool(i.yesNo('paidByTransfer'))),
          ]),
        ),
      ),
    ].filter((c): c is XmlElement => c !== undefined),
  };
  return serialize(root);
}
