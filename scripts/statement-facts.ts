// `npm run a11y:statement`: writes the statement's facts about the WCAG criteria (a11y-tests/report/statement.ts)
// into src/app/screens/legal/statementFacts.json (the statement page) and the marked block of
// docs/accessibility-statement.md. Run it after changing a11y-tests/report/criteria.ts or adding a record
// to docs/evaluations/; scripts/statementFacts.test.ts fails until it has run.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readEvaluations } from '../a11y-tests/report/outcomes';
import { statementBlock, statementFacts, withBlock } from '../a11y-tests/report/statement';

const root = path.resolve(import.meta.dirname, '..');
export const FACTS_FILE = 'src/app/screens/legal/statementFacts.json';
export const STATEMENT_FILE = 'docs/accessibility-statement.md';

export function currentFacts(dir = path.join(root, 'docs/evaluations')) {
  return statementFacts(readEvaluations(dir));
}

export const factsJson = (facts: ReturnType<typeof currentFacts>) => `${JSON.stringify(facts, null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const facts = currentFacts();
  writeFileSync(path.join(root, FACTS_FILE), factsJson(facts));
  const statement = path.join(root, STATEMENT_FILE);
  writeFileSync(statement, withBlock(readFileSync(statement, 'utf8'), statementBlock(facts)));
  console.log(`${FACTS_FILE} and ${STATEMENT_FILE}: ${facts.checkedInFull.length} criteria checked in full, ${facts.mediaOnly.length} for media only, ${facts.openForPerson.length} open for a person, ${facts.failedByPerson.length} failed by a person, ${facts.evaluations.length} evaluations`);
}
