// `npm run a11y:report`: build, start the real server, collect every screen state with Playwright, write a11y-report/index.html.
// Arguments after `--` go to Playwright (-g filter). Env: A11Y_MATRIX=full for all four widths (default 320 and 1280); A11Y_REPORT_PORT (default 8190); SKIP_BUILD=1 to reuse dist/ui.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;
const out = path.join(root, 'a11y-report');
const port = Number(process.env.A11Y_REPORT_PORT ?? 8190);
const base = `http://127.0.0.1:${port}`;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/erklaerung/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer on ${base} in time`);
}

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * What the report may say about evaluations by people: only what docs/evaluations/ records (one file
 * per evaluation; scripts/humanClaims.test.ts keeps the statement to the same rule).
 */
function humanEvaluationsNote() {
  const dir = new URL('../docs/evaluations/', import.meta.url);
  const records = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.md') && file !== 'README.md') : [];
  if (records.length === 0) {
    return 'No evaluation by a person is recorded (docs/evaluations/): the manual part of each row below has not been evaluated yet. GNOME Orca, run by the tests, is the only screen reader used; NVDA, JAWS, VoiceOver and TalkBack have not been tested.';
  }
  return `Evaluations by people recorded in docs/evaluations/: ${records.join(', ')}. A manual part of a row counts as evaluated only where one of them gives its outcome.`;
}

/**
 * The WCAG 2.2 A/AA criteria, their outcomes and the auditors' files (wcag-em.json, openacr.yaml,
 * criteria.csv) come from one source: a11y-tests/report/criteria.ts (the criteria and how they are
 * checked), outcomes.ts (the rule for each row's outcome), formats.ts (the files).
 */
const audit = await tsImport('../a11y-tests/report/audit.ts', import.meta.url);
/** The worksheets of what a person must judge, one per criterion with a manual part (a11y-tests/report/worksheets.ts). */
const sheets = await tsImport('../a11y-tests/report/worksheets.ts', import.meta.url);

/** The WCAG table: each criterion with its EN 301 549 / BITV 2.0 number, its outcome and the evidence. */
function criteriaTable(results) {
  const rows = results
    .map(({ criterion: c, outcome, mode, description }) => {
      const clause = audit.en301549Clause(c.num) ?? 'none yet (WCAG 2.2 only)';
      const label = audit.OUTCOME_LABEL[outcome];
      return `<tr><th scope="row"><a href="https://www.w3.org/WAI/WCAG22/Understanding/${escapeHtml(c.slug)}.html">${escapeHtml(`${c.num} ${c.handle}`)}</a></th><td>${c.level}</td><td>${escapeHtml(clause)}</td><td>${outcome === 'failed' ? `<strong>${label}</strong>` : label}</td><td>${escapeHtml(c.coverage)} (${escapeHtml(mode)})</td><td>${escapeHtml(c.how)}</td><td>${sheets.hasWorksheet(c) ? `${escapeHtml(c.manual)} (<a href="worksheets/${escapeHtml(sheets.worksheetFile(c))}">worksheet ${escapeHtml(c.num)}</a>)` : c.manual ? escapeHtml(c.manual) : '–'}</td><td>${escapeHtml(description)}</td></tr>`;
    })
    .join('\n');
  return `<table><caption>WCAG 2.2 Level A and AA success criteria: outcome of this run, EN 301 549 V3.2.1 clause (BITV 2.0 refers to EN 301 549: the same number), how each is checked</caption>
<thead><tr><th scope="col">Success criterion</th><th scope="col">Level</th><th scope="col">EN 301 549 / BITV 2.0</th><th scope="col">Outcome</th><th scope="col">How (EARL mode)</th><th scope="col">What is checked</th><th scope="col">Left for a person</th><th scope="col">Evidence</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

