import { describe, expect, it } from 'vitest';
import { parseFormModel, validateDocument, type FormDocument } from '../../domain/forms';
import model2025Json from '../models/ESt2025.json';
import model2023Json from '../models/ESt2023.json';
import de from '../models/texts/de.json';
import en from '../models/texts/en.json';
import { buildDeclarationXml, excC14n, formTitle, isCanonical, renderSummaryHtml, validateAgainstXsd } from './index';
import { splitSummaryHtml as serverSections } from '../../domain/summaryHtml';

const model = parseFormModel(model2025Json);
const createdAt = new Date('2026-03-02T09:15:00.000Z');
const ctx = { testMode: false, today: new Date('2026-03-02T09:15:00Z') };

const rich: FormDocument = {
  filing: { joint: 'yes' },
  personA: { idNr: '36574261809', firstName: 'Erika', lastName: 'Mustermann', birthDate: '1950-03-14' },
  personB: { idNr: '86095742719', firstName: 'Max', lastName: 'Mustermann', birthDate: '1948-11-02' },
  taxIdentification: { kind: 'taxNumber', state: 'BY', taxNumber: '18181508155@BY' },
  bank: { iban: 'DE89370400440532013000', holder: 'Erika Mustermann' },
  known: {
    personA: { pensionAmount: '18234.56', pensionStartYear: 2013, pensionAdjustment: '2034.10', healthInsurance: '1490.00', careInsurance: '620.40', churchMember: 'yes' },
    personB: { pensionAmount: '14000.00', pensionStartYear: 2012, healthInsurance: '1200.00', careInsurance: '500.00', churchMember: 'no' },
    prepayments: '0.00',
  },
  donations: { has: 'yes', items: [{ kind: 'donation', recipient: 'Tafel e.V.', amount: '150.00' }, { kind: 'party', recipient: 'Partei', amount: '60.00' }] },
  medical: { has: 'yes', items: [{ description: 'Brille', amount: '420.00', reimbursed: '100.00' }] },
  disability: { personA: { has: 'yes', degree: '50', markers: ['G'] }, personB: { has: 'yes', degree: '80', markers: [] } },
  household: { has: 'yes', items: [{ kind: 'cleaning', description: 'Fensterputzen', labourCost: '300.00', paidByTransfer: 'yes' }, { kind: 'garden', description: 'Hecke bar', labourCost: '80.00', paidByTransfer: 'no' }] },
  craftsman: { has: 'yes', items: [{ description: 'Heizung repariert', labourCost: '1234.50', paidByTransfer: 'yes' }, { description: 'Bar bezahlt', labourCost: '50.00', paidByTransfer: 'no' }] },
};

const special = '<&"\'€ü';
const hostile: FormDocument = {
  ...rich,
  filing: { joint: 'no' },
  personA: { ...(rich.personA as object), firstName: `Ä${special}`, lastName: '<img src=x onerror=alert(1)>' },
  bank: { iban: 'DE89370400440532013000', holder: `Holder ${special}\r\nx` },
  donations: { has: 'yes', items: [{ kind: 'membership', recipient: `]]> ${special} <!-- -->`, amount: '1.00' }] },
};

