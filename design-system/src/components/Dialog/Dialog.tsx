import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useDsTranslation } from '../../i18n/useDsTranslation';
import { Button } from '../Button';
import { ButtonGroup } from '../ButtonGroup';
import * as styles from './Dialog.css';
import { focusElement } from '../../focus';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** `default` closes on an outside click; `confirm` (consequences, or opened from code) does not. */
  variant?: 'default' | 'confirm';
  initialFocus?: 'heading' | 'safeAction';
  dismissible?: boolean;
  closeLabel?: string;
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Call `event.preventDefault()` to keep the dialog open and handle Escape yourself. */
  onEscapeKeyDown?(event: KeyboardEvent): void;
}

/** Radix's close wrapper, for actions that only close the dialog. */
export const DialogClose = RadixDialog.Close;

/**
 * Where dialogs go: a layer at the start of <body>, before the page. Opening a modal hides the page
 * from the accessibility tree; Orca then moves its position to the next object in document order.
 * With dialogs after the page (Radix's default) that was the dialog's heading, so the focus that
 * followed stayed "inside" for Orca and only the button was read, without the dialog's title and
 * text (every open after the first). Before the page, nothing follows and the dialog is announced.
 */
function dialogLayer(): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined;
  let layer = document.getElementById('ds-dialog-layer');
  if (!layer) {
    layer = document.createElement('div');
    layer.id = 'ds-dialog-layer';
    document.body.prepend(layer);
  }
  return layer;
}

/** Runs `work` after the next painted frame (or soon, where no frame comes, as in a hidden tab). */
function afterFirstPaint(work: () => void) {
  let done = false;
  const run = () => {
    if (!done) {
      done = true;
      work();
    }
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 200);
}

/**
 * The modal wrapper over Radix Dialog. The title is the heading; focus starts on it (or on the
 * action marked `data-safe-action`) and returns to the opener, never to body.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  variant = 'default',
  initialFocus = 'heading',
  dismissible = variant === 'default',
  closeLabel,
  returnFocusRef,
  onEscapeKeyDown,
}: DialogProps) {
  const { t } = useDsTranslation();
  const contentRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Remember who had focus when the dialog opened, also when it was opened from code.
  const openerRef = useRef<HTMLElement | null>(null);
  // Layout effects run before Radix moves focus into the dialog, so this still sees the opener.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);

  const onOpenAutoFocus = (event: Event) => {
    event.preventDefault();
    const marked = contentRef.current?.querySelector<HTMLElement>('[data-safe-action]');
    // The mark may sit on a wrapper; then its first button is the safe action.
    const safe = marked?.matches('button, a[href], input, [tabindex]') ? marked : marked?.querySelector<HTMLElement>('button, a[href]');
    const target = initialFocus === 'safeAction' && safe ? safe : titleRef.current;
    // Once the dialog is painted: focus in the frame that puts the dialog in was silent in Orca (the
    // dialog, its title and text were not announced until the next Tab).
    afterFirstPaint(() => {
      if (!target?.isConnected) return;
      if (target === titleRef.current) focusElement(target);
      else target.focus();
    });
  };

  const onCloseAutoFocus = (event: Event) => {
    const opener = openerRef.current?.isConnected ? openerRef.current : null;
    // Without a known opener fall back to the page heading or main, never to body.
    const target = returnFocusRef?.current ?? opener ?? document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    openerRef.current = null;
    if (target) {
      event.preventDefault();
      // Once the page is no longer hidden behind the dialog (aria-hidden is lifted as the dialog goes):
      // focus that came back first was read by Orca as a button without a name.
      afterFirstPaint(() => {
        if (!target.isConnected) return;
        // The dialog went with its screen (its opener is gone) and the next page took focus: leave it there.
        const active = document.activeElement;
        if (!opener && !returnFocusRef?.current && active && active !== document.body && active.isConnected) return;
        if (target.matches('h1, main')) focusElement(target);
        else target.focus();
      });
    }
  };

  const blockOutside = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={dialogLayer()}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={contentRef}
          className={styles.content}
          // Radix's role=dialog, also for confirmations: Orca reads an alertdialog in full as it is added and again as focus enters it.
          data-variant={variant}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          onPointerDownOutside={blockOutside}
          onInteractOutside={blockOutside}
          onEscapeKeyDown={(event) => onEscapeKeyDown?.(event)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title ref={titleRef} className={styles.title}>
            {title}
          </RadixDialog.Title>
          {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          {children ? <div className={styles.body}>{children}</div> : null}
          <ButtonGroup>
            {actions}
            {dismissible && !actions ? (
              <RadixDialog.Close asChild>
                <Button variant="secondary">{closeLabel ?? t('close')}</Button>
              </RadixDialog.Close>
            ) : null}
          </ButtonGroup>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
