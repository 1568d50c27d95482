// Texts the app shows in place of a server message must say exactly what the server says: the year
// screen tells a spent access code before the wizard (issue 34) with the words the summary's 409
// `accessCodeUsed` answer brings (docs/decisions.md, "A spent access code is told on the year screen").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { message, type Locale, type MessageKey } from '../src/server/messages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appTexts = (locale: Locale) => JSON.parse(readFileSync(path.join(root, `src/app/i18n/${locale}/app.json`), 'utf8')) as Record<string, Record<string, string>>;

/** app key → the server message it copies. */
const copies: [string, MessageKey][] = [['error.accessCodeUsed', 'accessCodeUsed']];

describe('app texts that copy a server message', () => {
  for (const locale of ['de', 'en'] as Locale[]) {
    it.each(copies)(`${locale}: app:%s is the server's %s`, (key, serverKey) => {
      const [group, name] = key.split('.');
      expect(appTexts(locale)[group][name]).toBe(message(locale, serverKey));
    });
  }
});
