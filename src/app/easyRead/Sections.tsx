import type { EasyReadDocument } from './content';
import { EasyReadLine } from './EasyReadText';
import { Pictogram } from './Pictogram';
import * as styles from './EasyRead.css';

/**
 * A Leichte Sprache document's sections: picture on the left of the heading (on wide screens of the
 * whole section), one sentence per line. `level`: the sections' heading level (2 on a page, 4 inside
 * the help dialog, under the topic's h3).
 */
export function Sections({ document, level = 2 }: { document: EasyReadDocument; level?: 2 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <>
      {document.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          {section.picture ? <Pictogram name={section.picture.name} alt={section.picture.alt} /> : null}
          <Heading className={styles.heading}>{section.heading}</Heading>
          <div className={styles.lines}>
            {section.lines.map((line) => (
              <EasyReadLine key={line} text={line} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