describe('declaration XML', () => {
  it('the rich document is valid for the model', () => {
    // Person B's IdNr must be valid for the fixture to mean anything.
    expect(validateDocument(model, rich, ctx)).toEqual([]);
  });

  it.each([
    ['rich', rich],
    ['special characters', hostile],
  ])('is canonical (equals xmllint --exc-c14n of itself) and valid against the XSD: %s', async (_, doc) => {
    const xml = buildDeclarationXml(model, doc, { idNr: '36574261809', createdAt });
    expect(xml.startsWith('<Erklaerung xmlns="urn:einfach-erklaeren:declaration" datenmodell="ESt2025_v1" erstellt="2026-03-02T09:15:00.000Z" formular="ESt2025" jahr="2025" version="1">')).toBe(true);
    expect(xml.endsWith('</Erklaerung>')).toBe(true);
    expect(await excC14n(xml)).toBe(xml);
    const result = await validateAgainstXsd(xml);
    expect(result.messages).toContain('validates');
    expect(result.valid).toBe(true);
  });

  it('contains every section of the rich document', () => {
    const xml = buildDeclarationXml(model, rich, { idNr: '36574261809', createdAt });
    for (const part of [
      '<Veranlagung>Zusammen</Veranlagung>',
      '<Ehegatte><IdNr>86095742719</IdNr>',
      '<Steuernummer>9181081508155</Steuernummer><BUFA>9181</BUFA>',
      '<Person rolle="A"><Rente>18234.56</Rente><Rentenbeginn>2013</Rentenbeginn>',
      '<Zuwendung><Art>Partei</Art><Empfaenger>Partei</Empfaenger><Betrag>60.00</Betrag></Zuwendung>',
      '<Ausgabe><Bezeichnung>Brille</Bezeichnung><Betrag>420.00</Betrag><Erstattung>100.00</Erstattung></Ausgabe>',
      '<Person rolle="A"><Grad>50</Grad><Merkzeichen>G</Merkzeichen></Person><Person rolle="B"><Grad>80</Grad></Person>',
      '<Dienstleistung><Art>Reinigung</Art><Beschreibung>Fensterputzen</Beschreibung><Arbeitskosten>300.00</Arbeitskosten><Ueberweisung>true</Ueberweisung></Dienstleistung>',
      '<Dienstleistung><Art>Garten</Art><Beschreibung>Hecke bar</Beschreibung><Arbeitskosten>80.00</Arbeitskosten><Ueberweisung>false</Ueberweisung></Dienstleistung>',
      '<Ueberweisung>false</Ueberweisung>',
    ]) {
      expect(xml).toContain(part);
    }
  });

  it('escapes special characters canonically and drops what the document does not carry', () => {
    const xml = buildDeclarationXml(model, hostile, { idNr: '36574261809', createdAt });
    expect(xml).toContain('<Vorname>Ä&lt;&amp;"\'€ü</Vorname>');
    expect(xml).toContain('<Nachname>&lt;img src=x onerror=alert(1)&gt;</Nachname>');
    expect(xml).not.toContain('<Ehegatte>');
    expect(xml).not.toMatch(/<\w+\/>/);
  });

  it('detects a non-canonical document', async () => {
    expect(await isCanonical('<a b="1"   c="2"/>')).toBe(false);
    expect(await isCanonical('<a b="1" c="2"></a>')).toBe(true);
  });

  it('the XSD rejects a broken declaration', async () => {
    const xml = buildDeclarationXml(model, rich, { idNr: '36574261809', createdAt }).replace('<Grad>50</Grad>', '<Grad>55</Grad>');
    expect((await validateAgainstXsd(xml)).valid).toBe(false);
  });
});

