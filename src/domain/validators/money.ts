import { MAX_MONEY_CENTS, parseMoneyResult } from '../money';
import type { ValidationKey } from './messages';

export interface MoneyOptions {
  required?: boolean;
  allowNegative?: boolean;
  /** Upper bound in cents (default: the largest supported amount). */
  maxCents?: number;
}

/** A money field ("1234.50" or as typed, "1.234,50"). */
export function validateMoney(value: string | null | undefined, { required = true, allowNegative = false, maxCents = MAX_MONEY_CENTS }: MoneyOptions = {}): ValidationKey | null {
  const text = (value ?? '').trim();
  if (text === '') return required ? 'validation.required' : null;
  const cents = parseMoneyResult(text);
  if (cents === 'invalid') return 'validation.money.invalid';
  if (cents === 'tooLarge') return 'validation.money.tooLarge';
  if (cents < 0 && !allowNegative) return 'validation.money.negative';
  if (Math.abs(cents) > maxCents) return 'validation.money.tooLarge';
  return null;
}
