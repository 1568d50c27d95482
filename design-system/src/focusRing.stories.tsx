import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './components/Button';
import { Checkbox } from './components/Checkbox';
import { Heading } from './components/Heading';
import { Inline } from './components/Inline';
import { Link } from './components/Link';
import { PageHeading } from './components/PageHeading';
import { RadioGroup } from './components/RadioGroup';
import { Stack } from './components/Stack';
import { Text } from './components/Text';
import { TextInput } from './components/TextInput';
import * as styles from './focusRing.css';

type Locale = 'de' | 'en';
type Surface = keyof typeof styles.surface;

const texts = {
  de: {
    title: 'Fokusrahmen',
    intro:
      'Jedes Element, das den Fokus bekommt, zeigt denselben Rahmen: einen 3 Pixel breiten Ring zwischen zwei 2 Pixel breiten Säumen in der Gegenfarbe (hell: schwarz auf Gelb, Kontrast: Gelb auf Schwarz). Ring und Saum haben mindestens 9:1 Kontrast zueinander; so hebt sich auf jeder Fläche einer von beiden mit mindestens 3:1 ab, auch in der blauen und der gelben Kopfleiste.',
    rest: 'In Ruhe zeichnet nichts einen Rahmen, auch keinen durchsichtigen: Im Modus „Erzwungene Farben“ (Windows-Kontrastdesigns) würde er sichtbar. Dort fallen Schatten weg; der Ring ist dann eine Kontur in der Systemfarbe Highlight.',
    headingTitle: 'Seitenüberschriften',
    heading:
      'Nach einem Seitenwechsel bekommt die Überschrift h1 den Fokus. Der Rahmen erscheint nach einer Taste (Tab, Eingabe), nicht nach einem Mausklick: :focus-visible.',
    forcedTitle: 'Erzwungene Farben ansehen',
    forced:
      'Oben im Werkzeugbalken schaltet „Forced colours“ eine Vorschau ein: Systemfarben ersetzen die Farben der Seite, hell oder dunkel, wie in den Kontrastdesigns von Windows. Die Muster unten zeigen dann den Ring in der Systemfarbe Highlight. Genau so, wie der Browser es macht, zeigt es Chrome: Entwicklertools, Menü „Rendering“, „Emulate CSS media feature forced-colors“ auf „active“.',
    samplesTitle: 'Der Ring auf jeder Fläche',
    samplesNote: 'Links jeweils in Ruhe, rechts mit Fokus.',
    surfaces: { page: 'Seite', sunken: 'Fußzeile', brand: 'Kopfleiste', criticalSoft: 'Fehlerkasten', infoSoft: 'Hinweiskasten' } satisfies Record<Surface, string>,
    tryTitle: 'Selbst ausprobieren',
    tryNote: 'Mit der Tabulatortaste durch die Elemente gehen.',
    next: 'Weiter',
    back: 'Zurück',
    warning: 'Löschen',
    language: 'English',
    field: 'Eingabe',
    link: 'Zur Übersicht',
    checkbox: 'Ich habe die Hinweise gelesen',
    name: 'Vorname',
    legend: 'Geben Sie die Erklärung gemeinsam ab?',
    yes: 'Ja',
    no: 'Nein',
  },
  en: {
    title: 'Focus ring',
    intro:
      'Every element that takes focus shows the same ring: a 3 pixel ring between two 2 pixel bands of the opposite colour (light: black on yellow, contrast: yellow on black). Ring and band are at least 9:1 apart, so on any surface one of them stands out by at least 3:1, in the blue and in the yellow header too.',
    rest: 'At rest nothing draws a ring, not even a transparent one: forced colours (Windows contrast themes) would show it. There shadows vanish; the ring is then an outline in the system colour Highlight.',
    headingTitle: 'Page headings',
    heading:
      'After a route change the h1 takes focus. Its ring shows after a key (Tab, Enter), not after a mouse click: :focus-visible.',
    forcedTitle: 'Seeing forced colours',
    forced:
      '“Forced colours” in the toolbar above switches on a preview: system colours replace the page’s colours, light or dark, as in the Windows contrast themes. The samples below then show the ring in the system colour Highlight. Exactly as the browser does it: in Chrome, DevTools, “Rendering” panel, “Emulate CSS media feature forced-colors” set to “active”.',
    samplesTitle: 'The ring on every surface',
    samplesNote: 'In each pair, at rest on the left and focused on the right.',
    surfaces: { page: 'Page', sunken: 'Footer', brand: 'Header', criticalSoft: 'Error box', infoSoft: 'Info box' } satisfies Record<Surface, string>,
    tryTitle: 'Try it',
    tryNote: 'Go through the elements with the Tab key.',
    next: 'Continue',
    back: 'Back',
    warning: 'Delete',
    language: 'Deutsch',
    field: 'Input',
    link: 'Go to the overview',
    checkbox: 'I have read the notes',
    name: 'First name',
    legend: 'Are you filing the declaration jointly?',
    yes: 'Yes',
    no: 'No',
  },
} satisfies Record<Locale, unknown>;

