import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button, ButtonGroup, Heading, PageHeading, Stack, Text } from '@einfach/design-system';
import { paths } from '../../routing/paths';
import { usePage } from '../../routing/usePage';
import { forwardUrlAtom } from '../../state/session';

/**
 * A signed-in page in a tab without the signing data (a second tab, a bookmark, a link opened in a new
 * tab), while the browser is signed in another tab: says where the declaration is open, and offers to
 * log in here instead, which alone ends the other tab's login (docs/decisions.md, "One session, many tabs").
 */
export function OpenElsewhereScreen() {
  const { t } = useTranslation('app');
  const headingRef = usePage('elsewhere.title');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const setForwardUrl = useSetAtom(forwardUrlAtom);
  const logInHere = () => {
    setForwardUrl(search ? `${location}?${search}` : location);
    navigate(paths.login);
  };
  return (
    <Stack space="large">
      <PageHeading ref={headingRef}>{t('elsewhere.heading')}</PageHeading>
      <Stack space="small">
        <Text>{t('elsewhere.text')}</Text>
        <Text>{t('elsewhere.continueThere')}</Text>
      </Stack>
      <Stack space="small">
        <Heading level={2}>{t('elsewhere.hereHeading')}</Heading>
        <Text>{t('elsewhere.hereText')}</Text>
      </Stack>
      <ButtonGroup>
        <Button variant="primary" onClick={logInHere}>
          {t('elsewhere.logInHere')}
        </Button>
        <Button variant="secondary" onClick={() => navigate(paths.start)}>
          {t('elsewhere.toStart')}
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
