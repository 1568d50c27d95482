import { useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BusyIndicator, Button, ButtonGroup, Heading, HelpLink, InfoBox, PageHeading, RadioGroup, Stack, Text } from '@einfach/design-system';
import { berlinWallClock } from '../../../domain/dates';
import type { DeclarationYearStatus } from '../../../domain/api/schemas';
import { TestMarkerSelect } from '../../components/TestMarkerSelect';
import { useOpenHelp } from '../../help/openHelp';
import { paths, wizardScreenPath } from '../../routing/paths';
import { usePage } from '../../routing/usePage';
import { propertiesAtom } from '../../state/properties';
import { testMarkerListAtom } from '../../state/testMarker';
import { declarationYearAtom, declarationYearDataAtom } from '../../state/declaration';
import { loadDeclarationYearData, refreshDeclarationStatus } from './loadDeclarationYearData';
import { showErrorAtom } from '../../state/errors';
import { clearWizardAtom, resumeWizardInstanceAtom } from '../../state/wizard';
import { useHeadingFocus } from './useHeadingFocus';

const YEAR_FIELD = 'declaration-year';
const formSubmitMarkers = testMarkerListAtom('formSubmit');

const pad = (n: number) => String(n).padStart(2, '0');

/** When a draft was saved, German time, the month as a word: { date: "2. März 2026", time: "14:35" } (docs/content-guide.md). */
export function savedAtTexts(savedAt: string, language: string): { date: string; time: string } {
  const c = berlinWallClock(new Date(savedAt));
  const en = language === 'en';
  const month = new Intl.DateTimeFormat(en ? 'en-GB' : 'de-DE', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, c.month - 1, 1));
  return { date: en ? `${c.day} ${month} ${c.year}` : `${c.day}. ${month} ${c.year}`, time: `${pad(c.hour)}:${pad(c.minute)}` };
}

/** The draft of a year the wizard can go on with: saved with its screen, and the code not spent for that year. */
function resumable(status: DeclarationYearStatus | undefined) {
  if (!status || status.codeSpent || !status.draft?.screen) return null;
  return { ...status.draft, screen: status.draft.screen };
}

/**
 * tax/year: choose the year (form model) of the declaration. It knows per year whether this login's
 * access code already sent it (Next then shows the spent-code box here, before any wizard screen) and
 * whether a draft is saved (then it offers to go on at the screen where the draft stopped).
 */
