import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderForms } from '../testI18n';
import { Field, describedByIds } from '.';

describe('Field', () => {
  it('orders label, hint, error, control and prefixes the error with a hidden "Fehler:"', async () => {
    const { container } = await renderForms(
      <Field id="name" label="Vorname" hint="Wie im Ausweis" error="Geben Sie Ihren Vornamen ein." required>
        <input id="name" aria-describedby={describedByIds({ id: 'name', hint: 'x', error: 'y' })} />
      </Field>,
    );
    const order = Array.from(container.querySelectorAll('label, #name-hint, #name-error, input')).map((el) => el.id || el.tagName);
    expect(order).toEqual(['name-label', 'name-hint', 'name-error', 'name']);
    expect(screen.getByText('Fehler:')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vorname (Pflichtfeld)' })).toHaveAccessibleDescription('Wie im Ausweis Fehler: Geben Sie Ihren Vornamen ein.');
  });

  it('merges hint, error and caller ids in that order', () => {
    expect(describedByIds({ id: 'a', hint: 'h', error: 'e' }, 'extra')).toBe('a-hint a-error extra');
    expect(describedByIds({ id: 'a' })).toBeUndefined();
    expect(describedByIds({ id: 'a', error: 'e' })).toBe('a-error');
  });

  it('says "Error:" in English', async () => {
    await renderForms(<Field id="n" label="Name" error="Enter your name."><input id="n" /></Field>, { locale: 'en' });
    expect(screen.getByText('Error:')).toBeInTheDocument();
  });
});