/** The Orca journeys' transcripts: per journey and screen, each key the user pressed and what Orca said. */
function transcriptsSection(transcripts) {
  if (!transcripts.length) {
    return `<h2 id="screen-reader">What a screen-reader user hears</h2>
<p><strong>Not recorded in this run:</strong> GNOME Orca, Xvfb or xdotool could not be installed (see the console output of <code>npm run a11y:orca</code>).</p>`;
  }
  const journeys = transcripts
    .map((t) => {
      const id = `sr-${t.locale}-${t.journey.replace(/[^\w]+/g, '-').toLowerCase()}`;
      const screens = [...new Set(t.steps.map((s) => s.screen))];
      const tables = screens
        .map((screen) => {
          const rows = t.steps
            .filter((s) => s.screen === screen)
            .map((s) => `<tr><td><kbd>${escapeHtml(s.action)}</kbd></td><td>${s.heard.length ? s.heard.map((h) => escapeHtml(h.replace(/\s+/g, ' ').trim())).join('<br>') : '<em>(nothing)</em>'}</td></tr>`)
            .join('\n');
          return `<table lang="${t.locale}"><caption>${escapeHtml(screen)}</caption>
<thead><tr><th scope="col">The user pressed</th><th scope="col">Orca said</th></tr></thead>
<tbody>${rows}</tbody></table>`;
        })
        .join('\n');
      return `<section aria-labelledby="${id}"><h3 id="${id}">${escapeHtml(t.journey)} (${t.locale === 'de' ? 'German' : 'English'}): ${t.passed ? 'passed' : '<strong>failed</strong>'}</h3>
${tables}
</section>`;
    })
    .join('\n');
  return `<h2 id="screen-reader">What a screen-reader user hears</h2>
<p>GNOME Orca 43 reading Debian Chromium on a virtual display; every key goes through xdotool as a user's key would, and Orca's speech is recorded line by line (a11y-tests/orca/, docs/accessibility-testing.md). Each journey asserts the phrases that matter; every transcript is checked for words glued by hidden text, English words in German, and controls read without a name.</p>
${journeys}`;
}

/**
 * Plain language (scripts/plainLanguage.ts, docs/content-guide.md "Measuring plain language"): LIX and
 * Wiener Sachtextformel per screen of the German texts, and the rules of the Leichte Sprache pages.
 * `plain` is the checker's JSON, or null when it could not be written.
 */
