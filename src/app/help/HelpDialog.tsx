import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { BusyIndicator, Button, Dialog, focusElement, Stack, Text } from '@einfach/design-system';
import { closeHelpAtom, helpContentAtom, modalContextAtom } from '../state/modal';
import { easyReadTopicsForHelp, type EasyReadTopicId } from '../easyRead/topics';

// The Leichte Sprache texts load only when a help that has a topic opens, not with the wizard.
const loadTopicView = () => import('../easyRead/EasyReadTopicView');
const EasyReadTopicView = lazy(async () => ({ default: (await loadTopicView()).EasyReadTopicView }));

/**
 * Context help in a dialog; focus returns to the help link that opened it. A topic of the tax return
 * that has a Leichte Sprache page shows that page's text here too, in the same dialog, so the person
 * never leaves the screen they are on (docs/decisions.md, "Leichte Sprache").
 */
export function HelpDialog() {
  const { t } = useTranslation(['app', 'easyRead']);
  const context = useAtomValue(modalContextAtom);
  const content = useAtomValue(helpContentAtom);
  const close = useSetAtom(closeHelpAtom);
  const returnFocusRef = useMemo(() => ({ current: context.returnFocus ?? null }), [context.returnFocus]);
  const title = content.status === 'loaded' && content.title ? content.title : t(context.titleKey ?? 'help.title');
  const topics = easyReadTopicsForHelp(context.topic, context.element);
  // The topic read, for this opening of the help only (a new help, or the dialog closed, starts with the help text).
  const [read, setRead] = useState<{ context: typeof context; topic: EasyReadTopicId } | null>(null);
  const reading = read && read.context === context ? read.topic : null;
  const setReading = (topic: EasyReadTopicId | null) => setRead(topic ? { context, topic } : null);
  // The button that opened a topic: focus goes back to it with "Back to the help".
  const opener = useRef<EasyReadTopicId | null>(null);
  const buttons = useRef(new Map<EasyReadTopicId, HTMLButtonElement | null>());

  useEffect(() => {
    if (context.show && topics.length > 0) loadTopicView().catch(() => {});
  }, [context.show, topics.length]);
  useEffect(() => {
    if (reading !== null || opener.current === null) return;
    focusElement(buttons.current.get(opener.current));
    opener.current = null;
  }, [reading]);

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
      {content.status === 'loaded' && reading !== null ? (
        <Suspense fallback={<BusyIndicator active label={t('help.loading')} />}>
          <EasyReadTopicView
            topic={reading}
            onBack={() => {
              opener.current = reading;
              setReading(null);
            }}
          />
        </Suspense>
      ) : null}
      {content.status === 'loaded' && reading === null ? (
        <Stack space="small">
          {(content.paragraphs ?? []).map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
          {topics.map((topic) => (
            <div key={topic}>
              <Button
                ref={(element: HTMLButtonElement | null) => {
                  buttons.current.set(topic, element);
                }}
                variant="secondary"
                // A transition: the help text stays until the topic's text has loaded, so focus never drops.
                onClick={() => startTransition(() => setReading(topic))}
              >
                {t('easyRead:helpLink', { topic: t(`easyRead:topicNames.${topic}`) })}
              </Button>
            </div>
          ))}
        </Stack>
      ) : null}
    </Dialog>
  );
}
