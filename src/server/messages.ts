// Texts the server puts into detailMessage and message, in German and English.
export type Locale = 'de' | 'en';

const messages = {
  invalidBody: {
    de: 'Die Anfrage ist unvollständig, oder ein Wert passt nicht. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    en: 'The request is incomplete, or a value does not fit. Please reload the page and try again.',
  },
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
  sessionReplaced: {
    de: 'Sie haben sich in einem anderen Fenster neu angemeldet. Bitte melden Sie sich hier erneut an, wenn Sie hier weitermachen möchten.',
    en: 'You logged in again in another window. Please log in again here if you want to continue here.',
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
  busy: {
    de: 'Der Dienst ist gerade sehr gefragt. Bitte warten Sie einen Moment. Ihre Angaben bleiben erhalten.',
    en: 'The service is very busy right now. Please wait a moment. Your answers are kept.',
  },
  busyTitle: { de: 'Bitte warten Sie einen Moment', en: 'Please wait a moment' },
  busyReload: { de: 'Seite noch einmal laden', en: 'Load the page again' },
  unexpected: {
    de: 'Der Server kann die Anfrage nicht bearbeiten. Bitte versuchen Sie es später erneut.',
    en: 'The server cannot process the request. Please try again later.',
  },
  // registration
  invalidIdNr: {
    de: 'Diese Steuer-Identifikationsnummer ist nicht möglich. Prüfen Sie die 11 Ziffern.',
    en: 'This tax identification number is not possible. Check the 11 digits.',
  },
  invalidBirthDate: {
    de: 'Dieses Geburtsdatum ist nicht möglich. Prüfen Sie Tag, Monat und Jahr.',
    en: 'This date of birth is not possible. Check the day, month and year.',
  },
  invalidEmail: { de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', en: 'Please enter a valid email address.' },
  testOnlyField: {
    de: 'E-Mail-Adresse und Testmerkmal sind nur im Testbetrieb erlaubt.',
    en: 'Email address and test marker are allowed in test mode only.',
  },
  unknownTestMarker: { de: 'Unbekanntes Testmerkmal.', en: 'Unknown test marker.' },
  alreadyRegistered: {
    de: 'Diese Steuer-Identifikationsnummer ist schon registriert. Bitte melden Sie sich mit Ihrem Freischaltcode an.',
    en: 'This tax identification number is already registered. Please log in with your access code.',
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
    de: 'Vielen Dank. Wir schicken Ihnen Ihren Freischaltcode mit der Post.',
    en: 'Thank you. We will send you your access code by post.',
  },
  registeredTest: {
    de: 'Testbetrieb: Ihr Freischaltcode lautet {code}. Im Echtbetrieb bekommen Sie ihn mit der Post.',
    en: 'Test mode: your access code is {code}. In live operation it arrives by post.',
  },
  registerAgain: {
    de: 'Ihren neuen Freischaltcode für das nächste Jahr bekommen Sie ab Mitte März mit der Post.',
    en: 'You will receive your new access code for next year by post from mid-March.',
  },
  registerAgainTest: {
    de: 'Ihren neuen Freischaltcode für das nächste Jahr bekommen Sie ab Mitte März mit der Post. Testbetrieb: Er lautet {code}.',
    en: 'You will receive your new access code for next year by post from mid-March. Test mode: it is {code}.',
  },
  // authentication
  trustedRandomMissing: {
    de: 'Die Anmeldung ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.',
    en: 'The login has expired or was already used. Please try again.',
  },
  loginDataInvalid: { de: 'Die Anmeldedaten konnten nicht geprüft werden.', en: 'The login data could not be verified.' },
  loginFailed: {
    de: 'Die Steuer-Identifikationsnummer oder der Freischaltcode stimmt nicht. Nach 5 falschen Versuchen wird die Anmeldung für 15 Minuten gesperrt.',
    en: 'The tax identification number or the access code is not right. After 5 wrong attempts, logging in is locked for 15 minutes.',
  },
  locked: {
    de: 'Die Anmeldung ist nach 5 falschen Versuchen gesperrt, bis {time} Uhr. Versuchen Sie es danach noch einmal.',
    en: 'Logging in is locked after 5 wrong attempts until {time}. Please try again after that.',
  },
  accessCodeExpired: {
    de: 'Ihr Freischaltcode ist abgelaufen. Bitte beantragen Sie einen neuen Freischaltcode.',
    en: 'Your access code has expired. Please apply for a new access code.',
  },
  loginTestTicket: {
    de: 'Die Anmeldung konnte nicht abgeschlossen werden (Testfall). Bitte nennen Sie die Vorgangsnummer.',
    en: 'The login could not be completed (test case). Please give the reference number.',
  },
  noCertificate: { de: 'Bitte melden Sie sich zuerst an.', en: 'Please log in first.' },
  // declaration
  unknownModel: { de: 'Das Formular für dieses Jahr gibt es nicht.', en: 'There is no form for this year.' },
  unknownHelp: { de: 'Zu diesem Thema gibt es keine Hilfe.', en: 'There is no help for this topic.' },
  invalidDeclaration: {
    de: 'In der Steuererklärung fehlen Angaben, oder Angaben passen nicht.',
    en: 'Answers in the tax return are missing or do not fit.',
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
    de: 'Diese Steuererklärung wurde schon mit einer anderen Unterschrift übermittelt.',
    en: 'This tax return was already submitted with a different signature.',
  },
  transferRejected: {
    de: 'Die Übermittlung wurde vom Finanzamt abgelehnt (Testfall). Bitte nennen Sie die Vorgangsnummer.',
    en: 'The tax office rejected the transfer (test case). Please give the reference number.',
  },
  accessCodeUsed: {
    de: 'Mit diesem Freischaltcode wurde die Steuererklärung für dieses Jahr schon abgeschickt. Ein Freischaltcode gilt für eine Steuererklärung pro Jahr. Für eine neue Steuererklärung für dieses Jahr brauchen Sie einen neuen Freischaltcode.',
    en: 'The tax return for this year has already been sent with this access code. An access code is valid for one tax return per year. For a new tax return for this year you need a new access code.',
  },
  notSubmitted: { de: 'Diese Steuererklärung wurde noch nicht übermittelt.', en: 'This tax return has not been submitted yet.' },
  storedDataUnreadable: {
    de: 'Die gespeicherte Steuererklärung kann nicht gelesen werden. Bitte nennen Sie die Vorgangsnummer.',
    en: 'The stored tax return cannot be read. Please give the reference number.',
  },
} as const;

export type MessageKey = keyof typeof messages;

export function message(locale: Locale, key: MessageKey, params: Record<string, string> = {}): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
