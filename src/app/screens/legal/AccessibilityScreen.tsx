import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Link, List, Stack, Text } from '@einfach/design-system';
import { LegalPage } from './LegalPage';
import { easyReadPagePath } from '../../routing/paths';
import { useLinkHandler } from '../../routing/useAppNavigate';
import statementFacts from './statementFacts.json';

// Same sections, methods and limitations as docs/accessibility-statement.md (AccessibilityScreen.test.tsx).
const methods = ['axe', 'keyboard', 'screenReader', 'manual'] as const;
const limits = ['pdf', 'help', 'signLanguage'] as const;

type Named = { num: string; en: string; de: string };
/**
 * The criteria in the reader's language: "1.1.1 Nicht-Text-Inhalt". The list comes from
 * statementFacts.json, which `npm run a11y:statement` writes from the report's criteria and the records
 * of people (docs/evaluations/), so the page, docs/accessibility-statement.md and the report agree.
 */
const facts: { criteria: number; checkedInFull: Named[]; mediaOnly: Named[]; openForPerson: Named[]; failedByPerson: Named[]; evaluations: { file: string; date: string }[] } = statementFacts;
const criterionNames = (items: Named[], language: string) => items.map((c) => `${c.num} ${language === 'de' ? c.de : c.en}`);

/** The accessibility statement in the form BITV 2.0 and the EU model statement ask for. */
export function AccessibilityScreen() {
  const { t, i18n } = useTranslation('app');
  const text = (key: string) => t(`pages.accessibility.${key}`);
  const email = text('feedbackEmail');
  const easyRead = useLinkHandler()(easyReadPagePath('barrierefreiheit'));
  const section = (name: string, children: ReactNode) => (
    <Stack space="small" as="section">
      <Heading level={2}>{text(`${name}Heading`)}</Heading>
      {children}
    </Stack>
  );
  return (
    <LegalPage page="accessibility">
      <Text>{text('intro')}</Text>
      {section('status', <Text>{text('status')}</Text>)}
      {section(
        'testing',
        <>
          <Text>{text('testing')}</Text>
          <List items={methods.map((key) => text(`testingMethods.${key}`))} />
          <Heading level={3}>{text('criteriaHeading')}</Heading>
          <Text>{t('pages.accessibility.criteriaIntro', { total: facts.criteria, full: facts.checkedInFull.length, media: facts.mediaOnly.length })}</Text>
          <Text>{t('pages.accessibility.criteriaOpen', { count: facts.openForPerson.length })}</Text>
          <List items={criterionNames(facts.openForPerson, i18n.language)} />
          {facts.evaluations.length > 0 && (
            <Text>{t('pages.accessibility.criteriaEvaluations', { dates: facts.evaluations.map((e) => e.date).join(', ') })}</Text>
          )}
        </>,
      )}
      {section(
        'limits',
        <>
          <List items={limits.map((key) => text(`limits.${key}`))} />
          {facts.failedByPerson.length > 0 && (
            <>
              <Text>{text('criteriaFailed')}</Text>
              <List items={criterionNames(facts.failedByPerson, i18n.language)} />
            </>
          )}
          {/* BITV 2.0 § 4: the statement's essentials in Leichte Sprache. */}
          <Link href={easyRead.href} onClick={easyRead.onClick} standalone>
            {t('easyRead.startLink')}
          </Link>
        </>,
      )}
      {section(
        'feedback',
        <>
          <Text>{text('feedback')}</Text>
          <Text>
            {text('feedbackEmailLabel')} <Link href={`mailto:${email}`}>{email}</Link>
          </Text>
          <Text>{text('feedbackPost')}</Text>
        </>,
      )}
      {section(
        'enforcement',
        <>
          <Text>{text('enforcement')}</Text>
          <Text>{text('enforcementContact')}</Text>
        </>,
      )}
      {section('date', <Text>{text('date')}</Text>)}
    </LegalPage>
  );
}
