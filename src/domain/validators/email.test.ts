import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, validateEmail } from './email';

describe('validateEmail', () => {
  it('accepts ordinary addresses, trimmed', () => {
    for (const ok of ['erika.mustermann@example.de', ' max+steuer@mail.example.com ', "o'brien@example.org", 'a@b.de']) {
      expect(validateEmail(ok), ok).toBeNull();
    }
  });

  it('requires a value', () => {
    expect(validateEmail('')).toBe('validation.required');
    expect(validateEmail(' ')).toBe('validation.required');
    expect(validateEmail(null)).toBe('validation.required');
  });

  it('rejects malformed addresses', () => {
    for (const bad of ['erika', 'erika@', '@example.de', 'erika@example', 'erika@@example.de', 'erika muster@example.de', 'erika@-example.de', 'erika@example..de', 'erika@exämple.de']) {
      expect(validateEmail(bad), bad).toBe('validation.email.invalid');
    }
  });

  it('allows at most 60 characters', () => {
    const at60 = 'a'.repeat(EMAIL_MAX_LENGTH - '@example.de'.length) + '@example.de';
    expect(at60).toHaveLength(60);
    expect(validateEmail(at60)).toBeNull();
    expect(validateEmail('a' + at60)).toBe('validation.email.length');
  });
});