function plainLanguageSection(plain) {
  const heading = '<h2 id="plain-language">Plain language: readability per screen and Leichte Sprache</h2>';
  if (!plain) {
    return `${heading}
<p><strong>Not measured in this run:</strong> the checker (<code>npx tsx scripts/plainLanguage.ts</code>) wrote no figures; see the console output.</p>`;
  }
  const r = plain.rules;
  const pct = (n, d) => `${Math.round((100 * n) / Math.max(1, d))} %`;
  const budget = (s) => (s.screen === 'test mode' ? '–' : s.words < r.minWordsForLix ? '(short)' : String(s.budget));
  const screenRows = plain.screens
    .map(
      (s) =>
        `<tr><th scope="row">${escapeHtml(s.screen)}</th><td>${s.texts}</td><td>${s.words}</td><td>${s.sentences}</td><td>${(s.words / Math.max(1, s.sentences)).toFixed(1)}</td><td>${s.longestSentence}</td><td>${pct(s.longWords, s.words)}</td><td>${s.lix}</td><td>${s.wstf}</td><td>${budget(s)}</td><td>${s.passed ? 'passed' : '<strong>failed</strong>'}</td></tr>`,
    )
    .join('\n');
  const worst = plain.screens
    .flatMap((s) => s.worst.map((w) => ({ ...w, screen: s.screen })))
    .sort((a, b) => b.lix - a.lix)
    .slice(0, 10)
    .map((w) => `<li>${escapeHtml(w.screen)}, LIX ${w.lix} (<code>${escapeHtml(w.source)}</code>): <span lang="de">${escapeHtml(w.text)}</span></li>`)
    .join('');
  const easy = plain.easyRead
    ? `<table><caption>Leichte Sprache pages (src/app/easyRead/content.ts): the rules per document</caption>
<thead><tr><th scope="col">Document</th><th scope="col">Sentences</th><th scope="col">Mean words per sentence (at most ${r.meanWords})</th><th scope="col">Longest sentence (at most ${r.maxWords})</th><th scope="col">Passive (at most ${r.passivePerDocument})</th><th scope="col">Negations (at most ${r.negationsPerDocument})</th><th scope="col">Findings</th></tr></thead>
<tbody>${plain.easyRead
        .map(
          (d) =>
            `<tr><th scope="row"><span lang="de">${escapeHtml(d.title)}</span> (${escapeHtml(d.id)})</th><td>${d.sentences}</td><td>${d.meanWords}</td><td>${d.maxWords}</td><td>${d.passives}</td><td>${d.negations}</td><td>${d.findings.length ? `<ul>${d.findings.map((f) => `<li>${escapeHtml(`${f.where}: ${f.rule}: ${f.detail}`)}</li>`).join('')}</ul>` : '0 ✓'}</td></tr>`,
        )
        .join('\n')}</tbody></table>`
    : '<p><strong>Leichte Sprache:</strong> src/app/easyRead/content.ts does not exist in this build.</p>';
  return `${heading}
<p>Measured ${escapeHtml(plain.generated)} by scripts/plainLanguage.ts (docs/content-guide.md, "Measuring plain language"). LIX = words per sentence + percentage of words over 6 letters; WSTF = the first Wiener Sachtextformel (about the school year a text suits). Budget: LIX at most ${r.lixBudget} per screen, ${r.lixBudgetLegal} on legal pages, for screens of ${r.minWordsForLix} words or more; no sentence over ${r.maxSentenceWords} words anywhere. Leichte Sprache: at most ${r.maxWords} words per sentence and ${r.meanWords} on average, no abbreviations, no word part over ${r.compoundLetters} letters without a hyphen or middle dot; passive voice and negation are counted against a budget per document.</p>
<table><caption>German texts per screen: readability</caption>
<thead><tr><th scope="col">Screen</th><th scope="col">Texts</th><th scope="col">Words</th><th scope="col">Sentences</th><th scope="col">Words per sentence</th><th scope="col">Longest sentence</th><th scope="col">Long words</th><th scope="col">LIX</th><th scope="col">WSTF</th><th scope="col">LIX budget</th><th scope="col">Result</th></tr></thead>
<tbody>${screenRows}</tbody></table>
<p>The hardest texts (highest LIX of texts with 10 or more words):</p>
<ol>${worst}</ol>
${easy}`;
}

