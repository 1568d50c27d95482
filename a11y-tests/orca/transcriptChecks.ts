// What no transcript may contain, whatever the journey: words glued together by hidden text, English
// words Orca or the app speak on a German page, and a control announced without its name.
import type { Transcript } from './screenReader';

/** A letter straight before "(" or "–", ")" straight before a letter, or a lower-case letter run into a capitalised word. */
const GLUED = [/\p{L}[(–]/u, /\)\p{L}/u, /\p{Ll}\p{Lu}\p{Ll}{2,}/u];

/**
 * Words a German transcript must not contain: Orca's English role and state words and common English
 * app words, in lower case (German nouns such as "Dialog" or "Link" are capitalised).
 */
const ENGLISH_IN_GERMAN = /\b(button|link|heading|level|clickable|required|error|loading|page|dialog|entry|checked|selected|table|row|column|pressed|toggle|invalid|alert|status|please|continue|back|next|the|and|of)\b/;

/** Orca's role words said with nothing before them: a control without a name. */
const NAMELESS = { de: /^(Druckknopf|Verknüpfung|Eingabefeld|Auslöseknopf|Auswahlschalter|Kombinationsfeld)\b/, en: /^(push button|link|entry|toggle button|radio button|combo box)\b/ };

/**
 * The browser's own question before a page with answers is reloaded or left (Chromium's dialog, worded
 * in the browser's language): not the app's, and Orca reads its button with or without its name from
 * run to run. Its lines are not the app's to answer for, up to the page's own title.
 */
const BROWSER_LEAVE_DIALOG = /^(Reload site\?|Leave site\?|Website neu laden\?|Website verlassen\?)/;
const PAGE_TITLE = /– Einfach Erklären/;

export function transcriptProblems(transcript: Transcript): string[] {
  const problems: string[] = [];
  for (const step of transcript.steps) {
    let browserDialog = false;
    for (const line of step.heard) {
      if (BROWSER_LEAVE_DIALOG.test(line.trim())) browserDialog = true;
      else if (PAGE_TITLE.test(line)) browserDialog = false;
      if (browserDialog) continue;
      const where = `[${step.screen}] ${step.action}: "${line}"`;
      for (const pattern of GLUED) if (pattern.test(line)) problems.push(`glued words (${pattern}) in ${where}`);
      if (transcript.locale === 'de') {
        const english = line.match(ENGLISH_IN_GERMAN);
        if (english) problems.push(`English "${english[0]}" in German ${where}`);
      }
      if (NAMELESS[transcript.locale].test(line.trim())) problems.push(`a control without a name in ${where}`);
    }
  }
  return problems;
}
