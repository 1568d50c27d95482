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
  it('takes capitalised German nouns that are English words too (Dialog, Link) as German', () => {
    expect(transcriptProblems(transcript('de', 'öffnet Dialog', 'Link zum Steuerportal'))).toEqual([]);
  });
});
