// The checks guard something: on a deliberately broken page each of them must report the fault.
import { expect, test } from '@playwright/test';
import { focusRingProblems, focusWithoutIndicator, forcedColorsProblems, HELP_MECHANISMS, headingProblems, helpMechanisms, orientationProblems, smallTargets, textZoomProblems } from './support/checks';
import { gotoRoute, prepareBrowser, routes } from './support/journey';
import { expectHeadingFocused } from './support/keyboard';
import { expectNoAxeViolations } from './support/axe';
import { fieldName, text } from './support/texts';

const t = (key: string) => text('de', key);

test.describe('the checks fail on broken pages', () => {
  test.beforeEach(async ({ page }) => prepareBrowser(page, { theme: 'light', locale: 'de' }));

  test('route-change focus check fails when the h1 cannot take focus', async ({ page }) => {
    await gotoRoute(page, routes.start, t('start.heading'));
    // Break it: focusing a heading does nothing, so usePage's focusElement() cannot move focus on the next route.
    await page.evaluate(() => {
      const focus = HTMLElement.prototype.focus;
      HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
        if (this.tagName !== 'H1') focus.call(this, options);
      };
    });
    await page.getByRole('main').getByRole('button', { name: t('start.register'), exact: true }).or(page.getByRole('main').getByRole('link', { name: t('start.register'), exact: true })).first().click();
    await expect(expectHeadingFocused(page, t('registration.intro.heading'))).rejects.toThrow(/toBeFocused/);
  });

  test('field error description check fails without aria-describedby', async ({ page }) => {
    await gotoRoute(page, routes.registrationForm, t('registration.form.heading'));
    await page.getByRole('button', { name: t('registration.form.submit'), exact: true }).click();
    const idNr = page.getByRole('textbox', { name: fieldName('de', 'registration.form.idNr.label'), exact: true });
    await expect(idNr).toHaveAccessibleDescription(new RegExp(t('forms:errorPrefix')));
    await idNr.evaluate((el) => el.removeAttribute('aria-describedby'));
    await expect(expect(idNr).toHaveAccessibleDescription(new RegExp(t('forms:errorPrefix')), { timeout: 500 })).rejects.toThrow();
  });

  test('focus indicator check fails when the focus ring is removed', async ({ page }) => {
    await gotoRoute(page, routes.login, t('login.heading'));
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('*:focus, *:focus-visible { outline: none !important; box-shadow: none !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    expect((await focusWithoutIndicator(page)).length).toBeGreaterThan(0);
  });

  test('focus ring checks fail on an outline at rest in forced colours, a ring lost there, and a second ring', async ({ page }) => {
    await gotoRoute(page, routes.login, t('login.heading'));
    // Intact first: the checks pass, so what fails below is the break.
    expect(await focusRingProblems(page)).toEqual([]);
    expect(await forcedColorsProblems(page)).toEqual([]);
    const addSheet = (css: string) =>
      page.evaluate((text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        return document.adoptedStyleSheets.length - 1;
      }, css);
    const removeSheet = (index: number) => page.evaluate((i) => (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((_, n) => n !== i)), index);

    // The old pattern: a transparent outline at rest, which forced colours paint on every control.
    let sheet = await addSheet('@media (forced-colors: active) { * { outline: 3px solid transparent; } }');
    expect((await forcedColorsProblems(page)).join('\n')).toMatch(/draws an outline at rest/);
    await removeSheet(sheet);

    // Focus without a ring in forced colours (a box shadow alone vanishes there).
    sheet = await addSheet('@media (forced-colors: active) { *:focus-visible { outline: none !important; } }');
    expect((await forcedColorsProblems(page)).join('\n')).toMatch(/shows no focus ring/);
    await removeSheet(sheet);

    // A ring of its own in the header (the white ring the header buttons used to have).
    sheet = await addSheet('header button:focus-visible { outline-color: rgb(255, 255, 255) !important; box-shadow: none !important; }');
    expect((await focusRingProblems(page)).join('\n')).toMatch(/2 different focus rings/);
    await removeSheet(sheet);
  });

  test('heading, target-size and axe checks fail on a skipped level, a tiny button and a nameless button', async ({ page }) => {
    await gotoRoute(page, routes.start, t('start.heading'));
    // A first run on the intact page puts axe into it; the run after the break re-uses that axe and must still see it.
    await expectNoAxeViolations(page, 'intact start');
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const h4 = document.createElement('h6');
      h4.textContent = 'Skipped';
      const button = document.createElement('button');
      button.style.cssText = 'width:20px;height:20px';
      main.append(h4, button);
    });
    expect((await headingProblems(page)).join()).toContain('→ h6');
    expect((await smallTargets(page)).join()).toContain('20x20');
    await expect(expectNoAxeViolations(page, 'broken start')).rejects.toThrow(/button-name/);
  });

  test('text-only zoom check (WCAG 1.4.4) fails on text its box clips at 200 %, and the browser\'s font size is set back', async ({ page }) => {
    await gotoRoute(page, routes.start, t('start.heading'));
    expect(await textZoomProblems(page)).toEqual([]);
    // Break it: the heading's box keeps its height in pixels and hides what does not fit.
    await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      h1.style.height = `${h1.getBoundingClientRect().height}px`;
      h1.style.overflow = 'hidden';
    });
    const problems = await textZoomProblems(page);
    expect(problems.some((problem) => problem.startsWith('h1') && problem.includes('clipped')), problems.join('; ')).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');
  });

  test('consistent help check (WCAG 3.2.6) fails when the help link moves before the Leichte Sprache link', async ({ page }) => {
    await gotoRoute(page, routes.start, t('start.heading'));
    expect(await helpMechanisms(page)).toEqual([...HELP_MECHANISMS]);
    // Break it: the header's help link first.
    await page.evaluate(() => {
      const header = document.querySelector('header')!;
      const easyRead = [...header.querySelectorAll('a')].find((a) => a.pathname.endsWith('/leichte-sprache'))!;
      const help = [...header.querySelectorAll('a')].find((a) => new URL(a.href).origin !== location.origin)!;
      easyRead.before(help);
    });
    expect(await helpMechanisms(page)).not.toEqual([...HELP_MECHANISMS]);
  });

  test('orientation check (WCAG 1.3.4) fails on a page turned in landscape and on one cut off in portrait', async ({ page }) => {
    await gotoRoute(page, routes.start, t('start.heading'));
    expect(await orientationProblems(page)).toEqual([]);
    // Break it: the main content turned a quarter in landscape, as a page that forces portrait does.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('@media (orientation: landscape) { main { transform: rotate(90deg); } }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    const problems = await orientationProblems(page);
    expect(problems.some((problem) => problem.includes('"main" is styled only for')), problems.join('; ')).toBe(true);
    // And a page wider than a phone held upright.
    await page.evaluate(() => {
      document.adoptedStyleSheets = [];
      document.querySelector('main')!.style.minWidth = '600px';
    });
    expect((await orientationProblems(page)).some((problem) => problem.startsWith('phone portrait'))).toBe(true);
  });
});
