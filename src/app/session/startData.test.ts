import { afterEach, describe, expect, it } from 'vitest';
import { defaultProperties } from '../state/properties';
import { readStartData, START_DATA_ID, writePreferenceCookies } from './startData';

function withData(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = START_DATA_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(START_DATA_ID)?.remove();
  for (const name of ['ee_lang', 'ee_contrast']) document.cookie = `${name}=; Path=/erklaerung; Max-Age=0`;
});

describe('readStartData', () => {
  it('reads what the server rendered the start page from', () => {
    const data = { locale: 'en', dark: true, properties: { ...defaultProperties, testMode: true }, route: '/tax' };
    withData(JSON.stringify(data));
    expect(readStartData()).toEqual(data);
    // Without a route (a server before other pages were rendered): the start page.
    document.getElementById(START_DATA_ID)!.textContent = JSON.stringify({ ...data, route: undefined });
    expect(readStartData()?.route).toBe('/');
  });

  it('is null without a data block, with broken JSON or with data of the wrong shape', () => {
    expect(readStartData()).toBeNull();
    withData('{"locale":');
    expect(readStartData()).toBeNull();
    document.getElementById(START_DATA_ID)!.textContent = JSON.stringify({ locale: 'fr', dark: false, properties: defaultProperties });
    expect(readStartData()).toBeNull();
    document.getElementById(START_DATA_ID)!.textContent = JSON.stringify({ locale: 'de', dark: false, properties: { ...defaultProperties, testMode: 'yes' } });
    expect(readStartData()).toBeNull();
    document.getElementById(START_DATA_ID)!.textContent = JSON.stringify({ locale: 'de', dark: false, properties: defaultProperties, route: 7 });
    expect(readStartData()).toBeNull();
  });
});

describe('writePreferenceCookies', () => {
  it('names language and contrast for the server', () => {
    window.history.replaceState(null, '', '/erklaerung/ui/');
    writePreferenceCookies('en', true);
    expect(document.cookie).toContain('ee_lang=en');
    expect(document.cookie).toContain('ee_contrast=1');
    writePreferenceCookies('de', false);
    expect(document.cookie).toContain('ee_lang=de');
    expect(document.cookie).toContain('ee_contrast=0');
  });
});
