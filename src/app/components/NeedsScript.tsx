import { useTranslation } from 'react-i18next';
import { List, ScriptNotice, Text } from '@einfach/design-system';

/** The steps that need the browser's script, each with its title and reason (docs/decisions.md, "Performance"). */
const STEPS = {
  login: 'login.needsScript',
  summary: 'wizard:summary.needsScript',
  confirmation: 'wizard:confirmation.needsScript',
} as const;

/**
 * On a page the server rendered: says that this step needs JavaScript, why, and what to do, when the
 * app has not taken the page over 2 s after it came, or at once without JavaScript (design-system
 * ScriptNotice). Renders nothing in a page the app draws itself.
 */
export function NeedsScript({ step }: { step: keyof typeof STEPS }) {
  const { t } = useTranslation('app');
  return (
    <ScriptNotice title={t(`${STEPS[step]}.title`)}>
      <Text>{t(`${STEPS[step]}.reason`)}</Text>
      <Text>{t('needsScript.whatToDo')}</Text>
      <List items={[t('needsScript.wait'), t('needsScript.reload'), t('needsScript.switchOn')]} />
    </ScriptNotice>
  );
}
