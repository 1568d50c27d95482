import { describe, expect, it } from 'vitest';
import { transcriptProblems } from './transcriptChecks';
import type { Transcript } from './screenReader';

const transcript = (locale: 'de' | 'en', ...lines: string[]): Transcript => ({ locale, journey: 'test', steps: [{ screen: 'start', action: 'Tab', heard: lines }] });

describe('transcriptProblems', () => {
  it('finds words glued by hidden text, as Orca read the header before the fix', () => {
    expect(transcriptProblems(transcript('de', 'Hilfe(öffnet in neuem Tab) Verknüpfung.'))).toHaveLength(1);
    expect(transcriptProblems(transcript('de', 'Einfach Erklären– Startseite Verknüpfung.'))).toHaveLength(1);
    expect(transcriptProblems(transcript('de', 'PflichtfeldFehler: Geben Sie Ihr Geburtsdatum ein.'))).toHaveLength(1);
  });

  it('accepts the same lines with their spaces, and abbreviations such as IdNr', () => {
    expect(transcriptProblems(transcript('de', 'Hilfe  (öffnet in neuem Tab)  Verknüpfung.', 'Einfach Erklären  – Startseite  Verknüpfung.', 'IdNr und IBAN'))).toEqual([]);
  });

  it('finds English role words or texts in a German transcript, not in an English one', () => {
    expect(transcriptProblems(transcript('de', 'Weiter push button.'))).toHaveLength(1);
    expect(transcriptProblems(transcript('de', 'Überschrift Ebene 1 clickable'))).toHaveLength(1);
    expect(transcriptProblems(transcript('de', 'English Druckknopf.'))).toEqual([]);
    expect(transcriptProblems(transcript('en', 'Next push button.'))).toEqual([]);
  });

  it('finds a control announced by its role alone', () => {
    expect(transcriptProblems(transcript('de', 'Druckknopf.'))).toHaveLength(1);
    expect(transcriptProblems(transcript('en', 'push button.'))).toHaveLength(1);
  });
});

describe('transcriptProblems and German nouns', () => {
  it('leaves the browser\'s own reload question to the browser, and checks the page read after it', () => {
    // As Orca read an F5 on a wizard screen with answers (2026-11-27): Chromium's dialog, its button without a name.
    const reload = ['Reload site? dialog Changes you made may not be saved.', 'push button.', 'Done – Einfach Erklären document web.', 'Finished loading Done – Einfach Erklären.'];
    expect(transcriptProblems(transcript('en', ...reload))).toEqual([]);
    expect(transcriptProblems(transcript('en', ...reload, 'push button.'))).toHaveLength(1);
    expect(transcriptProblems(transcript('en', 'push button.', 'Done – Einfach Erklären document web.'))).toHaveLength(1);
  });

  it('takes capitalised German nouns that are English words too (Dialog, Link) as German', () => {
    expect(transcriptProblems(transcript('de', 'öffnet Dialog', 'Link zum Steuerportal'))).toEqual([]);
  });
});
