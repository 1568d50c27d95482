// What the design system puts on paper (docs/accessibility-contract.md, "Print"): the content only,
// dark on white in every theme, without the page frame and without actions. The reset style sheet
// of this folder imports it. (These comments do not name that file: "global" followed by a dot makes
// the style compiler take a module for CommonJS, and its styles then belong to no file.)
//
// The frame (header with its tools, footer links, skip link, step menu) and every action (buttons,
// button groups, a disclosure's toggle) are left out; a disclosure's content is printed open; an
// external link has its address written after it. A heading stays with what follows it, and a row of
// a description list or table is never split across pages. The test-mode banner stays, as a short
// note, so a printed test is never taken for a real tax return. The colours are the tokens' print
// palette (tokens/src/print.css.ts): the contrast theme prints dark on white too.
//
// `display: none !important` in print only: a component's own rule may come later in the cascade
// (a lazily loaded chunk's CSS is added after this file), and nothing of the frame may print.
import { globalStyle, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from '@einfach/tokens';
import * as banner from '../components/Banner/Banner.css';
import * as button from '../components/Button/Button.css';
import * as buttonGroup from '../components/ButtonGroup/ButtonGroup.css';
import * as disclosure from '../components/Disclosure/Disclosure.css';
import * as footer from '../components/Footer/Footer.css';
import * as header from '../components/Header/Header.css';
import * as link from '../components/Link/Link.css';
import * as pageLayout from '../components/PageLayout/PageLayout.css';
import * as skipLink from '../components/SkipLink/SkipLink.css';

type PrintRule = NonNullable<GlobalStyleRule['@media']>[string];
const print = (selector: string, rule: PrintRule) => globalStyle(selector, { '@media': { print: rule } });
const hidden = { display: 'none !important' } as const;

// Paper is white; the theme's colours are the print palette there.
print('html, body', { backgroundColor: vars.color.surface.page, color: vars.color.text.primary });

// The page frame and the actions (one rule each: some are compositions, which a selector names alone).
for (const frame of [
  header.header,
  footer.footer,
  skipLink.skipLink,
  pageLayout.aside,
  button.button,
  buttonGroup.group,
  disclosure.button,
  disclosure.heading,
  link.externalIcon,
]) {
  print(frame, hidden);
}

// The content uses the whole width of the paper; the printer's margins frame it.
print(pageLayout.body, { maxWidth: 'none', padding: 0 });

// The calculation and other disclosed content is printed open: nobody can click on paper.
print(`${disclosure.content}[hidden]`, { display: 'block !important' });
print(disclosure.content, { paddingInlineStart: 0, borderInlineStart: 'none' });

// The test-mode banner: a short note with a rule under it, no coloured band.
print(banner.banner, { backgroundColor: 'transparent', color: vars.color.text.primary, borderBottom: `${vars.border.width} solid ${vars.color.border.strong}` });
print(banner.inner, { maxWidth: 'none', padding: `0 0 ${vars.space.xxsmall}` });

// An external link's address, written out: on paper the link text alone leads nowhere.
print('a[href^="http"]::after', { content: '" (" attr(href) ")"', overflowWrap: 'anywhere' });

// Page breaks: a heading stays with what follows it; a label stays with its value; a row stays whole.
print('h1, h2, h3, h4, caption, dt', { breakAfter: 'avoid', breakInside: 'avoid' });
print('dl > div, tr, dd', { breakInside: 'avoid' });
