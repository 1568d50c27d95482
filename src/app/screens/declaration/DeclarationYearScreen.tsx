import { useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BusyIndicator, Button, ButtonGroup, HelpLink, PageHeading, RadioGroup, Stack, Text } from '@einfach/design-system';
import { TestMarkerSelect } from '../../components/TestMarkerSelect';
import { useOpenHelp } from '../../help/openHelp';
import { paths } from '../../routing/paths';
import { usePage } from '../../routing/usePage';
import { propertiesAtom } from '../../state/properties';
import { testMarkerListAtom } from '../../state/testMarker';
import { declarationYearAtom, declarationYearDataAtom } from '../../state/declaration';
import { loadDeclarationYearData } from './loadDeclarationYearData';
import { clearWizardAtom } from '../../state/wizard';
import { useHeadingFocus } from './useHeadingFocus';

const YEAR_FIELD = 'declaration-year';
const formSubmitMarkers = testMarkerListAtom('formSubmit');

/** tax/year: choose the year (form model) of the declaration. */
export default function DeclarationYearScreen() {
  const { t } = useTranslation('wizard');
  usePage('wizard:year.title');
  const data = useAtomValue(declarationYearDataAtom);
  const store = useStore();
  const [declarationYear, setDeclarationYear] = useAtom(declarationYearAtom);
  const clearWizard = useSetAtom(clearWizardAtom);
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

  const models = data?.models ?? [];
  // The active model, else the last (newest) year is preselected (docs/product-spec.md §2).
  const preselected = models.some((m) => m.formModelName === declarationYear.activeFormModel)
    ? (declarationYear.activeFormModel as string)
    : (models.at(-1)?.formModelName ?? '');
  const value = chosen || preselected;

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

  const next = () => {
    if (!value) return;
    // Another year's answers do not belong to this one (docs/product-spec.md §2).
    if (declarationYear.activeFormModel !== value) clearWizard();
    setDeclarationYear((s) => ({ ...s, activeFormModel: value }));
    navigate(paths.yearInfo);
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
      <ButtonGroup>
        <Button variant="primary" disabled={!value} onClick={next}>
          {t('common.next')}
        </Button>
        <Button variant="secondary" onClick={() => navigate(paths.start)}>
          {t('common.toStart')}
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
