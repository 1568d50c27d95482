import { useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { BusyIndicator, Dialog, Link, Stack, Text } from '@einfach/design-system';
import { closeHelpAtom, helpContentAtom, modalContextAtom } from '../state/modal';
import { easyReadTopicsForHelp } from '../easyRead/topics';
import { easyReadTopicPath, href } from '../routing/paths';

/** Context help in a dialog; focus returns to the help link that opened it. */
export function HelpDialog() {
  const { t } = useTranslation(['app', 'easyRead']);
  const context = useAtomValue(modalContextAtom);
  const content = useAtomValue(helpContentAtom);
  const close = useSetAtom(closeHelpAtom);
  const returnFocusRef = useMemo(() => ({ current: context.returnFocus ?? null }), [context.returnFocus]);
  const title = content.status === 'loaded' && content.title ? content.title : t(context.titleKey ?? 'help.title');
  return (
    <Dialog
      open={context.show}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={title}
      closeLabel={t('help.close')}
      returnFocusRef={returnFocusRef}
    >
      <BusyIndicator active={content.status === 'loading'} label={t('help.loading')} />
      {content.status === 'failed' ? <Text tone="critical">{t('help.error')}</Text> : null}
      {content.status === 'loaded' ? (
        <Stack space="small">
          {(content.paragraphs ?? []).map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
          {/* A new tab: the wizard and its answers stay as they are in this one (docs/decisions.md, "Leichte Sprache"). */}
          {easyReadTopicsForHelp(context.topic, context.element).map((topic) => (
            <Link key={topic} href={href(easyReadTopicPath(topic))} external standalone>
              {t('easyRead:helpLink', { topic: t(`easyRead:topicNames.${topic}`) })}
            </Link>
          ))}
        </Stack>
      ) : null}
    </Dialog>
  );
}
