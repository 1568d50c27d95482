import type { SessionTiming } from '../state/session';

export type SessionPhase = 'active' | 'warning' | 'expired' | 'maxSession';

export interface SessionClock {
  now: number;
  lastActivity: number;
  loginAt: number;
  timing: SessionTiming;
}

/** Where the session stands: idle time against the timeout, and the fixed maximum time. */
export function sessionPhase({ now, lastActivity, loginAt, timing }: SessionClock): { phase: SessionPhase; remainingMs: number } {
  const idleRemaining = lastActivity + timing.timeoutMs - now;
  const maxRemaining = loginAt + timing.maximumMs - now;
  if (maxRemaining <= 0) return { phase: 'maxSession', remainingMs: 0 };
  if (idleRemaining <= 0) return { phase: 'expired', remainingMs: 0 };
  const remainingMs = Math.min(idleRemaining, maxRemaining);
  return { phase: idleRemaining <= timing.warningMs ? 'warning' : 'active', remainingMs };
}

/**
 * What the live region says: whole minutes above one minute, then 60/40/20 seconds. The text only
 * changes at those steps, so a screen reader hears it every minute, then every 20 s, not each second.
 */
export function announcementStep(remainingMs: number): { unit: 'minutes' | 'seconds'; count: number } {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  if (seconds > 60) return { unit: 'minutes', count: Math.ceil(seconds / 60) };
  return { unit: 'seconds', count: Math.max(20, Math.ceil(seconds / 20) * 20) };
}

/** The visible countdown, m:ss. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
