import { useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ButtonGroup, LiveRegion, PageHeading, Stack, Text } from '@einfach/design-system';
import { api } from '../api/client';
import { clientLoggingAtom } from '../state/session';
import { paths } from '../routing/paths';
import { usePage } from '../routing/usePage';

/** Anyone can switch client logging on or off for this session (docs/product-spec.md §2). */
export function ClientLogScreen() {
  const { t } = useTranslation('app');
  const headingRef = usePage('clientLog.title');
  const [, navigate] = useLocation();
  const [enabled, setEnabled] = useAtom(clientLoggingAtom);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState('');
  const toggle = async () => {
    setBusy(true);
    setSaved('');
    try {
      const answer = await api.clientLog({ enabled: !enabled }, { category: 'global' });
      setEnabled(answer.enabled);
      setSaved(`${t('clientLog.saved')} ${t(answer.enabled ? 'clientLog.statusOn' : 'clientLog.statusOff')}`);
    } catch {
      // Shown in the global error box.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack space="large">
      <PageHeading ref={headingRef}>{t('clientLog.heading')}</PageHeading>
      <Text>{t('clientLog.text')}</Text>
      <Text weight="bold">{t(enabled ? 'clientLog.statusOn' : 'clientLog.statusOff')}</Text>
      <LiveRegion politeness="polite" message={saved} />
      <ButtonGroup>
        <Button variant="primary" busy={busy} onClick={toggle}>
          {t(enabled ? 'clientLog.deactivate' : 'clientLog.activate')}
        </Button>
        <Button variant="secondary" onClick={() => navigate(paths.start)}>
          {t('clientLog.back')}
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
