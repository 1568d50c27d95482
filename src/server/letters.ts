// `npm run letters`: prints pending letters of the outbox as PDFs into letters/ and marks them printed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { configFromEnv } from './config';
import { openDb, type Queryable } from './db/index';
import { mask } from './errors';
import { renderLetterPdf } from './pdf/letter';
import { markLetterPrinted, pendingLetters } from './store/letters';
import type { DataCipher } from './dataKey';
import { openDataCipher } from './dataKeyRotation';
import { taxIdOf } from './taxIds';

export async function printPendingLetters({ db, dataCipher }: { db: Queryable; dataCipher: DataCipher }, outDir: string, now: Date): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const letters = await pendingLetters(db);
  const written: string[] = [];
  for (const letter of letters) {
    const pdf = await renderLetterPdf({
      locale: letter.locale === 'en' ? 'en' : 'de',
      kind: letter.kind,
      idNr: taxIdOf(dataCipher, { user_id_nr: letter.id_nr, user_tax_id_sealed: letter.user_tax_id_sealed }),
      accessCode: letter.access_code,
      createdAt: new Date(letter.created_at),
    });
    const file = path.join(outDir, `letter-${String(letter.id).padStart(6, '0')}-${letter.kind}.pdf`);
    await writeFile(file, pdf, { mode: 0o600 });
    // Once printed, the outbox forgets the code: only the user's letter and the hash remain.
    await markLetterPrinted(db, letter.id, now);
    written.push(file);
  }
  return written;
}

async function main() {
  const config = configFromEnv();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema });
  try {
    const pending = await pendingLetters(db);
    console.log(`${pending.length} pending letter(s)`);
    for (const l of pending) console.log(`  #${l.id} ${l.kind} for ${mask(l.id_nr)} (${new Date(l.created_at).toISOString()})`);
    const { cipher: dataCipher } = await openDataCipher(config, db);
    const files = await printPendingLetters({ db, dataCipher }, path.resolve(process.env.LETTERS_DIR || 'letters'), new Date());
    for (const f of files) console.log(`written ${f}`);
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