describe('summary HTML', () => {
  it('has one section per topic with h2 and description lists', () => {
    const html = renderSummaryHtml(model, rich, { locale: 'de', texts: de });
    const screens = [...html.matchAll(/<section class="summary-section" data-screen="(\w+)"/g)].map((m) => m[1]);
    // A question and its details are one topic, under the question's title: one change action, not two
    // that sound alike ("Krankheitskosten", "Ihre Krankheitskosten"). Person B's screen stays its own.
    expect(screens).toEqual([
      'filing', 'personA', 'personB', 'taxIdentification', 'bank', 'knownData', 'donationsQuestion', 'medicalQuestion', 'disabilityQuestion', 'householdQuestion', 'craftsmanQuestion',
    ]);
    expect(html).not.toContain('Ihre Krankheitskosten');
    const medical = /<section class="summary-section" data-screen="medicalQuestion".*?<\/section>/.exec(html)![0];
    expect(medical).toMatch(/^<section[^>]*><h2 id="summary-medicalQuestion">Krankheitskosten<\/h2><dl><div><dt>[^<]+<\/dt><dd>Ja<\/dd><\/div><\/dl><ol><li><h3>/);
    expect(html).toContain('<h2 id="summary-bank">Ihr Bankkonto</h2>');
    expect(html).toContain('<dt>IBAN</dt><dd>DE89 3704 0044 0532 0130 00</dd>');
    expect(html).toContain('<dd>1.234,50\u00a0€</dd>');
    expect(html).toContain('<dd>14.03.1950</dd>');
    expect(html).toContain('<dd>181/815/08155</dd>');
    expect(html).toContain('<li><h3>Rechnung 2</h3><dl>');
    expect(html).toContain('<dd>G – erheblich gehbehindert</dd>');
    expect(html).not.toContain('<h1');
    // Only the tax office's data is marked read-only (no change offered on the summary).
    expect([...html.matchAll(/data-screen="(\w+)" data-read-only="true"/g)].map((m) => m[1])).toEqual(['knownData']);
  });

  it('lists per household service whether it was paid by transfer, as for craftsman invoices', () => {
    const html = renderSummaryHtml(model, rich, { locale: 'de', texts: de });
    const household = /<section class="summary-section" data-screen="householdQuestion".*?<\/section>/.exec(html)![0];
    expect(household).toContain('<li><h3>Dienstleistung 1</h3><dl>');
    expect(household).toContain('<div><dt>Haben Sie die Rechnung überwiesen?</dt><dd>Ja</dd></div></dl></li>');
    expect(household).toContain('<div><dt>Haben Sie die Rechnung überwiesen?</dt><dd>Nein</dd></div></dl></li>');
  });

  it('uses English texts and formats', () => {
    const html = renderSummaryHtml(model, rich, { locale: 'en', texts: en });
    expect(html).toContain('<dd>€1,234.50</dd>');
    expect(html).toContain('<dd>Yes</dd>');
    expect(html).toContain('<h3>Donation 1</h3>');
  });

  it('escapes every user value', () => {
    const html = renderSummaryHtml(model, hostile, { locale: 'de', texts: de });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Ä&lt;&amp;&quot;&#39;€ü');
    expect(html).not.toContain(']]> ');
    // hidden person B does not appear
    expect(html).not.toContain('data-screen="personB"');
  });

  it('gives the form title per year and locale', () => {
    expect(formTitle(model, 'de')).toBe('Einkommensteuererklärung 2025');
    expect(formTitle(parseFormModel(model2023Json), 'en', en)).toBe('Income tax return 2023');
  });
});

describe('the summary split without a DOM (the server renders the summary page, issue 35)', () => {
  it('finds each section with its screen, title, heading id and read-only mark, as the browser does', () => {
    const html = renderSummaryHtml(model, hostile, { locale: 'de', texts: de });
    const { sections, rest } = serverSections(html);
    expect(sections.map((s) => s.screen)).toEqual([...html.matchAll(/data-screen="(\w+)"/g)].map((m) => m[1]));
    expect(rest).toBe('');
    const bank = renderSummaryHtml(model, rich, { locale: 'de', texts: de });
    const parts = serverSections(bank).sections;
    expect(parts.find((s) => s.screen === 'bank')).toMatchObject({ title: 'Ihr Bankkonto', headingId: 'summary-bank', readOnly: false });
    expect(parts.find((s) => s.screen === 'knownData')?.readOnly).toBe(true);
    // Values stay escaped as the server made them.
    expect(sections.map((s) => s.html).join('')).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('refuses anything the summary is not made of (the app then draws the page, with DOMPurify)', () => {
    const html = renderSummaryHtml(model, rich, { locale: 'de', texts: de });
    expect(() => serverSections(html.replace('<dd>Ja</dd>', '<dd><img src=x onerror=alert(1)></dd>'))).toThrow(/summary HTML/);
    expect(() => serverSections(html.replace('<dd>Ja</dd>', '<dd><img src="x"></dd>'))).toThrow(/<img>/);
    expect(() => serverSections(html.replace('<h2 id="summary-bank">', '<h2 id="summary-bank" onclick="x()">'))).toThrow(/onclick/);
    expect(() => serverSections(`${html}<script>alert(1)</script>`)).toThrow(/script/);
    expect(() => serverSections('<dl><dt>a</dt><dd>b <c</dd></dl>')).toThrow(/angle/);
  });
});
