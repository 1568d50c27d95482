import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { BusyIndicator, PageHeading, Stack, Text } from '@einfach/design-system';
import { paths } from '../../routing/paths';
import { usePage } from '../../routing/usePage';
import { sentDeclarationAtom } from '../../state/declaration';
import { Wizard, type WizardProps } from '../../wizard/Wizard';
import { useWizardLoader } from '../../wizard/useWizardLoader';

/**
 * tax/wizard: loads the active year's model and prefill, then shows the form engine. Once the year's
 * declaration was sent in this session its confirmation stands in for it (an old history entry, a bookmark).
 */
export default function WizardScreen({ initialLeave }: Pick<WizardProps, 'initialLeave'> = {}) {
  const sent = useAtomValue(sentDeclarationAtom);
  if (sent) return <Redirect to={paths.confirmation} replace />;
  return <WizardLoading initialLeave={initialLeave} />;
}

function WizardLoading({ initialLeave }: Pick<WizardProps, 'initialLeave'>) {
  const load = useWizardLoader();
  if (load.status === 'ready') return <Wizard model={load.model} externalEnums={load.externalEnums} initialLeave={initialLeave} />;
  return <WizardPending failed={load.status === 'failed'} />;
}

/** While the model loads (or after it failed: the error box above says why). */
function WizardPending({ failed }: { failed: boolean }) {
  const { t } = useTranslation('wizard');
  const headingRef = usePage('wizard:wizard.loadingTitle', { hasErrors: failed });
  // The loading h1 takes focus only when loading failed: else the wizard's own h1 follows at once, and
  // Orca, having announced this one, stayed silent on the screen's real title.
  return (
    <Stack space="large">
      <PageHeading ref={failed ? headingRef : undefined}>{t('wizard.loadingTitle')}</PageHeading>
      {failed ? <Text>{t('wizard.loadFailed')}</Text> : null}
      <BusyIndicator active={!failed} label={t('wizard.loading')} />
    </Stack>
  );
}
