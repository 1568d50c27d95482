// Einfach Erklären in Leichte Sprache (BITV 2.0 § 4, Anlage 2 Teil 2): the four pages the law asks
// for and one explanation per topic of the tax return. German only, in every locale (docs/decisions.md,
// "Leichte Sprache"). One entry of `lines` is one sentence, shown on a line of its own.
// scripts/plainLanguage.ts checks these texts: sentence length, abbreviations, long compounds,
// passive voice and negation. Words as in docs/glossary.json, split for reading: "Freischalt-Code",
// "Steuer-Erklärung", "Übermittlungs-Nummer". `{email}`, `{elster}` and `{arbitrationEmail}` are
// addresses the screen puts in as links (src/app/easyRead/EasyReadText.tsx).

export interface EasyReadSection {
  heading: string;
  lines: readonly string[];
  picture?: { name: string; alt: string };
}

export interface EasyReadDocument {
  id: string;
  title: string;
  /**
   * The pictogram beside the document's link on the overview (src/app/easyRead/Pictogram.tsx). Without
   * alternative text: the link's words name the document, the picture only helps the eye.
   */
  icon: string;
  sections: readonly EasyReadSection[];
}

/** The four pages of BITV 2.0 Anlage 2 Teil 2, in reading order. */
export const easyReadPages: readonly EasyReadDocument[] = [
  {
    id: 'angebot',
    title: 'Was ist Einfach Erklären?',
    icon: 'computer',
    sections: [
      {
        heading: 'Eine Internet-Seite für Ihre Steuer-Erklärung',
        picture: { name: 'computer', alt: 'Ein Computer' },
        lines: [
          'Einfach Erklären ist eine Internet-Seite.',
          'Hier machen Sie Ihre Steuer-Erklärung für ein Jahr.',
          'Die Steuer-Erklärung schicken Sie an das Finanzamt.',
          'Das Finanzamt rechnet dann Ihre Steuer aus.',
          'Einfach Erklären ist kostenlos.',
        ],
      },
      {
        heading: 'Für wen ist Einfach Erklären?',
        picture: { name: 'person', alt: 'Eine ältere Person' },
        lines: [
          'Einfach Erklären ist für Rentnerinnen und Rentner.',
          'Sie bekommen eine Rente.',
          'Sie wohnen in Deutschland.',
          'Sie haben ein Konto bei einer Bank in Deutschland.',
          'Neben der Rente haben Sie höchstens einen Mini-Job.',
          'Oder Sie bekommen Zinsen von Ihrer Bank.',
          'Die Bank kümmert sich um die Steuer für die Zinsen.',
          'Dann passt Einfach Erklären für Sie.',
          'Sie können die Steuer-Erklärung auch mit Ihrer Ehefrau machen.',
          'Oder Sie machen die Steuer-Erklärung mit Ihrem Ehemann.',
          'Dann muss das alles auch für diese Person gelten.',
        ],
      },
      {
        heading: 'Das Finanzamt weiß schon viel',
        picture: { name: 'folder', alt: 'Eine Mappe mit Papieren' },
        lines: [
          'Das Finanzamt kennt schon einige Angaben von Ihnen.',
          'Die Renten-Versicherung sagt dem Finanzamt: So viel Rente bekommen Sie.',
          'Die Kranken-Kasse sagt dem Finanzamt: So viel Beitrag zahlen Sie.',
          'Diese Angaben müssen Sie nur lesen.',
          'Sie beantworten nur wenige Fragen.',
          'Zum Beispiel: Haben Sie Geld gespendet?',
        ],
      },
      {
        heading: 'Ein anderer Weg: das Steuerportal',
        picture: { name: 'signpost', alt: 'Ein Weg-Weiser' },
        lines: [
          'Vielleicht haben Sie noch anderes Geld.',
          'Zum Beispiel Miete für eine Wohnung.',
          'Dann nutzen Sie bitte das Steuerportal.',
          'Im Steuerportal gibt es alle Formulare.',
          'Den Link zum Steuerportal finden Sie unten auf jeder Seite.',
        ],
      },
    ],
  },
  {
    id: 'so-geht-es',
    title: 'So geht es',
    icon: 'form',
    sections: [
      {
        heading: 'Schritt 1: Der Brief mit dem Freischalt-Code',
        picture: { name: 'letter', alt: 'Ein Brief' },
        lines: [
          'Zuerst brauchen Sie einen Freischalt-Code.',
          'Der Freischalt-Code ist wie ein Schlüssel.',
          'Mit dem Freischalt-Code können Sie sich anmelden.',
          'So bekommen Sie den Freischalt-Code:',
          'Gehen Sie auf die Start-Seite.',
          'Wählen Sie den Knopf „Registrieren“.',
          'Geben Sie Ihre Steuer-Identifikations-Nummer ein.',
          'Die Nummer hat 11 Ziffern.',
          'Geben Sie Ihr Geburtsdatum ein.',
          'Dann schicken wir Ihnen einen Brief mit der Post.',
          'Der Brief kommt nach etwa 5 Tagen.',
          'In dem Brief steht Ihr Freischalt-Code.',
          'Heben Sie den Brief gut auf.',
          'Sie haben 140 Tage Zeit für die Steuer-Erklärung.',
          'Die Zeit beginnt an dem Tag, an dem der Brief ankommt.',
        ],
      },
      {
        heading: 'Schritt 2: Die Steuer-Erklärung',
        picture: { name: 'form', alt: 'Ein Formular mit Häkchen' },
        lines: [
          'Gehen Sie auf die Start-Seite.',
          'Wählen Sie den Knopf „Jetzt starten“.',
          'Melden Sie sich an.',
          'Dafür brauchen Sie 2 Dinge:',
          'Die Nummer mit 11 Ziffern und den Freischalt-Code aus dem Brief.',
          'Dann wählen Sie das Jahr.',
          'Zum Beispiel das Jahr 2025.',
          'Danach beantworten Sie Fragen.',
          'Jede Seite hat ein Thema.',
          'Am Ende sehen Sie alle Ihre Angaben noch einmal.',
          'Prüfen Sie die Angaben.',
          'Dann unterschreiben Sie die Steuer-Erklärung am Computer.',
          'Und Sie schicken die Steuer-Erklärung an das Finanzamt.',
          'Danach bekommen Sie eine Übermittlungs-Nummer.',
          'Die Übermittlungs-Nummer zeigt: Das Finanzamt hat Ihre Steuer-Erklärung bekommen.',
          'Sie können die Bestätigung als Datei speichern.',
          'Oder Sie drucken die Bestätigung aus.',
        ],
      },
      {
        heading: 'So bewegen Sie sich auf den Seiten',
        picture: { name: 'arrows', alt: 'Ein Pfeil nach links und ein Pfeil nach rechts' },
        lines: [
          'Ganz oben auf jeder Seite ist der Kopf-Bereich.',
          'Dort finden Sie diese Knöpfe:',
          'Einfach Erklären: Damit kommen Sie zur Start-Seite.',
          'Hilfe: Die Hilfe öffnet sich in einem neuen Fenster.',
          'Kontrast-Modus: Dann ist der Hintergrund dunkel und die Schrift hell.',
          'English: Dann ist die Seite auf Englisch.',
          'Leichte Sprache: Damit kommen Sie zu diesen Seiten.',
          'Unten auf den Seiten sind die Knöpfe „Weiter“ und „Zurück“.',
          'Mit „Weiter“ kommen Sie zur nächsten Seite.',
          'Mit „Zurück“ kommen Sie zur Seite davor.',
          'Sie können auch mit der Tastatur arbeiten.',
          'Mit der Taste Tab kommen Sie zum nächsten Knopf.',
          'Mit der Taste Enter wählen Sie den Knopf.',
        ],
      },
      {
        heading: 'So bekommen Sie Hilfe',
        picture: { name: 'help', alt: 'Ein Frage-Zeichen' },
        lines: [
          'Bei vielen Fragen steht das Wort „Hilfe“.',
          'Wählen Sie das Wort „Hilfe“.',
          'Dann öffnet sich ein Fenster mit einer Erklärung.',
          'Bei manchen Themen steht dort auch: „Das Thema in Leichter Sprache“.',
          'Mit dem Knopf „Schließen“ geht das Fenster wieder zu.',
          'Oder Sie drücken die Taste Escape.',
          'Haben Sie etwas vergessen?',
          'Dann sagt Ihnen die Seite genau, was Sie tun sollen.',
        ],
      },
    ],
  },
  {
    id: 'barrierefreiheit',
    title: 'Barriere-Freiheit',
    icon: 'door',
    sections: [
      {
        heading: 'Was bedeutet Barriere-Freiheit?',
        picture: { name: 'door', alt: 'Eine offene Tür' },
        lines: [
          'Alle Menschen sollen Einfach Erklären gut benutzen können.',
          'Auch Menschen mit Behinderung.',
          'Zum Beispiel Menschen, die schlecht sehen.',
          'Oder Menschen, die nur mit der Tastatur arbeiten.',
          'Ein Hindernis auf einer Internet-Seite heißt Barriere.',
          'Es gibt ein Gesetz für Internet-Seiten ohne Barrieren.',
          'Wir halten uns an dieses Gesetz.',
          'Darum gibt es eine Erklärung zur Barriere-Freiheit.',
        ],
      },
      {
        heading: 'So prüfen wir die Seiten',
        picture: { name: 'check', alt: 'Ein Häkchen' },
        lines: [
          'Wir prüfen alle Seiten von Einfach Erklären.',
          'Wir prüfen die Seiten mit Computer-Programmen.',
          'Die Programme bedienen die Seiten nur mit der Tastatur.',
          'Ein Programm liest die Seiten laut vor.',
          'So ein Programm heißt: Vorlese-Programm.',
          'Bis jetzt prüfen nur Computer-Programme.',
          'Später prüfen auch Menschen die Seiten.',
          'Fast alles auf den Seiten ist barriere-frei.',
        ],
      },
      {
        heading: 'Das ist noch schwierig',
        picture: { name: 'warning', alt: 'Ein Warn-Zeichen' },
        lines: [
          'Ein paar Dinge sind noch schwierig.',
          'Am Ende bekommen Sie eine Bestätigung als Datei.',
          'Diese Datei müssen wir noch genauer prüfen.',
          'Manche Hilfe-Texte kommen vom Steuerportal.',
          'Für diese Texte ist das Steuerportal verantwortlich.',
          'Es gibt noch keine Filme in Gebärden-Sprache.',
        ],
      },
      {
        heading: 'Eine Barriere melden',
        picture: { name: 'mail', alt: 'Ein Brief-Umschlag' },
        lines: [
          'Haben Sie eine Barriere gefunden?',
          'Dann schreiben Sie uns bitte.',
          'Unsere E-Mail-Adresse ist: {email}',
          'Sie können uns auch einen Brief schicken.',
          'Unsere Adresse ist: Einfach Erklären, Musterstraße 1, 10115 Berlin.',
          'Schreiben Sie: Auf welcher Seite ist die Barriere?',
          'Und was ist das Problem?',
          'Wir antworten Ihnen innerhalb von 2 Wochen.',
        ],
      },
      {
        heading: 'Sie sind mit unserer Antwort unzufrieden?',
        picture: { name: 'people', alt: 'Zwei Personen im Gespräch' },
        lines: [
          'Dann wenden Sie sich an die Schlichtungs-Stelle.',
          'Die Schlichtungs-Stelle hilft bei Streit über Barrieren.',
          'Die Hilfe von der Schlichtungs-Stelle ist kostenlos.',
          'Sie brauchen dafür keinen Anwalt.',
          'Die Telefon-Nummer ist: 030 18 527-2805.',
          'Die E-Mail-Adresse ist: {arbitrationEmail}',
          'Die ganze Erklärung zur Barriere-Freiheit finden Sie unten auf jeder Seite.',
        ],
      },
    ],
  },
  {
    id: 'mehr-hilfe',
    title: 'Mehr Leichte Sprache und Gebärden-Sprache',
    icon: 'book',
    sections: [
      {
        heading: 'Leichte Sprache bei Einfach Erklären',
        picture: { name: 'book', alt: 'Ein offenes Buch' },
        lines: [
          'Diese Seiten sind in Leichter Sprache.',
          'Es gibt auch Erklärungen zu den Themen der Steuer-Erklärung.',
          'Zum Beispiel zu Spenden oder zu Kosten für den Arzt.',
          'Sie finden die Themen auf der Übersichts-Seite „Leichte Sprache“.',
          'Sie finden die Themen auch in der Hilfe bei den Fragen.',
        ],
      },
      {
        heading: 'Gebärden-Sprache',
        picture: { name: 'hands', alt: 'Zwei Hände' },
        lines: [
          'Wir haben noch keine Filme in Deutscher Gebärden-Sprache.',
          'So bekommen Sie trotzdem Hilfe:',
          'Schreiben Sie uns eine E-Mail.',
          'Unsere E-Mail-Adresse ist: {email}',
          'Wir antworten Ihnen schriftlich.',
          'Die Bundes-Regierung hat Filme in Gebärden-Sprache.',
          'Sie finden die Filme auf der Internet-Seite von der Bundes-Regierung.',
        ],
      },
      {
        heading: 'Das Steuerportal in Leichter Sprache',
        picture: { name: 'computer', alt: 'Ein Computer' },
        lines: [
          'Das Steuerportal heißt Elster.',
          'Elster hat auch Seiten in Leichter Sprache.',
          'Die Adresse ist: {elster}',
        ],
      },
      {
        heading: 'Hilfe vom Finanzamt',
        picture: { name: 'phone', alt: 'Ein Telefon' },
        lines: [
          'Sie haben Fragen zu Ihrer Steuer?',
          'Dann rufen Sie Ihr Finanzamt an.',
          'Die Telefon-Nummer steht auf jedem Brief vom Finanzamt.',
          'Sie können auch zum Finanzamt gehen.',
          'Fragen Sie vorher am Telefon nach einem Termin.',
          'Sie haben Fragen zu Einfach Erklären?',
          'Dann schreiben Sie uns eine E-Mail.',
        ],
      },
    ],
  },
];

