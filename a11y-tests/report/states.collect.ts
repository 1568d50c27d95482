// Collects, per screen state × theme × locale × width: axe result, screenshot, heading outline, landmarks, tab order;
// per screen state × locale, for the worksheets of what a person must judge (./worksheets.ts): the form
// controls, buttons and links with the names and descriptions the browser gives assistive technology,
// every image with its text alternative and a crop of it, and a full-page screenshot in forced colours.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { axeTags } from '../support/axe';
import { REVIEWED_RULES, reviewAxeIncomplete } from '../support/axeReview';
import { focusWithoutIndicator, headingOutline, headingProblems, horizontalOverflow, landmarkList, smallTargets, tabOrder } from '../support/checks';
import { switchTheme } from '../support/journey';
import { states, test } from '../support/states';
import type { Locale, Theme } from '../support/texts';
import { CONTROL_ROLES, type ControlInfo, type ImageInfo } from './worksheets';

const out = process.env.A11Y_REPORT_DIR ?? path.resolve('a11y-report');
const widths = process.env.A11Y_MATRIX === 'full' ? [320, 375, 768, 1280] : [320, 1280];
const themes: Theme[] = ['light', 'contrast'];
const locales: Locale[] = ['de', 'en'];

/** A Chrome accessibility node (DevTools protocol `Accessibility.getFullAXTree`), the fields read here. */
interface AXNode {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  description?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
  backendDOMNodeId?: number;
}

/**
 * The controls as assistive technology gets them: Chromium's own accessibility tree (what a screen
 * reader reads), so a name comes from the label, legend, aria-labelledby or text exactly as computed
 * by the browser; the description is the tied hint and error text (aria-describedby). Nodes hidden from
 * assistive technology (behind a modal dialog, aria-hidden) are left out.
 */
async function controlList(page: Page): Promise<ControlInfo[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const controls: ControlInfo[] = [];
    for (const node of nodes) {
      const role = node.role?.value ?? '';
      if (node.ignored || !(CONTROL_ROLES as readonly string[]).includes(role)) continue;
      const name = (node.name?.value ?? '').replace(/\s+/g, ' ').trim();
      // Unnamed groups are layout, not a grouping a user hears.
      if ((role === 'group' || role === 'radiogroup') && !name) continue;
      const property = (key: string) => node.properties?.find((p) => p.name === key)?.value.value;
      let autocomplete = '';
      if (node.backendDOMNodeId !== undefined && ['textbox', 'combobox', 'searchbox', 'spinbutton'].includes(role)) {
        const { object } = (await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId })) as { object: { objectId?: string } };
        if (object.objectId) {
          const { result } = (await cdp.send('Runtime.callFunctionOn', {
            objectId: object.objectId,
            functionDeclaration: 'function () { return this.getAttribute("autocomplete") ?? ""; }',
            returnByValue: true,
          })) as { result: { value?: string } };
          autocomplete = result.value ?? '';
        }
      }
      controls.push({
        role,
        name,
        description: (node.description?.value ?? '').replace(/\s+/g, ' ').trim(),
        required: property('required') === true,
        invalid: property('invalid') !== undefined && property('invalid') !== 'false' && property('invalid') !== false,
        ...(autocomplete ? { autocomplete } : {}),
      });
    }
    return controls;
  } finally {
    await cdp.detach();
  }
}

/**
 * Every image (img, svg, role="img", input type="image", canvas; an svg inside another image counts
 * with it) with its text alternative as written, whether it is hidden from assistive technology, the
 * link or button it sits in, and a crop of it in `shots/img/` (visible ones only).
 */
