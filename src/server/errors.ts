// The API's one error type: a status, a message key and the optional parts of the error body of docs/product-spec.md §8.
import type { MessageKey } from './messages';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly extra: {
      params?: Record<string, string>;
      sessionTicket?: boolean;
      errors?: { path: string; messageKey: string }[];
      retryAfterSeconds?: number;
      /**
       * A machine-readable reason in the body (`code`), where the client offers a way on: accessCodeUsed
       * (a new code), sessionEnded (a call that needs a login found none: log in again).
       */
      code?: 'accessCodeUsed' | 'sessionEnded';
      /** A wrong login (401): how many attempts are left before the lock. */
      attemptsLeft?: number;
      /** A locked login (423): until when. */
      lockedUntil?: Date;
    } = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }
}

/** Masks identifying values for logs: "36*******09". */
export function mask(value: unknown): string {
  const text = String(value ?? '');
  if (text.length <= 4) return '*'.repeat(text.length);
  return text.slice(0, 2) + '*'.repeat(text.length - 4) + text.slice(-2);
}
