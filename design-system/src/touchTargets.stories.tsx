import { Fragment, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './components/Button';
import { Checkbox } from './components/Checkbox';
import { Heading } from './components/Heading';
import { Inline } from './components/Inline';
import { Link } from './components/Link';
import { List } from './components/List';
import { PageHeading } from './components/PageHeading';
import { Stack } from './components/Stack';
import { Text } from './components/Text';
import * as styles from './touchTargets.css';

type Locale = 'de' | 'en';

const texts = {
  de: {
    title: 'Zielflächen (Touch targets)',
    intro:
      'Jedes Bedienelement braucht eine Fläche von mindestens 44 × 44 CSS-Pixeln, damit auch Menschen mit Zittern oder großen Fingern es sicher treffen. WCAG 2.5.8 verlangt 24 Pixel; wir halten 44 ein.',
    howTitle: 'So schalten Sie die Ansicht ein',
    how: 'Wählen Sie in der Werkzeugleiste oben „Touch targets“ und dann „Touch targets on“. Jede Story zeigt dann ihre Bedienelemente; auf dieser Seite ist die Ansicht schon eingeschaltet.',
    legend: {
      ok: 'Grün gestrichelt: groß genug.',
      small: 'Rot durchgezogen, darunter Breite × Höhe in Pixeln: zu klein.',
      exempt: 'Grün gepunktet: ein Link im Fließtext oder ein Sprunglink; WCAG 2.5.8 nimmt ihn aus.',
    },
    details:
      'Versteckte Elemente bekommen keinen Rahmen. Die Ansicht rechnet bei jeder Änderung, beim Scrollen und bei einer anderen Fensterbreite neu: Probieren Sie die Viewports von 320 bis 1280 Pixel aus. Die Rahmen sind für Screenreader unsichtbar und stören die Barrierefreiheitsprüfung nicht. Dieselbe Regel prüfen die Browser-Tests auf jedem Bildschirm der App.',
    examplesTitle: 'Beispiele',
    next: 'Weiter',
    back: 'Zurück',
    checkbox: 'Ich habe die Hinweise gelesen',
    standalone: 'Zur Übersicht',
    inlineBefore: 'Mehr dazu steht in der ',
    inlineLink: 'Erklärung der Zielflächen',
    inlineAfter: ' oben auf dieser Seite.',
    tooSmall: 'Zu klein: der folgende Symbol-Knopf „Schließen“ mit 24 × 24 Pixeln. WCAG 2.5.8 lässt ihn gerade noch zu, unsere Regel nicht.',
    close: 'Schließen',
  },
  en: {
    title: 'Touch targets',
    intro:
      'Every control needs an area of at least 44 × 44 CSS pixels, so that people with a tremor or large fingers hit it reliably. WCAG 2.5.8 asks for 24 pixels; we keep 44.',
    howTitle: 'How to switch the view on',
    how: 'In the toolbar at the top, choose “Touch targets” and then “Touch targets on”. Every story then shows its controls; on this page the view is already on.',
    legend: {
      ok: 'Green dashed: large enough.',
      small: 'Red solid, with width × height in pixels below: too small.',
      exempt: 'Green dotted: a link in running text or a skip link; WCAG 2.5.8 excepts it.',
    },
    details:
      'Hidden elements get no outline. The view updates on every change, on scrolling and when the window width changes: try the viewports from 320 to 1280 pixels. The outlines are invisible to screen readers and do not disturb the accessibility checks. The browser tests check the same rule on every screen of the app.',
    examplesTitle: 'Examples',
    next: 'Continue',
    back: 'Back',
    checkbox: 'I have read the notes',
    standalone: 'Go to the overview',
    inlineBefore: 'There is more in the ',
    inlineLink: 'explanation of touch targets',
    inlineAfter: ' at the top of this page.',
    tooSmall: 'Too small: the following icon button “Close”, 24 × 24 pixels. WCAG 2.5.8 just allows it, our rule does not.',
    close: 'Close',
  },
} satisfies Record<Locale, unknown>;

function TouchTargetsPage({ locale }: { locale: Locale }) {
  const t = texts[locale];
  const [read, setRead] = useState(false);
  return (
    <main>
      <Stack space="large">
        <PageHeading id="touch-targets-title">{t.title}</PageHeading>
        <Text>{t.intro}</Text>
        <Stack space="small">
          <Heading level={2}>{t.howTitle}</Heading>
          <Text>{t.how}</Text>
          <List
            items={(['ok', 'small', 'exempt'] as const).map((verdict) => (
              <Fragment key={verdict}>
                <span className={styles.legendSwatch[verdict]} aria-hidden="true" />
                {t.legend[verdict]}
              </Fragment>
            ))}
          />
          <Text>{t.details}</Text>
        </Stack>
        <Stack space="medium">
          <Heading level={2}>{t.examplesTitle}</Heading>
          <Inline>
            <Button>{t.next}</Button>
            <Button variant="secondary">{t.back}</Button>
          </Inline>
          <Checkbox id="touch-targets-read" label={t.checkbox} checked={read} onChange={setRead} />
          <div>
            <Link href="#touch-targets-title" standalone>
              {t.standalone}
            </Link>
          </div>
          <Text>
            {t.inlineBefore}
            <Link href="#touch-targets-title">{t.inlineLink}</Link>
            {t.inlineAfter}
          </Text>
          <Text>{t.tooSmall}</Text>
          {/* Last on the page, so the size label drawn below it covers no text. */}
          <div>
            <button type="button" className={styles.tooSmall} aria-label={t.close}>
              ×
            </button>
          </div>
        </Stack>
      </Stack>
    </main>
  );
}

const meta = {
  title: 'Foundations/Touch targets',
  // The page is its own documentation; an autodocs page would only repeat it.
  tags: ['!autodocs'],
  // The toolbar's locale picks the language, as for every other story.
  render: (_args, { globals }) => <TouchTargetsPage locale={globals.locale === 'en' ? 'en' : 'de'} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

// Switched on here so a designer sees the view at once; elsewhere it is off until chosen in the toolbar.
export const Overview: Story = { globals: { targets: 'on' } };
export const English: Story = { globals: { locale: 'en', targets: 'on' } };
