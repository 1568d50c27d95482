// The boot script: the start page waits for the first intent before it loads the app, and a click
// made before the app runs is carried out once it has taken over.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ count: 0, redraw: null as null | (() => void) }));
// Counted when the boot script takes `appReady` from the loaded app; `redraw` stands in for an app that
// draws the page anew instead of hydrating it.
vi.mock('./main', () => ({
  get appReady() {
    loaded.count++;
    loaded.redraw?.();
    return Promise.resolve();
  },
}));

const START = { locale: 'de', dark: false, properties: { locale: { language: 'de' } } };

function renderStartPage(data: unknown = START) {
  document.body.innerHTML = `
    <div id="root"><a href="#main">Zum Inhalt</a><main id="main"><h1>Start</h1>
      <button type="button" id="start">Jetzt starten</button>
      <a id="imprint" href="/erklaerung/ui/imprint">Impressum</a>
      <a id="portal" href="https://portal.example/" target="_blank">Portal</a></main>
      <form method="get" action="/erklaerung/ui/preferences"><input type="hidden" name="return" value="/erklaerung/ui/">
        <button type="submit" id="contrast" name="contrast" value="1" aria-pressed="false">Kontrastmodus</button></form></div>
    <script type="application/json" id="ee-start">${JSON.stringify(data)}</script>`;
}

