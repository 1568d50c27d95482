import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ErrorBox, Stack, focusElement } from '@einfach/design-system';
import { orderNewAccessCode } from '../session/orderNewAccessCode';
import { loadingAtom } from '../state/loading';
import { dismissErrorAtom, errorsAtom, type AppError, type MessageParam } from '../state/errors';

/** The button an error offers as its way on (AppError.action). */
function ErrorAction({ action }: { action: NonNullable<AppError['action']> }) {
  const { t } = useTranslation('app');
  const store = useStore();
  const [, navigate] = useLocation();
  const busy = useAtomValue(loadingAtom).newCodeRequest === true;
  if (action !== 'orderNewAccessCode') return null;
  return (
    <Button variant="secondary" busy={busy} busyLabel={t('loading.newCodeRequest')} onClick={() => void orderNewAccessCode(store, navigate)}>
      {t('layout.orderNewCode')}
    </Button>
  );
}

/**
 * Also re-render when texts are added: a message may name a form model's field, whose texts arrive after
 * a language switch. (react-i18next reads `bindI18nStore`; its option type lists only some options.)
 */
const withAddedTexts = { bindI18nStore: 'added', nsMode: 'default' as const };

/**
 * The error boxes of docs/product-spec.md §8, one per raised error, labelled by category. A box that
 * answers an action (`answersAction`: raised while focus was on a control, "Weiter", "Zur Zusammenfassung", send)
 * takes focus, because it sits at the top of the page and a magnifier user at the control would not
 * see it (docs/accessibility-contract.md, "Magnifiers"). A box that comes with a page stays an alert.
 */
export function GlobalErrors() {
  const errors = useAtomValue(errorsAtom);
  const dismiss = useSetAtom(dismissErrorAtom);
  const { t } = useTranslation('app', withAddedTexts);
  if (errors.length === 0) return null;
  const text = (key: string, params?: Record<string, MessageParam>) =>
    t(
      key,
      params &&
        Object.fromEntries(
          Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? value.keys.map((k) => t('error.quoted', { text: t(k) })) : value]),
        ),
    );
  const messageOf = (error: AppError) =>
    error.messageKey
      ? [text(error.messageKey, error.messageParams), ...(error.notes ?? []).map((note) => text(note.key, note.params))].join(' ')
      : (error.message ?? t('error.saga.default.message'));
  return (
    <Stack space="small">
      {errors.map((error) => (
        <div key={error.id} data-error-id={error.id}>
          <ErrorBox
            category={error.category}
            title={t(error.titleKey ?? (error.action === 'orderNewAccessCode' ? 'layout.accessCodeUsedTitle' : 'layout.errorBoxTitle'))}
            message={messageOf(error)}
            sessionTicket={error.sessionTicket}
            action={error.action ? <ErrorAction action={error.action} /> : undefined}
            onDismiss={() => {
              // Its own "hide" button goes with the box: focus goes to the page's heading, not to body.
              const hadFocus = document.activeElement?.closest(`[data-error-id="${error.id}"]`) != null;
              dismiss(error.id);
              if (hadFocus) requestAnimationFrame(() => focusElement(document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main')));
            }}
            focusOnShow={error.answersAction === true}
          />
        </div>
      ))}
    </Stack>
  );
}