export default function DeclarationYearScreen() {
  const { t, i18n } = useTranslation('wizard');
  usePage('wizard:year.title');
  const data = useAtomValue(declarationYearDataAtom);
  const store = useStore();
  const [declarationYear, setDeclarationYear] = useAtom(declarationYearAtom);
  const clearWizard = useSetAtom(clearWizardAtom);
  const resumeWizard = useSetAtom(resumeWizardInstanceAtom);
  const showError = useSetAtom(showErrorAtom);
  const { testMode } = useAtomValue(propertiesAtom);
  const markers = useAtomValue(formSubmitMarkers);
  const openHelp = useOpenHelp();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<string>('');
  const defaultApplied = useRef(false);

  useEffect(() => {
    // Login loads the data before it navigates; a reload or a direct visit loads it here.
    if (data) return;
    let active = true;
    loadDeclarationYearData(store, { category: 'declaration-year-failed' }).catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [data, store]);

  useEffect(() => {
    // Data loaded earlier (by the login, or before the wizard): the status may have changed since
    // (a draft saved, a declaration sent), so it is asked for again once per visit.
    if (store.get(declarationYearDataAtom)) void refreshDeclarationStatus(store);
  }, [store]);

  const models = data?.models ?? [];
  // The active model, else the last (newest) year is preselected (docs/product-spec.md §2).
  const preselected = models.some((m) => m.formModelName === declarationYear.activeFormModel)
    ? (declarationYear.activeFormModel as string)
    : (models.at(-1)?.formModelName ?? '');
  const value = chosen || preselected;
  const status = data?.status?.find((y) => y.formModelName === value);
  const draft = resumable(status);

  useEffect(() => {
    // Outside test mode a stored marker is dropped (docs/product-spec.md §6); a fresh session starts with the default.
    if (!testMode && declarationYear.testMarker) setDeclarationYear((s) => ({ ...s, testMarker: '' }));
    else if (testMode && !defaultApplied.current && !declarationYear.activeFormModel && !declarationYear.testMarker && markers.defaultValue) {
      setDeclarationYear((s) => ({ ...s, testMarker: markers.defaultValue }));
    }
    defaultApplied.current = true;
  }, [testMode, declarationYear.testMarker, declarationYear.activeFormModel, markers.defaultValue, setDeclarationYear]);

  useHeadingFocus(`${YEAR_FIELD}-heading`, !!data);
  useHeadingFocus(`${YEAR_FIELD}-heading`, !data);

  /** The chosen year becomes the active one; another year's answers do not belong to it (docs/product-spec.md §2). */
  const chooseYear = () => {
    if (declarationYear.activeFormModel !== value) clearWizard();
    setDeclarationYear((s) => ({ ...s, activeFormModel: value }));
  };

  const next = () => {
    if (!value) return;
    if (status?.codeSpent) {
      // Told here, before the work starts, with the box and the way on the summary would show.
      showError({ category: 'declaration-year-failed', messageKey: 'error.accessCodeUsed', action: 'orderNewAccessCode' });
      return;
    }
    chooseYear();
    navigate(paths.yearInfo);
  };

  // Straight to the screen where the draft stopped: the year info was answered when it began.
  const resume = () => {
    if (!draft) return;
    chooseYear();
    resumeWizard({ formModelName: value, current: draft.screen, visited: draft.visited });
    navigate(wizardScreenPath(draft.screen));
  };

  if (!data) {
    return (
      <Stack space="large">
        <PageHeading id={`${YEAR_FIELD}-heading`}>{t('year.title')}</PageHeading>
        {failed ? <Text>{t('year.loadFailed')}</Text> : <BusyIndicator active label={t('year.loading')} />}
      </Stack>
    );
  }

  return (
    <Stack space="large">
      <RadioGroup
        id={YEAR_FIELD}
        legend={t('year.title')}
        legendAsPageHeading
        hint={t('year.hint')}
        options={models.map((m) => ({ value: m.formModelName, label: t('year.option', { year: m.name }) }))}
        value={value}
        onChange={setChosen}
      />
      <HelpLink topic="declarationYear" element="choice" onOpen={openHelp}>
        {t('year.help')}
      </HelpLink>
      {testMode && markers.entries.length > 0 ? (
        <TestMarkerSelect
          id="declaration-year-test-marker"
          purpose="formSubmit"
          label={t('year.testMarker')}
          hint={t('year.testMarkerHint')}
          value={declarationYear.testMarker}
          onChange={(marker) => setDeclarationYear((s) => ({ ...s, testMarker: marker }))}
        />
      ) : null}
      {draft ? (
        <section aria-labelledby="declaration-year-resume-title">
          <InfoBox tone="info">
            <Stack space="small">
              <Heading level={2} id="declaration-year-resume-title">
                {t('year.resume.title')}
              </Heading>
              <Text>
                {t('year.resume.saved', { taxYear: models.find((m) => m.formModelName === value)?.name ?? '', ...savedAtTexts(draft.savedAt, i18n.language) })}
              </Text>
              <Text>{t('year.resume.text')}</Text>
              <ButtonGroup>
                <Button variant="primary" onClick={resume}>
                  {t('year.resume.button')}
                </Button>
              </ButtonGroup>
              <Text>{t('year.resume.fromStart')}</Text>
            </Stack>
          </InfoBox>
        </section>
      ) : null}
      <ButtonGroup>
        <Button variant={draft ? 'secondary' : 'primary'} disabled={!value} onClick={next}>
          {t('common.next')}
        </Button>
        <Button variant="secondary" onClick={() => navigate(paths.start)}>
          {t('common.toStart')}
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
