// The Leichte Sprache pages (BITV 2.0 § 4 with Anlage 2): an overview, the four pages in order, and
// one explanation per topic of the tax return. The texts are German in every locale (lang="de"); the
// frame (navigation, the English introduction) follows the language of the app (docs/decisions.md).
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Redirect, useParams } from 'wouter';
import { Heading, Link, PageHeading, Stack, Text } from '@einfach/design-system';
import { easyReadPages, easyReadTopics, type EasyReadDocument } from '../../easyRead/content';
import { Sections } from '../../easyRead/Sections';
import { Pictogram } from '../../easyRead/Pictogram';
import { useTaxReturnPlace } from '../../easyRead/taxReturnPlace';
import * as styles from '../../easyRead/EasyRead.css';
import { easyReadPagePath, easyReadTopicPath, paths } from '../../routing/paths';
import { usePage } from '../../routing/usePage';
import { useLinkHandler } from '../../routing/useAppNavigate';
import { localeAtom } from '../../state/locale';

/** In English: one paragraph that says what Leichte Sprache is and why these pages are German. */
function EnglishIntro() {
  const { t } = useTranslation('easyRead');
  return useAtomValue(localeAtom) === 'de' ? null : (
    <div className={styles.intro}>
      <Text>{t('easyRead:englishIntro')}</Text>
    </div>
  );
}

/** A link to a route, with the German title of what it opens. */
function RouteLink({ to, label, title }: { to: string; label?: string; title: string }) {
  const link = useLinkHandler()(to);
  return (
    <Link href={link.href} onClick={link.onClick} standalone>
      {/* One span: the link lays its children out side by side. In the pages' large type. */}
      <span className={styles.listLink}>
        {label ? `${label} ` : null}
        <span lang="de">{title}</span>
      </span>
    </Link>
  );
}

/**
 * "Back to my tax return": to the page of the tax return the person came from, with every answer as
 * they left it (the wizard keeps them in the tab). On a topic page always (not logged in: to the
 * login); on the overview and the four pages only while logged in.
 */
function TaxReturnLink({ always = false }: { always?: boolean }) {
  const { t } = useTranslation('easyRead');
  const place = useTaxReturnPlace();
  const link = useLinkHandler()(place.to);
  if (!place.loggedIn && !always) return null;
  return (
    <div>
      <Link href={link.href} onClick={link.onClick} standalone>
        <span className={styles.listLink}>{t('easyRead:backToTaxReturn')}</span>
      </Link>
    </div>
  );
}

/** An entry of the overview's lists: the document's pictogram (decorative: the link names it), then its link. */
function OverviewEntry({ document, to, label }: { document: EasyReadDocument; to: string; label?: string }) {
  return (
    <li className={styles.listItem}>
      <Pictogram name={document.icon} alt="" />
      <RouteLink to={to} label={label} title={document.title} />
    </li>
  );
}

/** The overview: the four pages in reading order, then the topics, each with its picture. */
export function EasyReadOverviewScreen() {
  const { t } = useTranslation('easyRead');
  const headingRef = usePage('', { screenName: t('easyRead:title') });
  return (
    <Stack space="large">
      <div lang="de">
        <PageHeading ref={headingRef}>{t('easyRead:heading')}</PageHeading>
      </div>
      <EnglishIntro />
      <div className={styles.intro}>
        <p className={styles.line}>{t('easyRead:overviewIntro1')}</p>
        <p className={styles.line}>{t('easyRead:overviewIntro2')}</p>
        <p className={styles.line}>{t('easyRead:overviewIntro3')}</p>
      </div>
      <Stack space="medium" as="section">
        <Heading level={2}>{t('easyRead:pagesHeading')}</Heading>
        <ol className={styles.list}>
          {easyReadPages.map((page, index) => (
            <OverviewEntry
              key={page.id}
              document={page}
              to={easyReadPagePath(page.id)}
              label={`${t('easyRead:pageOf', { current: index + 1, total: easyReadPages.length })}:`}
            />
          ))}
        </ol>
      </Stack>
      <Stack space="medium" as="section">
        <Heading level={2}>{t('easyRead:topicsHeading')}</Heading>
        <p className={styles.line}>{t('easyRead:topicsIntro')}</p>
        <ul className={styles.list}>
          {easyReadTopics.map((topic) => (
            <OverviewEntry key={topic.id} document={topic} to={easyReadTopicPath(topic.id)} />
          ))}
        </ul>
      </Stack>
      <TaxReturnLink />
    </Stack>
  );
}

/** One of the four pages, with the way to the previous and the next one. */
export function EasyReadPageScreen() {
  const { page } = useParams<{ page: string }>();
  const index = easyReadPages.findIndex((candidate) => candidate.id === page);
  return index < 0 ? <Redirect to={paths.easyRead} replace /> : <EasyReadPage key={page} index={index} />;
}

function EasyReadPage({ index }: { index: number }) {
  const { t } = useTranslation('easyRead');
  const document = easyReadPages[index];
  const headingRef = usePage('', { screenName: `${t('easyRead:title')}: ${document.title}` });
  const previous = easyReadPages[index - 1];
  const next = easyReadPages[index + 1];
  return (
    <Stack space="large">
      <Stack space="xsmall">
        <Text>{t('easyRead:pageOf', { current: index + 1, total: easyReadPages.length })}</Text>
        <div lang="de">
          <PageHeading ref={headingRef}>{document.title}</PageHeading>
        </div>
      </Stack>
      <EnglishIntro />
      <div lang="de" className={styles.document}>
        <Sections document={document} />
      </div>
      <nav aria-label={t('easyRead:navLabel')} className={styles.nav}>
        {/* Previous before next, as on a page of a book (reading and Tab order). */}
        {previous ? <RouteLink to={easyReadPagePath(previous.id)} label={t('easyRead:previous')} title={previous.title} /> : null}
        {next ? <RouteLink to={easyReadPagePath(next.id)} label={t('easyRead:next')} title={next.title} /> : null}
        <RouteLink to={paths.easyRead} label={t('easyRead:overview')} title={t('easyRead:heading')} />
      </nav>
      <TaxReturnLink />
    </Stack>
  );
}

/** The explanation of one topic of the tax return (the wizard's help shows the same text inside the help dialog). */
export function EasyReadTopicScreen() {
  const { topic } = useParams<{ topic: string }>();
  const document = easyReadTopics.find((candidate) => candidate.id === topic);
  return document ? <EasyReadTopic key={document.id} document={document} /> : <Redirect to={paths.easyRead} replace />;
}

function EasyReadTopic({ document }: { document: EasyReadDocument }) {
  const { t } = useTranslation('easyRead');
  const headingRef = usePage('', { screenName: `${t('easyRead:title')}: ${document.title}` });
  return (
    <Stack space="large">
      <div lang="de">
        <PageHeading ref={headingRef}>{document.title}</PageHeading>
      </div>
      <EnglishIntro />
      <div lang="de" className={styles.document}>
        <Sections document={document} />
      </div>
      <nav aria-label={t('easyRead:navLabel')} className={styles.nav}>
        <RouteLink to={paths.easyRead} label={t('easyRead:overview')} title={t('easyRead:heading')} />
      </nav>
      <TaxReturnLink always />
    </Stack>
  );
}