/** What each surface holds in the app: the samples shaped like its controls. */
const samplesOn: Record<Surface, (keyof typeof styles.sample)[]> = {
  page: ['primary', 'secondary', 'warning', 'field'],
  sunken: ['secondary'],
  brand: ['onBrand'],
  criticalSoft: ['secondary'],
  infoSoft: ['secondary', 'field'],
};

function Sample({ kind, locale, focused }: { kind: keyof typeof styles.sample; locale: Locale; focused: boolean }) {
  const t = texts[locale];
  const label = { primary: t.next, secondary: t.back, warning: t.warning, onBrand: t.language, field: t.field }[kind];
  return <span className={`${styles.sample[kind]}${focused ? ` ${styles.focused}` : ''}`}>{label}</span>;
}

function FocusRingPage({ locale }: { locale: Locale }) {
  const t = texts[locale];
  const [read, setRead] = useState(false);
  const [name, setName] = useState('');
  const [joint, setJoint] = useState('');
  return (
    <main>
      <Stack space="large">
        <PageHeading id="focus-ring-title">{t.title}</PageHeading>
        <Text>{t.intro}</Text>
        <Text>{t.rest}</Text>
        <Stack space="small">
          <Heading level={2}>{t.headingTitle}</Heading>
          <Text>{t.heading}</Text>
        </Stack>
        <Stack space="small">
          <Heading level={2}>{t.forcedTitle}</Heading>
          <Text>{t.forced}</Text>
        </Stack>
        <Stack space="medium">
          <Heading level={2}>{t.samplesTitle}</Heading>
          <Text>{t.samplesNote}</Text>
          {/* The samples are pictures of controls, not controls: screen readers skip them. */}
          {(Object.keys(samplesOn) as Surface[]).map((surface) => (
            <Stack key={surface} space="xsmall">
              <Heading level={3}>{t.surfaces[surface]}</Heading>
              <div className={styles.surface[surface]} aria-hidden="true">
                {samplesOn[surface].flatMap((kind) => [
                  <Sample key={`${kind}-rest`} kind={kind} locale={locale} focused={false} />,
                  <Sample key={`${kind}-focused`} kind={kind} locale={locale} focused />,
                ])}
              </div>
            </Stack>
          ))}
        </Stack>
        <Stack space="medium">
          <Heading level={2}>{t.tryTitle}</Heading>
          <Text>{t.tryNote}</Text>
          <Inline>
            <Button>{t.next}</Button>
            <Button variant="secondary">{t.back}</Button>
          </Inline>
          <div>
            <Link href="#focus-ring-title" standalone>
              {t.link}
            </Link>
          </div>
          <TextInput id="focus-ring-name" label={t.name} value={name} onChange={setName} width="medium" />
          <Checkbox id="focus-ring-read" label={t.checkbox} checked={read} onChange={setRead} />
          <RadioGroup
            id="focus-ring-joint"
            legend={t.legend}
            orientation="horizontal"
            options={[
              { value: 'yes', label: t.yes },
              { value: 'no', label: t.no },
            ]}
            value={joint}
            onChange={setJoint}
          />
        </Stack>
      </Stack>
    </main>
  );
}

const meta = {
  title: 'Foundations/Focus ring',
  // The page is its own documentation; an autodocs page would only repeat it.
  tags: ['!autodocs'],
  // The toolbar's theme and locale apply, as for every other story.
  render: (_args, { globals }) => <FocusRingPage locale={globals.locale === 'en' ? 'en' : 'de'} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};
export const English: Story = { globals: { locale: 'en' } };
/** The toolbar's forced-colours preview, locked on: dark system colours, then light ones. */
export const ForcedColoursDark: Story = { globals: { forcedColours: 'dark' } };
export const ForcedColoursLight: Story = { globals: { forcedColours: 'light' } };
