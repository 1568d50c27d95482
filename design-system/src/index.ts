// Layout and text
export * from './components/Box';
export * from './components/Stack';
export * from './components/Inline';
export * from './components/Text';
export * from './components/Heading';
export * from './components/PageHeading';
export * from './components/VisuallyHidden';
export * from './components/List';

// Navigation and chrome
export * from './components/Link';
export * from './components/SkipLink';
export { focusElement } from './focus';
export * from './components/Header';
export * from './components/Footer';
export * from './components/PageLayout';
export * from './components/Banner';
export * from './components/Timeline';
export * from './components/StepIndicator';

// Actions
export * from './components/Button';
export * from './components/ButtonGroup';
export * from './components/HelpLink';

// Feedback
export * from './components/ErrorBox';
export * from './components/ErrorSummary';
export * from './components/InfoBox';
export * from './components/BusyIndicator';
export * from './components/ScriptNotice';
export * from './components/LiveRegion';
export * from './components/Dialog';
export * from './components/SummaryList';
export * from './components/Table';
export * from './components/Disclosure';

// Form controls
// Field is a private building block of the controls (components/private/Field); its contract is public,
// so the app's own field components take the same props.
export type { FieldBaseProps, FieldGroupBaseProps } from './components/private/Field';
export * from './components/TextInput';
export * from './components/MaskedInput';
export * from './components/DateInput';
export * from './components/MoneyInput';
export * from './components/RadioGroup';
export * from './components/Checkbox';
// CheckboxGroup is exported from the Checkbox folder.
export * from './components/Select';
export * from './components/Combobox';

// Hooks
export { useMediaQuery } from './hooks/useMediaQuery';

// i18n, styles and test helpers
export { dsResources, dsNamespace, useDsTranslation, type DsLocale } from './i18n';
export { focusRing } from './styles/focus.css';
export { focusHalo, focusRingDrawn, focusRingOn } from './styles/focusRing';
export { isolatedA11y } from './test/storyParameters';
export { withTextSpacing, TEXT_SPACING_CSS } from './test/textSpacing';