async function boot() {
  vi.resetModules();
  loaded.count = 0;
  await import('./boot');
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Past the next frame (the test's DOM has no paint timing: the boot script waits for a frame instead). */
const afterFrame = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('boot', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  // A boot that loads after the first paint has a frame and a timer pending: let them run while this
  // test's document exists, not after the file's environment is gone (an uncaught error there).
  afterEach(async () => {
    await afterFrame();
    document.body.innerHTML = '';
  });

  it('loads the app at once on a page the server did not render', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await boot();
    await settle();
    expect(loaded.count).toBe(1);
  });

  it('waits on the rendered start page until a key is pressed', async () => {
    renderStartPage();
    await boot();
    await settle();
    expect(loaded.count).toBe(0);
    // Hovering text is no intent; a key is.
    document.querySelector('h1')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    await settle();
    expect(loaded.count).toBe(0);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await settle();
    expect(loaded.count).toBe(1);
  });

  it('loads right after the first paint when the stored language or theme is not the rendered one, or someone is logged in', async () => {
    for (const prepare of [() => localStorage.setItem('einfach.locale', '"en"'), () => localStorage.setItem('einfach.darkMode', 'true'), () => sessionStorage.setItem('einfach.loginUser', '{"id":"x"}')]) {
      localStorage.clear();
      sessionStorage.clear();
      prepare();
      renderStartPage();
      await boot();
      await afterFrame();
      expect(loaded.count).toBe(1);
    }
  });

  it('loads a rendered page\'s app after its first paint, with the screen\'s chunks the server named preloaded beside it', async () => {
    renderStartPage({ ...START, route: '/tax/wizard' });
    document.getElementById('ee-start')!.setAttribute('data-ee-preload', '/erklaerung/ui/assets/WizardScreen-1.js /erklaerung/ui/assets/Field-2.js');
    await boot();
    // Nothing is fetched before the page is on screen: it would share the line with the page's first paint.
    expect(loaded.count).toBe(0);
    expect(document.querySelectorAll('link[rel=modulepreload]')).toHaveLength(0);
    await afterFrame();
    expect(loaded.count).toBe(1);
    expect([...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => new URL(link.href).pathname)).toEqual([
      '/erklaerung/ui/assets/WizardScreen-1.js',
      '/erklaerung/ui/assets/Field-2.js',
    ]);
    document.head.innerHTML = '';
  });

  it('keeps a click on a button until the app runs, then replays it on the same element', async () => {
    renderStartPage();
    await boot();
    const button = document.getElementById('start')!;
    const clicks: boolean[] = [];
    // Stands in for the app's handler, which only exists once the app runs.
    button.addEventListener('click', () => clicks.push(true));
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(first);
    expect(clicks).toEqual([]);
    expect(first.defaultPrevented).toBe(true);
    await settle();
    await settle();
    expect(loaded.count).toBe(1);
    expect(clicks).toEqual([true]);
  });

  it('replays a kept click on the control that reads the same where the app drew the page anew, and on none where it is gone', async () => {
    const clicked: string[] = [];
    const redraw = (html: string) => () => {
      document.getElementById('root')!.innerHTML = html;
      for (const button of document.querySelectorAll('button')) button.addEventListener('click', () => clicked.push(button.textContent ?? ''));
    };
    for (const [html, expected] of [
      // Another control where the clicked one was (a step menu the server's page did not have): not that one.
      ['<a href="#main">Zum Inhalt</a><main id="main"><h1>Start</h1><button type="button">Menü</button><button type="button" id="start">Jetzt starten</button></main>', ['Jetzt starten']],
      // The control is not on the page the app drew: the click is dropped.
      ['<a href="#main">Zum Inhalt</a><main id="main"><h1>Anderswo</h1><button type="button">Menü</button></main>', []],
    ] as const) {
      clicked.length = 0;
      renderStartPage();
      loaded.redraw = redraw(html);
      await boot();
      document.getElementById('start')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      await settle();
      await settle();
      expect(clicked).toEqual(expected);
    }
    loaded.redraw = null;
  });

  it('leaves a link that opens a tab to the browser, and keeps an in-app link', async () => {
    renderStartPage();
    await boot();
    const portal = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('portal')!.dispatchEvent(portal);
    expect(portal.defaultPrevented).toBe(false);
    const imprint = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('imprint')!.dispatchEvent(imprint);
    expect(imprint.defaultPrevented).toBe(true);
  });

  it('moves focus with the skip link before the app runs', async () => {
    renderStartPage();
    await boot();
    Element.prototype.scrollIntoView ??= () => {};
    document.querySelector<HTMLAnchorElement>('a[href="#main"]')!.click();
    expect(document.activeElement?.id).toBe('main');
    expect(loaded.count).toBe(0);
  });

  it('leaves a header switch to the server at once (its form is sent, not kept for the app)', async () => {
    renderStartPage();
    await boot();
    const sent: string[] = [];
    // Stands in for the browser's navigation (jsdom has none): what the form would send.
    document.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(new URLSearchParams(new FormData(event.target as HTMLFormElement, event.submitter) as unknown as string[][]).toString());
    });
    // Pointing at it, pressing it: no sign to load the app, which would only hold up the click.
    const contrast = document.getElementById('contrast')!;
    for (const type of ['pointerover', 'pointerdown', 'focusin']) contrast.dispatchEvent(new Event(type, { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    contrast.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(sent).toEqual(['return=%2Ferklaerung%2Fui%2F&contrast=1']);
    await settle();
    expect(loaded.count).toBe(0);
  });

  describe('a switch made through the server', () => {
    const clearCookies = () => {
      for (const name of ['ee_lang', 'ee_contrast', 'ee_switched']) document.cookie = `${name}=; Path=/erklaerung; Max-Age=0`;
      for (const name of ['ee_lang', 'ee_contrast', 'ee_switched']) document.cookie = `${name}=; Path=/; Max-Age=0`;
    };
    beforeEach(() => {
      window.history.replaceState(null, '', '/erklaerung/ui/');
      clearCookies();
    });
    afterEach(clearCookies);

    it('is taken into local storage before the app loads, so the app shows the page as rendered; the mark goes', async () => {
      localStorage.setItem('einfach.locale', '"de"');
      localStorage.setItem('einfach.darkMode', 'false');
      document.cookie = 'ee_lang=en; Path=/erklaerung';
      document.cookie = 'ee_contrast=1; Path=/erklaerung';
      document.cookie = 'ee_switched=1; Path=/erklaerung';
      renderStartPage({ ...START, locale: 'en', dark: true });
      await boot();
      await settle();
      expect(localStorage.getItem('einfach.locale')).toBe('"en"');
      expect(localStorage.getItem('einfach.darkMode')).toBe('true');
      expect(document.cookie).not.toContain('ee_switched');
      // The page is what the app would show: the start page still waits for the first intent.
      expect(loaded.count).toBe(0);
    });

    it('takes only the cookies there are', async () => {
      localStorage.setItem('einfach.darkMode', 'true');
      document.cookie = 'ee_lang=en; Path=/erklaerung';
      document.cookie = 'ee_switched=1; Path=/erklaerung';
      renderStartPage();
      await boot();
      expect(localStorage.getItem('einfach.locale')).toBe('"en"');
      expect(localStorage.getItem('einfach.darkMode')).toBe('true');
    });

    it('without the mark, local storage stays the choice (cookies written before the app ran, or by another page)', async () => {
      localStorage.setItem('einfach.locale', '"de"');
      document.cookie = 'ee_lang=en; Path=/erklaerung';
      renderStartPage();
      await boot();
      expect(localStorage.getItem('einfach.locale')).toBe('"de"');
    });
  });
});
