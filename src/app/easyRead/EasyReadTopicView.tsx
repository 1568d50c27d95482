import { useLayoutEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, focusElement, Text } from '@einfach/design-system';
import { easyReadTopics } from './content';
import { Sections } from './Sections';
import type { EasyReadTopicId } from './topics';
import { localeAtom } from '../state/locale';
import * as styles from './EasyRead.css';

/**
 * A Leichte Sprache topic inside the help dialog of a wizard screen: the person reads it where they
 * are, and the tax return behind the dialog stays exactly as it was (no new tab, no second window
 * without the login). Its title takes focus; "Back to the help" returns to the help text.
 */
export function EasyReadTopicView({ topic, onBack }: { topic: EasyReadTopicId; onBack(): void }) {
  const { t } = useTranslation('easyRead');
  const english = useAtomValue(localeAtom) !== 'de';
  const document = easyReadTopics.find((candidate) => candidate.id === topic);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    focusElement(headingRef.current);
  }, [topic]);
  if (!document) return null;
  return (
    <div className={styles.inDialog}>
      <h3 ref={headingRef} lang="de" className={styles.dialogTitle}>
        {document.title}
      </h3>
      {english ? <Text>{t('easyRead:englishIntro')}</Text> : null}
      <div lang="de" className={styles.document}>
        <Sections document={document} level={4} />
      </div>
      <div>
        <Button variant="secondary" onClick={onBack}>
          {t('easyRead:backToHelp')}
        </Button>
      </div>
    </div>
  );
}