/** One explanation per topic of the tax return; the help of the topic's wizard screens links to it. */
export const easyReadTopics: readonly EasyReadDocument[] = [
  {
    id: 'rente',
    title: 'Rente',
    icon: 'coins',
    sections: [
      {
        heading: 'Die Rente und die Steuer',
        picture: { name: 'coins', alt: 'Geld-Münzen' },
        lines: [
          'Sie bekommen jeden Monat Rente.',
          'Für einen Teil von der Rente zahlen Sie vielleicht Steuern.',
          'Wie groß ist dieser Teil?',
          'Das hängt von dem Jahr ab, in dem Ihre Rente begonnen hat.',
          'Hier ist ein Beispiel.',
          'Ihre Rente hat im Jahr 2005 begonnen.',
          'Dann zählt für die Steuer nur die Hälfte von der Rente.',
          'Die andere Hälfte bleibt frei von Steuern.',
          'Hat Ihre Rente später begonnen?',
          'Dann ist der Teil für die Steuer größer.',
          'Die Rente steigt fast jedes Jahr.',
          'Für diese Erhöhungen zahlen Sie die ganze Steuer.',
        ],
      },
      {
        heading: 'So viel Geld bleibt frei von Steuern',
        picture: { name: 'check', alt: 'Ein Häkchen' },
        lines: [
          'Ein Teil vom Einkommen bleibt immer frei von Steuern.',
          'Im Jahr 2025 sind das 12.096 Euro.',
          'Machen Sie die Steuer-Erklärung mit Ihrer Ehefrau oder Ihrem Ehemann?',
          'Dann ist es doppelt so viel.',
        ],
      },
      {
        heading: 'Das müssen Sie tun',
        picture: { name: 'form', alt: 'Ein Formular mit Häkchen' },
        lines: [
          'Die Renten-Versicherung meldet Ihre Rente an das Finanzamt.',
          'Sie sehen die Rente auf der Seite „Das weiß das Finanzamt schon“.',
          'Lesen Sie die Zahlen.',
          'Ist eine Zahl falsch?',
          'Dann fragen Sie bei Ihrer Renten-Versicherung nach.',
        ],
      },
    ],
  },
  {
    id: 'krankenversicherung',
    title: 'Kranken-Versicherung und Pflege-Versicherung',
    icon: 'health',
    sections: [
      {
        heading: 'Ihre Beiträge senken die Steuer',
        picture: { name: 'health', alt: 'Ein Kreuz für Gesundheit' },
        lines: [
          'Sie zahlen jeden Monat Geld an Ihre Kranken-Kasse.',
          'Sie zahlen auch Geld für die Pflege-Versicherung.',
          'Dieses Geld heißt Beitrag.',
          'Die Beiträge senken Ihre Steuer.',
          'Das bedeutet: Sie zahlen dann weniger Steuern.',
        ],
      },
      {
        heading: 'Das müssen Sie tun',
        picture: { name: 'form', alt: 'Ein Formular mit Häkchen' },
        lines: [
          'Ihre Kranken-Kasse meldet die Beiträge an das Finanzamt.',
          'Sie sehen die Beiträge auf der Seite „Das weiß das Finanzamt schon“.',
          'Lesen Sie die Zahlen.',
          'Ist eine Zahl falsch?',
          'Dann fragen Sie bei Ihrer Kranken-Kasse nach.',
        ],
      },
    ],
  },
  {
    id: 'spenden',
    title: 'Spenden',
    icon: 'heart',
    sections: [
      {
        heading: 'Was ist eine Spende?',
        picture: { name: 'heart', alt: 'Ein Herz' },
        lines: [
          'Sie geben Geld für einen guten Zweck.',
          'Das heißt Spende.',
          'Zum Beispiel geben Sie Geld an das Rote Kreuz.',
          'Oder Sie geben Geld an Ihre Kirche.',
          'Auch der Beitrag für manche Vereine zählt.',
          'Zum Beispiel für einen Tierschutz-Verein.',
          'Auch Spenden an Parteien zählen.',
          'Spenden senken Ihre Steuer.',
        ],
      },
      {
        heading: 'Diese Belege brauchen Sie',
        picture: { name: 'receipt', alt: 'Ein Beleg' },
        lines: [
          'Ihre Spende war 300 Euro oder weniger?',
          'Dann reicht der Konto-Auszug von der Bank.',
          'Ihre Spende war mehr als 300 Euro?',
          'Dann brauchen Sie eine Spenden-Bescheinigung.',
          'Die Spenden-Bescheinigung bekommen Sie von dem Verein.',
          'Auf der Bescheinigung steht vielleicht das Wort Zuwendungs-Bestätigung.',
          'Heben Sie die Belege gut auf.',
          'Das Finanzamt fragt vielleicht später danach.',
        ],
      },
      {
        heading: 'Das tragen Sie ein',
        picture: { name: 'form', alt: 'Ein Formular mit Häkchen' },
        lines: [
          'Tragen Sie jede Spende einzeln ein.',
          'Schreiben Sie den Betrag in Euro.',
          'Zum Beispiel: 50 Euro für das Rote Kreuz.',
          'Haben Sie Kleidung gespendet?',
          'Dann tragen Sie den Wert von der Kleidung ein.',
          'Der Wert steht auf der Spenden-Bescheinigung.',
        ],
      },
    ],
  },
  {
    id: 'krankheitskosten',
    title: 'Krankheits-Kosten',
    icon: 'pill',
    sections: [
      {
        heading: 'Was sind Krankheits-Kosten?',
        picture: { name: 'pill', alt: 'Eine Tablette' },
        lines: [
          'Sie bezahlen selbst Geld für Ihre Gesundheit.',
          'Zum Beispiel für eine Brille.',
          'Oder für ein Hörgerät.',
          'Oder Sie bezahlen beim Zahnarzt etwas dazu.',
          'Oder Sie bezahlen in der Apotheke etwas für Medikamente dazu.',
          'Das sind Krankheits-Kosten.',
        ],
      },
      {
        heading: 'Wann senken die Kosten die Steuer?',
        picture: { name: 'coins', alt: 'Geld-Münzen' },
        lines: [
          'Einen Teil von den Kosten tragen Sie selbst.',
          'Erst die Kosten darüber senken Ihre Steuer.',
          'Die Größe von dem Teil hängt von Ihrem Einkommen ab.',
          'Das Finanzamt rechnet das für Sie aus.',
          'Tragen Sie darum alle Kosten ein.',
        ],
      },
      {
        heading: 'Das tragen Sie ein',
        picture: { name: 'form', alt: 'Ein Formular mit Häkchen' },
        lines: [
          'Tragen Sie ein, wofür Sie bezahlt haben.',
          'Tragen Sie ein, wie viel Sie bezahlt haben.',
          'Hat die Kranken-Kasse etwas zurückgezahlt?',
          'Dann tragen Sie das auch ein.',
          'Hier ist ein Beispiel.',
          'Die Brille hat 400 Euro gekostet.',
          'Die Kranken-Kasse hat Ihnen 100 Euro zurückgezahlt.',
          'Dann tragen Sie 400 Euro und 100 Euro ein.',
          'Heben Sie die Rechnungen gut auf.',
        ],
      },
    ],
  },
  {
    id: 'behinderung',
    title: 'Behinderung',
    icon: 'card',
    sections: [
      {
        heading: 'Weniger Steuern mit einer Behinderung',
        picture: { name: 'person', alt: 'Eine ältere Person' },
        lines: [
          'Haben Sie eine Behinderung?',
          'Dann zahlen Sie weniger Steuern.',
          'Dafür gibt es einen festen Betrag.',
          'Der Betrag heißt Pausch-Betrag.',
          'Sie brauchen dafür nur Ihren Ausweis oder Ihren Bescheid.',
        ],
      },
      {
        heading: 'So hoch ist der Betrag',
        picture: { name: 'card', alt: 'Ein Ausweis' },
        lines: [
          'Auf Ihrem Ausweis steht eine Zahl.',
          'Die Zahl heißt: Grad der Behinderung.',
          'Die Zahl ist zum Beispiel 50.',
          'Bei der Zahl 20 sind es 384 Euro im Jahr.',
          'Bei der Zahl 50 sind es 1.140 Euro im Jahr.',
          'Bei der Zahl 100 sind es 2.840 Euro im Jahr.',
        ],
      },
      {
        heading: 'Merkzeichen',
        picture: { name: 'card', alt: 'Ein Ausweis' },
        lines: [
          'Auf dem Ausweis stehen vielleicht auch Buchstaben.',
          'Die Buchstaben heißen Merkzeichen.',
          'Zum Beispiel steht der Buchstabe G für: Sie können schlecht gehen.',
          'Mit manchen Merkzeichen ist der Betrag höher.',
          'Zum Beispiel für blinde Menschen.',
          'Dann sind es 7.400 Euro im Jahr.',
          'Es gibt auch Geld für Fahrten.',
          'Das gilt zum Beispiel ab der Zahl 80.',
          'Dann sind es 900 Euro im Jahr.',
          'Wählen Sie alle Merkzeichen aus, die auf Ihrem Ausweis stehen.',
        ],
      },
    ],
  },
  {
    id: 'haushaltshilfe',
    title: 'Hilfe im Haushalt',
    icon: 'house',
    sections: [
      {
        heading: 'Was ist Hilfe im Haushalt?',
        picture: { name: 'house', alt: 'Ein Haus' },
        lines: [
          'Eine Person hilft Ihnen bei der Arbeit in Ihrer Wohnung.',
          'Zum Beispiel beim Putzen.',
          'Oder die Person hilft im Garten.',
          'Auch ein Pflege-Dienst zählt.',
          'Der Pflege-Dienst kommt zu Ihnen nach Hause.',
          'Auch der Hausmeister zählt.',
          'Diese Kosten stehen oft in der Neben-Kosten-Abrechnung.',
        ],
      },
      {
        heading: 'So viel Steuer sparen Sie',
        picture: { name: 'coins', alt: 'Geld-Münzen' },
        lines: [
          'Das Finanzamt zieht einen Teil von den Kosten von Ihrer Steuer ab.',
          'Von 100 Euro Arbeits-Kosten sind das 20 Euro.',
          'Hier ist ein Beispiel.',
          'Die Putz-Hilfe kostet im Jahr 1.000 Euro.',
          'Dann zahlen Sie 200 Euro weniger Steuern.',
          'Sie zahlen im Jahr höchstens 4.000 Euro weniger Steuern.',
          'Das gilt für alle Kosten für Hilfe im Haushalt zusammen.',
        ],
      },
      {
        heading: 'Darauf müssen Sie achten',
        picture: { name: 'receipt', alt: 'Ein Beleg' },
        lines: [
          'Es zählen nur die Kosten für die Arbeit.',
          'Die Kosten für Material zählen nicht.',
          'Auf der Rechnung stehen die Arbeits-Kosten meistens extra.',
          'Bezahlen Sie die Rechnung über Ihre Bank.',
          'Zum Beispiel mit einer Überweisung.',
          'Das Finanzamt nimmt nur Rechnungen, die Sie über die Bank bezahlt haben.',
        ],
      },
    ],
  },
  {
    id: 'handwerker',
    title: 'Handwerker',
    icon: 'hammer',
    sections: [
      {
        heading: 'Was sind Kosten für Handwerker?',
        picture: { name: 'hammer', alt: 'Ein Hammer' },
        lines: [
          'Eine Firma arbeitet in Ihrer Wohnung oder in Ihrem Haus.',
          'Die Firma repariert zum Beispiel Ihre Heizung.',
          'Oder die Firma streicht die Wände.',
          'Oder die Firma baut ein neues Bad.',
        ],
      },
      {
        heading: 'So viel Steuer sparen Sie',
        picture: { name: 'coins', alt: 'Geld-Münzen' },
        lines: [
          'Das Finanzamt zieht einen Teil von den Kosten von Ihrer Steuer ab.',
          'Von 100 Euro Arbeits-Kosten sind das 20 Euro.',
          'Hier ist ein Beispiel.',
          'Die Arbeit an der Heizung kostet 500 Euro.',
          'Dann zahlen Sie 100 Euro weniger Steuern.',
          'Sie zahlen im Jahr höchstens 1.200 Euro weniger Steuern.',
          'Das gilt für alle Kosten für Handwerker zusammen.',
        ],
      },
      {
        heading: 'Darauf müssen Sie achten',
        picture: { name: 'receipt', alt: 'Ein Beleg' },
        lines: [
          'Es zählen nur die Kosten für die Arbeit.',
          'Auch die Fahrt von der Firma zu Ihnen zählt.',
          'Die Kosten für Material zählen nicht.',
          'Das Finanzamt nimmt nur Rechnungen, die Sie über die Bank bezahlt haben.',
        ],
      },
    ],
  },
];
