// Summary HTML, declaration XML and their checks, used by prepareSummaryPage.
export { renderSummaryHtml, formTitle, formatAmount, displayValue, escapeHtml, type SummaryOptions, type SummaryLocale } from './summaryHtml';
export { buildDeclarationXml, DECLARATION_NAMESPACE, DECLARATION_VERSION, type DeclarationXmlOptions } from './declarationXml';
export { serialize, escapeText, escapeAttribute, type XmlElement } from './canonicalXml';
export { excC14n, isCanonical, validateAgainstXsd, DECLARATION_XSD } from './canonicalCheck';
