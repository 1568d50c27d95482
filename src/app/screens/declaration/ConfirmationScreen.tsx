import { useCallback, useState } from 'react';
import { useAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ButtonGroup, Dialog, InfoBox, Link, PageHeading, Stack, SummaryList, Text } from '@einfach/design-system';
import { api } from '../../api/client';
import { paths } from '../../routing/paths';
import { useBackGuard } from '../../routing/useBackGuard';
import { usePage } from '../../routing/usePage';
import { logout } from '../../session/logout';
import { orderNewAccessCode } from '../../session/orderNewAccessCode';
import { confirmationAtom } from '../../state/declaration';
import { useLeaveGuard } from '../../wizard/useLeaveGuard';
import { screenOnly } from '../../layout/print.css';
import { NeedsScript } from '../../components/NeedsScript';

type Store = ReturnType<typeof useStore>;
type Pending = 'leave' | 'newCode' | null;

const isAndroid = () => typeof navigator !== 'undefined' && /Android/i.test(navigator.userAgent);

/** docs/product-spec.md §4: the confirmation process ends with a logout; the start page opens. */
async function finishDeclaration(store: Store, navigate: (to: string) => void) {
  await logout(store, 'taxDeclarationFinished');
  navigate(paths.start);
}

export interface ConfirmationScreenProps {
  /** Stories: open with a dialog showing. */
  initialDialog?: Pending;
}

/** tax/confirmation: the declaration was sent; download the PDF, finish or order next year's access code. */
export default function ConfirmationScreen({ initialDialog = null }: ConfirmationScreenProps = {}) {
  const { t, i18n } = useTranslation('wizard');
  const headingRef = usePage('wizard:confirmation.title');
  const store = useStore();
  const [confirmation, setConfirmation] = useAtom(confirmationAtom);
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<Pending>(initialDialog);
  const [busy, setBusy] = useState(false);
  const android = isAndroid();
  const downloaded = confirmation?.downloaded ?? false;
  const pdfUrl = confirmation ? api.summaryPdfUrl(confirmation.xmlDataId, i18n.language.startsWith('en') ? 'en' : 'de') : '';
  const fileName = confirmation ? `${confirmation.formTitle.replace(/[^\p{L}\p{N}]+/gu, '-')}.pdf` : '';

  const onLogo = useCallback(() => setDialog('leave'), []);
  useLeaveGuard(!!confirmation && !downloaded && !busy, onLogo);

  const finish = async () => {
    setBusy(true);
    setDialog(null);
    await finishDeclaration(store, navigate);
  };
  const leave = () => (downloaded ? void finish() : setDialog('leave'));
  // The browser's Back is the page's own back action: the PDF warning, or the finish once it was downloaded.
  // The entries behind it lead into the declaration just sent, which is not shown again.
  useBackGuard('confirmation', !!confirmation && !busy, leave);
  const askNewCode = () => setDialog('newCode');
  const orderCode = async () => {
    setBusy(true);
    setDialog(null);
    await orderNewAccessCode(store, navigate);
    setBusy(false);
  };

  if (!confirmation) {
    return (
      <Stack space="large">
        <PageHeading ref={headingRef}>{t('confirmation.title')}</PageHeading>
        <Text>{t('confirmation.missing')}</Text>
        <ButtonGroup>
          <Button onClick={() => navigate(paths.start)}>{t('common.toStart')}</Button>
        </ButtonGroup>
      </Stack>
    );
  }

  return (
    <Stack space="large">
      <Stack space="small">
        <PageHeading ref={headingRef}>{t('confirmation.heading')}</PageHeading>
        <Text size="lead">{t('confirmation.lead')}</Text>
      </Stack>
      <SummaryList
        rows={[
          { key: 'formTitle', label: t('confirmation.formTitle'), value: confirmation.formTitle },
          { key: 'transferDate', label: t('confirmation.transferDate'), value: confirmation.transferDate },
          { key: 'transferTicket', label: t('confirmation.transferTicket'), value: confirmation.transferTicket },
        ]}
      />
      {/* What the transfer number is for, next to it (docs/content-guide.md). */}
      <Text>{t('confirmation.transferTicketHint')}</Text>
      {/* A download link and the next year's access code are no use on paper: printed, the page is the confirmation alone. */}
      <div className={screenOnly}>
        <Stack space="small">
          <Text>{t('confirmation.downloadText')}</Text>
          {/*
            The page's main action, drawn as the primary button, its format in its name. The page count
            is not: the PDF is made on download and its length follows the answers (one to several pages).
            Full width on a phone like the buttons below. On Android the PDF opens in a new tab
            (docs/product-spec.md §2); elsewhere it is saved and the page stays.
          */}
          <ButtonGroup>
            <Link
              href={pdfUrl}
              button="primary"
              external={android}
              download={android ? undefined : fileName}
              onClick={() => setConfirmation((c) => (c ? { ...c, downloaded: true } : c))}
            >
              {t('confirmation.download')}
            </Link>
          </ButtonGroup>
          {downloaded ? <Text tone="success">{t('confirmation.downloaded')}</Text> : null}
        </Stack>
      </div>
      <div className={screenOnly}>
        <InfoBox tone="info" title={t('confirmation.newCodeTitle')}>
          {t('confirmation.newCodeText')}
        </InfoBox>
      </div>
      <NeedsScript step="confirmation" />
      <ButtonGroup>
        <Button variant="secondary" busy={busy} busyLabel={t('confirmation.busy')} onClick={askNewCode}>
          {t('confirmation.newCode')}
        </Button>
        <Button variant="secondary" onClick={leave}>
          {t('confirmation.toStart')}
        </Button>
      </ButtonGroup>
      <Dialog
        open={dialog === 'leave'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('confirmation.leave.title')}
        description={t('confirmation.leave.text')}
        variant="confirm"
        initialFocus="safeAction"
        actions={
          <>
            <Button variant="warning" onClick={() => void finish()}>
              {t('confirmation.leave.continue')}
            </Button>
            <Button variant="secondary" data-safe-action onClick={() => setDialog(null)}>
              {t('confirmation.leave.cancel')}
            </Button>
          </>
        }
      />
      <Dialog
        open={dialog === 'newCode'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={t('confirmation.newCodeDialog.title')}
        description={downloaded ? t('confirmation.newCodeDialog.textDownloaded') : t('confirmation.newCodeDialog.text')}
        variant="confirm"
        initialFocus="safeAction"
        actions={
          <>
            <Button variant="primary" onClick={() => void orderCode()}>
              {t('confirmation.newCodeDialog.continue')}
            </Button>
            <Button variant="secondary" data-safe-action onClick={() => setDialog(null)}>
              {t('confirmation.newCodeDialog.cancel')}
            </Button>
          </>
        }
      />
    </Stack>
  );
}
