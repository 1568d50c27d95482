// Only one Orca per user: a lock directory with the owner's PID; a stale lock (dead PID) is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sleep } from './driver';

const lockDir = join(tmpdir(), 'einfach-erklaeren-orca.lock');

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function acquireOrcaLock(timeout = 15 * 60_000): Promise<() => void> {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch {
      const owner = Number(readFileSync(join(lockDir, 'pid'), { encoding: 'utf8', flag: 'a+' }) || 0);
      if (owner && !alive(owner)) rmSync(lockDir, { recursive: true, force: true });
      else if (Date.now() > until) throw new Error(`Another Orca run (PID ${owner}) holds ${lockDir}`);
      else await sleep(500);
    }
  }
}
