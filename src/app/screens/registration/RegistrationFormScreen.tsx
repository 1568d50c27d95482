import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BusyIndicator, Button, ButtonGroup, DateInput, ErrorSummary, HelpLink, MaskedInput, PageHeading, Stack, Text, TextInput } from '@einfach/design-system';
// Direct modules, not the validators barrel: that one also brings the tax-office table.
import { birthDateMessageParts, birthDateToIso, validateBirthDate } from '../../../domain/validators/birthDate';
import { EMAIL_MAX_LENGTH, validateEmail } from '../../../domain/validators/email';
import { normalizeIdNr, validateIdNr } from '../../../domain/validators/idNr';
import { normalizeIdentifier } from '../../../domain/validators/normalize';
import { api } from '../../api/client';
import { propertiesAtom } from '../../state/properties';
import { registrationMessageAtom } from '../../state/session';
import { loadingAtom, setLoadingAtom } from '../../state/loading';
import { testMarkerListAtom } from '../../state/testMarker';
import { paths } from '../../routing/paths';
import { usePage } from '../../routing/usePage';
import { useBack } from '../../routing/useBack';
import { TestMarkerSelect } from '../../components/TestMarkerSelect';
import { useValidatedForm, type FieldErrors } from '../../components/useValidatedForm';
import { useOpenHelp } from '../../help/openHelp';

const fields = ['idNr', 'birthDate', 'email', 'testMarker'] as const;
type Field = (typeof fields)[number];
const registrationMarkers = testMarkerListAtom('registration');

export interface RegistrationValues {
  idNr: string;
  birthDate: string;
  email: string;
  testMarker: string;
}

/** docs/product-spec.md §5 on trimmed values; returns validation keys per field. */
export function validateRegistration(values: RegistrationValues, testMode: boolean, today: Date): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const idNr = validateIdNr(values.idNr.trim(), { testMode });
  if (idNr) errors.idNr = idNr;
  const birthDate = validateBirthDate(values.birthDate.trim(), today);
  if (birthDate) errors.birthDate = birthDate;
  if (testMode) {
    const email = validateEmail(values.email.trim());
    if (email) errors.email = email;
  }
  return errors;
}

/** The date a "does not exist" message names, the month as a word: "31", "Februar", "1950". */
export function impossibleDateParams(value: string, language: string): Record<string, unknown> | undefined {
  const parts = birthDateMessageParts(value);
  if (!parts) return undefined;
  const month = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, parts.month - 1, 1));
  return { day: parts.day, month, year: parts.year };
}

export function RegistrationFormScreen({ initialValues }: { initialValues?: Partial<RegistrationValues> }) {
  const { t, i18n } = useTranslation('app');
  const [, navigate] = useLocation();
  const back = useBack(paths.registration);
  const { testMode } = useAtomValue(propertiesAtom);
  const markers = useAtomValue(registrationMarkers);
  const busy = !!useAtomValue(loadingAtom).registration;
  const setLoading = useSetAtom(setLoadingAtom);
  const setRegistrationMessage = useSetAtom(registrationMessageAtom);
  const openHelp = useOpenHelp();

  const register = async (values: RegistrationValues) => {
    setLoading(['registration', true]);
    try {
      const { message: serverMessage } = await api.register(
        {
          id: normalizeIdNr(values.idNr),
          birthDate: birthDateToIso(values.birthDate.trim()) ?? '',
          ...(testMode ? { email: values.email.trim(), testMarker: values.testMarker } : {}),
        },
        { category: 'registration-failed' },
      );
      setRegistrationMessage(serverMessage);
      navigate(paths.registrationSuccess);
    } catch {
      // The error box of category registration-failed says what went wrong.
    } finally {
      setLoading(['registration', false]);
    }
  };

  const { values, set, error, summary, onSubmit } = useValidatedForm({
    fields,
    initialValues: { idNr: '', birthDate: '', email: '', testMarker: markers.defaultValue, ...initialValues },
    validate: (current) => validateRegistration(current, testMode, new Date()),
    labelKey: (field) => `registration.form.${field}.label`,
    errorMessages: {
      idNr: { 'validation.required': 'registration.form.idNr.errors.required' },
      birthDate: { 'validation.required': 'registration.form.birthDate.errors.required' },
      email: { 'validation.required': 'registration.form.email.errors.required' },
    },
    messageOptions: { max: EMAIL_MAX_LENGTH },
    messageParams: (field, key, checked) =>
      field === 'birthDate' && key === 'validation.birthDate.impossible' ? impossibleDateParams(checked.birthDate, i18n.language) : undefined,
    busy,
    onValid: register,
  });
  const headingRef = usePage('registration.form.title', { errorCount: summary.length });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="large">
        {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- ErrorSummary's own prop: it takes focus only after a submit with 2+ errors (docs/accessibility-contract.md, Forms). */}
        <ErrorSummary errors={summary} autoFocus />
        <PageHeading ref={headingRef}>{t('registration.form.heading')}</PageHeading>
        <Text>{t('registration.form.lead')}</Text>
        <HelpLink topic="registration" element="idNr" onOpen={openHelp}>
          {t('registration.form.idNr.help')}
        </HelpLink>
        <MaskedInput
          id="idNr"
          // Grouped as printed on the letter (XX XXX XXX XXX); the value stays the 11 digits.
          mask="personalId"
          label={t('registration.form.idNr.label')}
          hint={t('registration.form.idNr.hint')}
          error={error('idNr')}
          value={values.idNr}
          onChange={(unmasked) => set('idNr')(unmasked)}
          normalize={normalizeIdentifier}
          required
        />
        <DateInput
          id="birthDate"
          label={t('registration.form.birthDate.label')}
          hint={t('registration.form.birthDate.hint')}
          error={error('birthDate')}
          value={values.birthDate}
          onChange={set('birthDate')}
          autoComplete="bday"
          required
        />
        {testMode ? (
          <>
            <TextInput
              id="email"
              type="email"
              label={t('registration.form.email.label')}
              hint={t('registration.form.email.hint')}
              error={error('email')}
              value={values.email}
              onChange={set('email')}
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              required
            />
            <TestMarkerSelect
              id="testMarker"
              purpose="registration"
              label={t('registration.form.testMarker.label')}
              hint={t('registration.form.testMarker.hint')}
              value={values.testMarker}
              onChange={set('testMarker')}
            />
          </>
        ) : null}
        <BusyIndicator active={busy} label={t('registration.form.busy')} />
        <ButtonGroup>
          <Button type="submit" variant="primary" busy={busy} busyLabel={t('registration.form.busy')}>
            {t('registration.form.submit')}
          </Button>
          <Button variant="secondary" onClick={back}>
            {t('registration.form.back')}
          </Button>
        </ButtonGroup>
      </Stack>
    </form>
  );
}