async function imageList(page: Page, prefix: string): Promise<ImageInfo[]> {
  const found = await page.evaluate(() => {
    const text = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
    const all = Array.from(document.querySelectorAll<Element>('img, svg, [role="img"], input[type="image"], canvas'));
    return all
      .filter((el) => !all.some((other) => other !== el && other.contains(el)))
      .map((el, index) => {
        el.setAttribute('data-a11y-worksheet-image', String(index));
        const box = el.getBoundingClientRect();
        const role = el.getAttribute('role') ?? '';
        const hider = el.closest('[aria-hidden="true"], [inert]');
        const hiddenBy = !hider
          ? role === 'presentation' || role === 'none'
            ? `role="${role}"`
            : ''
          : `${hider.hasAttribute('inert') ? 'inert' : 'aria-hidden="true"'}${hider === el ? '' : ' on an ancestor'}${hider.hasAttribute('inert') && document.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]') ? ' (behind an open dialog)' : ''}`;
        const titleText = el.tagName.toLowerCase() === 'svg' ? (el.querySelector(':scope > title')?.textContent ?? '').trim() : '';
        const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
        const holder = el.parentElement?.closest('a, button, [role="button"], [role="link"], label, h1, h2, h3, h4, h5, h6');
        // Without one: the text of the nearest ancestor (up to three levels) that has any.
        let beside = el.parentElement;
        for (let level = 0; beside && level < 3 && !squash(beside.textContent); level++) beside = beside.parentElement;
        const context = holder ? `${holder.tagName.toLowerCase()}: ${squash(holder.textContent)}` : beside && squash(beside.textContent) ? `beside: ${squash(beside.textContent)}` : '';
        return {
          index,
          element: el.tagName.toLowerCase() === 'input' ? 'input type="image"' : el.tagName.toLowerCase(),
          role,
          alt: el.hasAttribute('alt') ? el.getAttribute('alt') : null,
          ariaLabel: el.getAttribute('aria-label'),
          labelledBy: el.hasAttribute('aria-labelledby') ? text(el.getAttribute('aria-labelledby')) : null,
          title: titleText || el.getAttribute('title'),
          src: el.getAttribute('src') ?? '',
          hidden: hiddenBy !== '',
          hiddenBy,
          context,
          visible: box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden',
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      });
  });
  mkdirSync(path.join(out, 'shots', 'img'), { recursive: true });
  const images: ImageInfo[] = [];
  for (const { index, visible, ...image } of found.slice(0, 60)) {
    let crop: string | undefined;
    if (visible) {
      crop = `shots/img/${prefix}-${index}.png`;
      try {
        await page.locator(`[data-a11y-worksheet-image="${index}"]`).screenshot({ path: path.join(out, crop), timeout: 5_000, animations: 'disabled' });
      } catch {
        crop = undefined;
      }
    }
    images.push({ ...image, ...(crop ? { crop } : {}) });
  }
  await page.evaluate(() => document.querySelectorAll('[data-a11y-worksheet-image]').forEach((el) => el.removeAttribute('data-a11y-worksheet-image')));
  return images;
}

// One page per state × locale (opening a state is the expensive part): each theme (switched in place,
// as a second tab would) and each width (by resizing) is recorded from it.
for (const state of states) {
  for (const locale of locales) {
    test(`${state.id} ${locale}`, async ({ page, openState }) => {
      mkdirSync(path.join(out, 'shots'), { recursive: true });
      mkdirSync(path.join(out, 'data'), { recursive: true });
      await page.setViewportSize({ width: widths[0], height: 900 });
      await openState(state, locale, themes[0]);
      // Once per state × locale, at the widest width: what the worksheets show beside the screenshots.
      // Forced colours (Windows contrast themes) override either theme's colours, so one shot serves both.
      // 400 % zoom needs no shot of its own: a 1280 px window at 400 % is 320 CSS px wide, the 320 px
      // shots below.
      const prefix = `${state.id}-${locale}`;
      await page.setViewportSize({ width: widths.at(-1)!, height: 900 });
      const controls = await controlList(page);
      const images = await imageList(page, prefix);
      const forcedColoursShot = `shots/${prefix}-forced-${widths.at(-1)}.png`;
      await page.emulateMedia({ forcedColors: 'active' });
      await page.screenshot({ path: path.join(out, forcedColoursShot), fullPage: true });
      await page.emulateMedia({ forcedColors: null });
      for (const theme of themes) {
        if (theme !== themes[0]) await switchTheme(page, theme);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          const name = `${state.id}-${locale}-${theme}-${width}`;
          const axe = await new AxeBuilder({ page }).withTags(axeTags).analyze();
          // axe's needs review on contrast and on focus behind a modal, decided by our own checks.
          const review = axe.incomplete.some((rule) => (REVIEWED_RULES as readonly string[]).includes(rule.id)) ? await reviewAxeIncomplete(page) : [];
          await page.screenshot({ path: path.join(out, 'shots', `${name}.png`), fullPage: true });
          const record = {
            state: state.id,
            locale,
            theme,
            width,
            title: await page.title(),
            path: new URL(page.url()).pathname,
            violations: axe.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl, tags: v.tags, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 10) })),
            passes: axe.passes.length,
            incomplete: axe.incomplete.map((v) => ({ id: v.id, help: v.help, tags: v.tags, nodes: v.nodes.length })),
            review,
            // Time-based media (WCAG 1.2.x, 1.4.2): a11y-tests/report/outcomes.ts calls those criteria
            // not applicable only when every variant counts none.
            media: await page.locator('audio, video, object, embed, iframe').count(),
            headings: await headingOutline(page),
            headingProblems: await headingProblems(page),
            landmarks: await landmarkList(page),
            overflow: width === 320 ? await horizontalOverflow(page) : [],
            smallTargets: await smallTargets(page),
            tabOrder: await tabOrder(page),
            focusProblems: await focusWithoutIndicator(page),
            // Per state × locale (the same in each theme and width): see above.
            controls,
            images,
            forcedColoursShot,
          };
          writeFileSync(path.join(out, 'data', `${name}.json`), JSON.stringify(record, null, 2));
        }
      }
    });
  }
}
