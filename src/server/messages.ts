// Texts the server puts into detailMessage and message, in German and English.
export type Locale = 'de' | 'en';

const messages = {
  invalidBody: { de: 'Die Anfrage ist unvollständig oder ungültig.', en: 'The request is incomplete or invalid.' },
  requiredParameter: { de: 'Ein erforderlicher Parameter fehlt: {name}.', en: 'A required parameter is missing: {name}.' },
  malformedJson: { de: 'Die Anfrage enthält kein gültiges JSON.', en: 'The request does not contain valid JSON.' },
  bodyTooLarge: { de: 'Die Anfrage ist zu groß.', en: 'The request is too large.' },
  unsupportedMediaType: { de: 'Die Anfrage muss JSON senden.', en: 'The request must send JSON.' },
  csrf: {
    de: 'Die Sicherheitsprüfung der Anfrage ist fehlgeschlagen. Bitte laden Sie die Seite neu.',
    en: 'The security check of the request failed. Please reload the page.',
  },
  notAuthenticated: { de: 'Sie sind nicht angemeldet. Bitte melden Sie sich an.', en: 'You are not logged in. Please log in.' },
  sessionExpired: {
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    en: 'Your session has expired. Please log in again.',
  },
  notFound: { de: 'Die angeforderte Ressource wurde nicht gefunden.', en: 'The requested resource was not found.' },
  methodNotAllowed: { de: 'Diese Methode ist hier nicht erlaubt.', en: 'This method is not allowed here.' },
  rateLimited: {
    de: 'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    en: 'Too many requests. Please wait a few minutes and try again.',
  },
  storage: {
    de: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
    en: 'The service is temporarily unavailable. Please try again later.',
  },
  unexpected: {
    de: 'Der Server kann die Anfrage nicht bearbeiten. Bitte versuchen Sie es später erneut.',
    en: 'The server cannot process the request. Please try again later.',
  },
  // registration
  invalidIdNr: { de: 'Die Identifikationsnummer ist ungültig.', en: 'The identification number is invalid.' },
  invalidBirthDate: { de: 'Das Geburtsdatum ist ungültig.', en: 'The birth date is invalid.' },
  invalidEmail: { de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', en: 'Please enter a valid email address.' },
  testOnlyField: {
    de: 'E-Mail-Adresse und Testmerkmal sind nur im Testbetrieb erlaubt.',
    en: 'Email address and test marker are allowed in test mode only.',
  },
  unknownTestMarker: { de: 'Unbekanntes Testmerkmal.', en: 'Unknown test marker.' },
  alreadyRegistered: {
    de: 'Für diese Identifikationsnummer besteht bereits eine Registrierung. Bitte verwenden Sie Ihre Zugangsnummer.',
    en: 'This identification number is already registered. Please use your access number.',
  },
  registrationServiceDown: {
    de: 'Die Registrierung ist zurzeit nicht möglich. Bitte versuchen Sie es später erneut.',
    en: 'Registration is not possible at the moment. Please try again later.',
  },
  registrationMismatch: {
    de: 'Die Angaben passen nicht zu der bestehenden Registrierung.',
    en: 'The data do not match the existing registration.',
  },
  registered: {
    de: 'Vielen Dank. Ihre Zugangsnummer wird Ihnen per Post zugeschickt.',
    en: 'Thank you. Your access number will be sent to you by post.',
  },
  registeredTest: {
    de: 'Testbetrieb: Ihre Zugangsnummer lautet {code}. Im Echtbetrieb erhalten Sie sie per Post.',
    en: 'Test mode: your access number is {code}. In live operation it arrives by post.',
  },
  registerAgain: {
    de: 'Ihre neue Zugangsnummer für das nächste Jahr erhalten Sie ab Mitte März per Post.',
    en: 'You will receive your new access number for next year by post from mid-March.',
  },
  registerAgainTest: {
    de: 'Ihre neue Zugangsnummer für das nächste Jahr erhalten Sie ab Mitte März per Post. Testbetrieb: Sie lautet {code}.',
    en: 'You will receive your new access number for next year by post from mid-March. Test mode: it is {code}.',
  },
  // authentication
  trustedRandomMissing: {
    de: 'Die Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.',
    en: 'The login has expired or was already used. Please try again.',
  },
  loginDataInvalid: { de: 'Die Anmeldedaten konnten nicht geprüft werden.', en: 'The login data could not be verified.' },
  loginFailed: {
    de: 'Identifikationsnummer oder Zugangsnummer sind nicht korrekt.',
    en: 'The identification number or the access number is not correct.',
  },
  locked: {
    de: 'Nach zu vielen falschen Eingaben ist die Anmeldung für 15 Minuten gesperrt.',
    en: 'After too many wrong entries, login is locked for 15 minutes.',
  },
  accessCodeExpired: {
    de: 'Ihre Zugangsnummer ist abgelaufen. Bitte beantragen Sie eine neue Zugangsnummer.',
    en: 'Your access number has expired. Please apply for a new access number.',
  },
  loginTestTicket: {
    de: 'Die Anmeldung konnte nicht abgeschlossen werden (Testfall). Bitte nennen Sie die Vorgangsnummer.',
    en: 'The login could not be completed (test case). Please quote the session ticket.',
  },
  noCertificate: { de: 'Bitte melden Sie sich zuerst an.', en: 'Please log in first.' },
  // declaration
  unknownModel: { de: 'Das Formular für dieses Jahr gibt es nicht.', en: 'There is no form for this year.' },
  unknownHelp: { de: 'Zu diesem Thema gibt es keine Hilfe.', en: 'There is no help for this topic.' },
  invalidDeclaration: {
    de: 'Die Erklärung enthält ungültige oder fehlende Angaben.',
    en: 'The declaration contains invalid or missing entries.',
  },
  noDraft: { de: 'Es sind keine gespeicherten Angaben vorhanden.', en: 'There are no saved entries.' },
  signatureInvalid: {
    de: 'Die elektronische Unterschrift konnte nicht geprüft werden.',
    en: 'The electronic signature could not be verified.',
  },
  wrongCertificate: {
    de: 'Die Unterschrift gehört nicht zu Ihrer Anmeldung. Bitte melden Sie sich erneut an.',
    en: 'The signature does not belong to your login. Please log in again.',
  },
  alreadySubmitted: {
    de: 'Diese Erklärung wurde bereits mit einer anderen Unterschrift übermittelt.',
    en: 'This declaration was already submitted with a different signature.',
  },
  transferRejected: {
    de: 'Die Übermittlung wurde vom Finanzamt abgelehnt (Testfall). Bitte nennen Sie die Vorgangsnummer.',
    en: 'The tax office rejected the transfer (test case). Please quote the session ticket.',
  },
  accessCodeUsed: {
    de: 'Mit dieser Zugangsnummer wurde die Erklärung für dieses Jahr schon abgeschickt. Eine Zugangsnummer gilt für eine Erklärung pro Jahr. Für eine neue Erklärung für dieses Jahr brauchen Sie eine neue Zugangsnummer.',
    en: 'The declaration for this year has already been sent with this access number. An access number is valid for one declaration per year. For a new declaration for this year you need a new access number.',
  },
  notSubmitted: { de: 'Diese Erklärung wurde noch nicht übermittelt.', en: 'This declaration has not been submitted yet.' },
  storedDataUnreadable: {
    de: 'Die gespeicherte Erklärung kann nicht gelesen werden. Bitte nennen Sie die Vorgangsnummer.',
    en: 'The stored declaration cannot be read. Please quote the session ticket.',
  },
} as const;

export type MessageKey = keyof typeof messages;

export function message(locale: Locale, key: MessageKey, params: Record<string, string> = {}): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