function page(records, transcripts = [], plain = null, results = [], auditFiles = [], check = { disagreements: [], unconfirmed: [] }, suite = { note: '' }) {
  const { disagreements, unconfirmed } = check;
  const states = [...new Set(records.map((r) => r.state))];
  const total = records.reduce((n, r) => n + r.violations.length, 0);
  const rows = records
    .map((r) => {
      const other = r.overflow.length + r.smallTargets.length + r.headingProblems.length + r.focusProblems.length;
      return `<tr><th scope="row"><a href="#${escapeHtml(r.state)}">${escapeHtml(r.state)}</a></th><td>${r.locale}</td><td>${r.theme}</td><td>${r.width}</td><td>${r.violations.length === 0 ? '0 ✓' : `<strong>${r.violations.length}</strong>`}</td><td>${other === 0 ? '0 ✓' : `<strong>${other}</strong>`}</td></tr>`;
    })
    .join('\n');
  const sections = states
    .map((state) => {
      const items = records.filter((r) => r.state === state);
      const first = items[0];
      const variants = items
        .map((r) => {
          const shot = `shots/${r.state}-${r.locale}-${r.theme}-${r.width}.png`;
          const violations = r.violations.length
            ? `<ul>${r.violations.map((v) => `<li><a href="${escapeHtml(v.helpUrl)}">${escapeHtml(v.id)}</a> (${escapeHtml(v.impact)}): ${escapeHtml(v.help)} – <code>${escapeHtml(v.targets.join(', '))}</code></li>`).join('')}</ul>`
            : '<p>No axe violations.</p>';
          const findings = [...r.overflow, ...r.smallTargets, ...r.headingProblems, ...r.focusProblems];
          return `<section aria-labelledby="${escapeHtml(`${state}-${r.locale}-${r.theme}-${r.width}`)}">
<h4 id="${escapeHtml(`${state}-${r.locale}-${r.theme}-${r.width}`)}">${escapeHtml(`${r.locale}, ${r.theme}, ${r.width} px`)}</h4>
<p>Title: ${escapeHtml(r.title)}. axe passes: ${r.passes}, needs review: ${r.incomplete.length}.</p>
${violations}
${findings.length ? `<p>Checks beyond axe:</p><ul>${findings.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>` : '<p>Checks beyond axe: no findings.</p>'}
<figure><img src="${shot}" alt="Screenshot: ${escapeHtml(`${state}, ${r.locale}, ${r.theme}, ${r.width} px wide`)}" width="${Math.min(r.width, 640)}" loading="lazy"><figcaption>${escapeHtml(`${state}, ${r.locale}, ${r.theme}, ${r.width} px`)}</figcaption></figure>
</section>`;
        })
        .join('\n');
      return `<section aria-labelledby="${escapeHtml(state)}">
<h2 id="${escapeHtml(state)}" tabindex="-1">${escapeHtml(state)}</h2>
<h3>Structure (${escapeHtml(first.locale)}, ${first.width} px)</h3>
<p>Heading outline:</p>
<ul>${first.headings.map((h) => `<li>h${h.level}: ${escapeHtml(h.text)}</li>`).join('')}</ul>
<p>Landmarks: ${escapeHtml(first.landmarks.join(', '))}</p>
<p>Tab order:</p>
<ol>${first.tabOrder.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>
<h3>Variants</h3>
${variants}
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accessibility report – Einfach Erklären</title>
<style>
body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 72rem; margin: 0 auto; padding: 1rem; color: #111; background: #fff; }
table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #555; padding: .25rem .5rem; text-align: left; vertical-align: top; }
caption { font-weight: bold; text-align: left; padding: .5rem 0; } img { max-width: 100%; height: auto; border: 1px solid #555; }
a { color: #0645ad; } a:focus-visible, h2:focus-visible { outline: 3px solid #111; outline-offset: 2px; }
.skip { position: absolute; left: -9999px; } .skip:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem; }
</style></head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><p>Einfach Erklären</p></header>
<main id="main" tabindex="-1">
<h1>Accessibility report</h1>
<p>Generated ${escapeHtml(new Date().toISOString())} against the real server in test mode. ${records.length} screen variants, ${total} axe violations in total (tags wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa, best-practice; no rule disabled).</p>
<h2>Summary</h2>
<table><caption>axe violations and further findings per screen state, locale, theme and width</caption>
<thead><tr><th scope="col">State</th><th scope="col">Locale</th><th scope="col">Theme</th><th scope="col">Width (px)</th><th scope="col">axe violations</th><th scope="col">Other findings</th></tr></thead>
<tbody>${rows}</tbody></table>
<h2>WCAG 2.2 coverage</h2>
<p>Automated checks are the floor. ${escapeHtml(humanEvaluationsNote())}</p>
<p>Outcomes in EARL terms (docs/decisions.md, "Outcomes in the report"): passed only where the automated checks decide the whole criterion and passed in this run, or a record of a person gives it; cannot tell where the automated part did not fail but a part is left for a person or a check has no result in this run; not evaluated where nothing automated checks it and no record gives it. For auditors: ${auditFiles.map((f) => `<a href="${escapeHtml(f)}">${escapeHtml(f)}</a>`).join(', ')} (docs/accessibility-testing.md, "For auditors").</p>
<h3 id="statement-check">The accessibility statement against this run</h3>
<p>${escapeHtml(suite.note)}</p>
${disagreements.length ? `<p><strong>The statement does not match this run</strong> (docs/accessibility-statement.md and its page take their facts from a11y-tests/report/statement.ts; run <code>npm run a11y:statement</code> after fixing the cause):</p><ul>${disagreements.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>` : `<p>The statement, its page and this run agree: no criterion failed that the statement does not name, the media criteria do not apply${unconfirmed.length ? '' : ', and every criterion the statement calls checked in full passed'}.</p>`}
${unconfirmed.length ? `<p><strong>Not confirmed by this run:</strong> ${unconfirmed.length} criteria the statement calls checked in full rest on tests of <code>npm test</code> whose results this run was not given (run <code>npm test</code>, then this report, on the same tree):</p><ul>${unconfirmed.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>` : ''}
${criteriaTable(results)}
${transcriptsSection(transcripts)}
${plainLanguageSection(plain)}
${sections}
</main>
<footer><p>Sources: a11y-tests/ (Playwright + axe-core), scripts/plainLanguage.ts, scripts/a11y-report.mjs.</p></footer>
</body></html>`;
}

async function main() {
  if (!process.env.SKIP_BUILD && run('npx', ['vite', 'build']) !== 0) process.exit(1);
  rmSync(out, { recursive: true, force: true });
  const server = spawn('node', ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', TEST_MODE: 'true', DATA_DIR: 'memory://', LOG_LEVEL: 'warn', RATE_LIMIT_REGISTER: '100000', RATE_LIMIT_AUTH: '100000', OVERLOAD_DATABASE_WAIT_MS: '0', OVERLOAD_EVENT_LOOP_DELAY_MS: '0' },
  });
  let status = 1;
  try {
    await waitForHealth(Date.now() + 120_000);
    // Extra arguments go to Playwright, e.g. `npm run a11y:report -- -g wizard-` for some states only.
    status = run('npx', ['playwright', 'test', '-c', 'a11y-tests/report/report.config.ts', ...process.argv.slice(2)], { E2E_PORT: String(port), A11Y_REPORT_DIR: out });
  } finally {
    server.kill('SIGTERM');
  }
  // The screen-reader journeys write their transcripts into the report (skipped loudly without Orca).
  const orcaDir = path.join(out, 'orca');
  const orcaStatus = run('node', ['scripts/orca.mjs'], { ORCA_TRANSCRIPTS: orcaDir });
  if (orcaStatus !== 0) status = status || orcaStatus;
  const transcripts = existsSync(orcaDir)
    ? readdirSync(orcaDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => JSON.parse(readFileSync(path.join(orcaDir, f), 'utf8')))
    : [];
  const dataDir = path.join(out, 'data');
  const records = existsSync(dataDir)
    ? readdirSync(dataDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(path.join(dataDir, f), 'utf8')))
        .sort((a, b) => a.state.localeCompare(b.state) || a.locale.localeCompare(b.locale) || a.theme.localeCompare(b.theme) || a.width - b.width)
    : [];
  // The plain-language figures: the checker writes its JSON into the report (a missing JSON is said in the report).
  const plainFile = path.join(out, 'plain-language.json');
  run('npx', ['tsx', 'scripts/plainLanguage.ts', '--json', plainFile]);
  const plain = existsSync(plainFile) ? JSON.parse(readFileSync(plainFile, 'utf8')) : null;
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  // The results of npm test's files that rows rest on: A11Y_SUITE_RESULTS, or those the last npm test of this tree left.
  const suite = audit.suiteRun(root);
  console.log(suite.note);
  const { results } = audit.auditOutcomes({ root, records, transcripts: existsSync(orcaDir) ? transcripts : null, suiteFiles: suite.files });
  const auditFiles = audit.writeAuditFiles(out, results, records, { date: new Date().toISOString(), version: pkg.version, description: pkg.description });
  const check = audit.statementCheck(results, root);
  writeFileSync(path.join(out, 'index.html'), page(records, transcripts, plain, results, auditFiles, check, suite));
  // One worksheet per criterion a person must judge, linked from the table's "Left for a person" cells.
  const generated = new Date().toISOString();
  mkdirSync(path.join(out, 'worksheets'), { recursive: true });
  for (const sheet of sheets.worksheets({ records, transcripts, results, generated })) writeFileSync(path.join(out, 'worksheets', sheet.file), sheet.html);
  writeFileSync(path.join(out, 'worksheets', 'index.html'), sheets.worksheetIndex({ results, generated }));
  console.log(
    `a11y-report/index.html: ${records.length} variants, ${records.reduce((n, r) => n + r.violations.length, 0)} axe violations, ${transcripts.length} screen-reader transcripts, ${plain ? `${plain.screens.length} screens measured for plain language` : 'plain language not measured'}`,
  );
  process.exit(status);
}

await main();
