// Checks with libxml2's xmllint that a document is in exclusive canonical form and valid against the XSD.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serverFile } from '../serverFiles';

const run = promisify(execFile);
export const DECLARATION_XSD = serverFile('summary/declaration.xsd');

async function withTempFile<T>(xml: string, fn: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'declaration-'));
  const file = join(dir, 'declaration.xml');
  try {
    await writeFile(file, xml, 'utf8');
    return await fn(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `xmllint --exc-c14n` of the document (bytes as UTF-8 text). */
export function excC14n(xml: string): Promise<string> {
  return withTempFile(xml, async (file) => (await run('xmllint', ['--exc-c14n', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })).stdout);
}

/** True when the document is byte for byte its own exclusive canonical form. */
export async function isCanonical(xml: string): Promise<boolean> {
  return (await excC14n(xml)) === xml;
}

/** Validates against declaration.xsd; resolves with xmllint's messages, rejects nothing (valid: true/false). */
export function validateAgainstXsd(xml: string, xsd = DECLARATION_XSD): Promise<{ valid: boolean; messages: string }> {
  return withTempFile(xml, async (file) => {
    try {
      const { stderr } = await run('xmllint', ['--noout', '--schema', xsd, file], { encoding: 'utf8' });
      return { valid: true, messages: stderr };
    } catch (e) {
      return { valid: false, messages: String((e as { stderr?: string }).stderr ?? e) };
    }
  });
}
