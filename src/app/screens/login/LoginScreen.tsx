import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BusyIndicator, Button, ButtonGroup, ErrorSummary, HelpLink, InfoBox, MaskedInput, PageHeading, Stack, Text } from '@einfach/design-system';
// Direct modules, not the validators barrel: that one also brings the tax-office table.
import { normalizeAccessCode, validateAccessCode } from '../../../domain/validators/accessCode';
import { normalizeIdNr, validateIdNr } from '../../../domain/validators/idNr';
import { normalizeIdentifier } from '../../../domain/validators/normalize';
import { formatClockTimeUntil } from '../../../domain/dates';
import { ApiError } from '../../api/client';
import { propertiesAtom } from '../../state/properties';
import { authenticatedAtom, sessionStatusAtom } from '../../state/session';
import { loadingAtom, setLoadingAtom } from '../../state/loading';
import { showErrorAtom } from '../../state/errors';
import { testMarkerListAtom } from '../../state/testMarker';
import { paths } from '../../routing/paths';
import { usePage } from '../../routing/usePage';
import { TestMarkerSelect } from '../../components/TestMarkerSelect';
import { NeedsScript } from '../../components/NeedsScript';
import { useValidatedForm, type AppText, type FieldErrors } from '../../components/useValidatedForm';
import { isLoginRefusal, performLogin, type LoginStep } from './performLogin';
import { useOpenHelp } from '../../help/openHelp';

const fields = ['idNr', 'accessCode', 'testMarker'] as const;
type Field = (typeof fields)[number];
const authenticationMarkers = testMarkerListAtom('authentication');

export interface LoginValues {
  idNr: string;
  accessCode: string;
  testMarker: string;
}

export function validateLogin(values: LoginValues, testMode: boolean): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const idNr = validateIdNr(values.idNr.trim(), { testMode });
  if (idNr) errors.idNr = idNr;
  const accessCode = validateAccessCode(normalizeAccessCode(values.accessCode));
  if (accessCode) errors.accessCode = accessCode;
  return errors;
}

/**
 * What a refused login says at the tax ID (the access code's field asks to check it too): a wrong tax
 * ID or access code with the attempts left, or the lock with its end in Berlin time (docs/decisions.md,
 * "Attempts left").
 */
export function loginRefusalTexts(error: ApiError): AppText[] {
  if (error.status === 423) {
    const until = error.body?.lockedUntil;
    return [until ? { key: 'login.errors.lockedUntil', params: { time: formatClockTimeUntil(until) } } : { key: 'login.errors.locked' }];
  }
  return [{ key: 'login.errors.wrongCode' }, { key: 'login.errors.attemptsLeft', params: { count: error.body?.attemptsLeft ?? 0 } }];
}

export function LoginScreen({ initialValues, initialStep }: { initialValues?: Partial<LoginValues>; initialStep?: LoginStep }) {
  const { t } = useTranslation('app');
  const store = useStore();
  const [, navigate] = useLocation();
  const { testMode } = useAtomValue(propertiesAtom);
  const markers = useAtomValue(authenticationMarkers);
  const authenticated = useAtomValue(authenticatedAtom);
  const signedInElsewhere = useAtomValue(sessionStatusAtom) === 'elsewhere';
  const busy = !!useAtomValue(loadingAtom).login;
  const setLoading = useSetAtom(setLoadingAtom);
  const showError = useSetAtom(showErrorAtom);
  const [step, setStep] = useState<LoginStep>(initialStep ?? 'prepare');
  const loggingIn = useRef(false);
  const openHelp = useOpenHelp();

  const logIn = async (values: LoginValues) => {
    loggingIn.current = true;
    setLoading(['login', true]);
    try {
      const target = await performLogin(
        store,
        { idNr: normalizeIdNr(values.idNr), accessCode: normalizeAccessCode(values.accessCode), testMarker: testMode ? values.testMarker : undefined },
        setStep,
      );
      navigate(target);
    } catch (error) {
      // A wrong tax ID or access code, or the lock, is said at the fields; other API failures are already
      // in the login-failed box; a failure in the browser's crypto is not.
      if (error instanceof ApiError && isLoginRefusal(error)) showFormError({ fields: ['idNr', 'accessCode'], texts: loginRefusalTexts(error), otherTexts: [{ key: 'login.errors.checkCodeToo' }] });
      else if (!(error instanceof ApiError)) showError({ category: 'login-failed', messageKey: 'login.errors.crypto' });
      loggingIn.current = false;
    } finally {
      setLoading(['login', false]);
    }
  };

  const { values, set, error, summary, onSubmit, showFormError } = useValidatedForm({
    fields,
    initialValues: { idNr: '', accessCode: '', testMarker: markers.defaultValue, ...initialValues },
    validate: (current) => validateLogin(current, testMode),
    labelKey: (field) => `login.${field}.label`,
    errorMessages: { idNr: { 'validation.required': 'login.idNr.errors.required' }, accessCode: { 'validation.required': 'login.accessCode.errors.required' } },
    busy,
    onValid: logIn,
  });
  const headingRef = usePage('login.title', { errorCount: summary.length });

  // Already signed in on arrival: straight to the declaration year (docs/product-spec.md §2).
  useEffect(() => {
    if (authenticated && !loggingIn.current) navigate(paths.year, { replace: true });
  }, [authenticated, navigate]);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="large">
        {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- ErrorSummary's own prop: it takes focus only after a submit with 2+ errors (docs/accessibility-contract.md, Forms). */}
        <ErrorSummary errors={summary} autoFocus />
        <PageHeading ref={headingRef}>{t('login.heading')}</PageHeading>
        <Text>{t('login.lead')}</Text>
        <NeedsScript step="login" />
        {signedInElsewhere ? (
          <InfoBox tone="info" title={t('elsewhere.loginNoticeTitle')}>
            <Text>{t('elsewhere.loginNotice')}</Text>
          </InfoBox>
        ) : null}
        <MaskedInput
          id="idNr"
          // Grouped as printed on the letter (XX XXX XXX XXX); the value stays the 11 digits.
          mask="personalId"
          label={t('login.idNr.label')}
          hint={t('login.idNr.hint')}
          error={error('idNr')}
          value={values.idNr}
          onChange={(unmasked) => set('idNr')(unmasked)}
          normalize={normalizeIdentifier}
          // The sign-in name and its secret, as password managers know them (WCAG 3.3.8: nothing to copy by hand).
          autoComplete="username"
          required
        />
        <HelpLink topic="login" element="accessCode" onOpen={openHelp}>
          {t('login.accessCode.help')}
        </HelpLink>
        <MaskedInput
          id="accessCode"
          mask="accessCode"
          label={t('login.accessCode.label')}
          hint={t('login.accessCode.hint')}
          error={error('accessCode')}
          value={values.accessCode}
          onChange={(_unmasked, masked) => set('accessCode')(masked)}
          normalize={normalizeIdentifier}
          autoComplete="current-password"
          required
        />
        {testMode ? (
          <TestMarkerSelect
            id="testMarker"
            purpose="authentication"
            label={t('login.testMarker.label')}
            hint={t('login.testMarker.hint')}
            value={values.testMarker}
            onChange={set('testMarker')}
          />
        ) : null}
        <BusyIndicator active={busy} label={t(`login.progress.${step}`)} />
        <ButtonGroup>
          <Button type="submit" variant="primary" busy={busy} busyLabel={t('loading.login')}>
            {t('login.submit')}
          </Button>
          <Button variant="secondary" onClick={() => navigate(paths.start)}>
            {t('login.back')}
          </Button>
        </ButtonGroup>
      </Stack>
    </form>
  );
}
