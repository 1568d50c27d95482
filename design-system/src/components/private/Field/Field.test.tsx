import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderForms } from '../testI18n';
import { Field, FieldGroup, describedByIds, fieldControlProps, fieldWiring, joinIds, type FieldBaseProps, type FieldGroupBaseProps } from '.';

describe('Field', () => {
  it('orders label, hint, error, control and prefixes the error with a hidden "Fehler:"', async () => {
    const { container } = await renderForms(
      <Field id="name" label="Vorname" hint="Wie im Ausweis" error="Geben Sie Ihren Vornamen ein." required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const order = Array.from(container.querySelectorAll('label, #name-hint, #name-error, input')).map((el) => el.id || el.tagName);
    expect(order).toEqual(['name-label', 'name-hint', 'name-error', 'name']);
    expect(screen.getByText('Fehler:')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vorname (Pflichtfeld)' })).toHaveAccessibleDescription('Wie im Ausweis Fehler: Geben Sie Ihren Vornamen ein.');
  });

  it('hands its control the id, hint then error ids, aria-invalid and aria-required', async () => {
    await renderForms(
      <Field id="name" label="Vorname" hint="Wie im Ausweis" error="Geben Sie Ihren Vornamen ein." required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('id', 'name');
    expect(input).toHaveAttribute('aria-describedby', 'name-hint name-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toBeRequired();
  });

  it('sets no aria attributes a plain optional field does not need', async () => {
    await renderForms(<Field id="city" label="Ort">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Ort' });
    for (const name of ['aria-describedby', 'aria-invalid', 'aria-required']) expect(input).not.toHaveAttribute(name);
    expect(input).not.toBeRequired();
    expect(document.getElementById('city-hint')).toBeNull();
    expect(document.getElementById('city-error')).toBeNull();
  });

  it('reads the format after the hint, and the control\'s own descriptions after the error', async () => {
    await renderForms(
      <Field id="amount" label="Betrag" hint="Brutto" extraHint="Format: 1.234,56" error="Geben Sie einen Betrag ein." describedBy="amount-unit">
        {(control) => (
          <>
            <input {...control} />
            <span id="amount-unit">Euro</span>
          </>
        )}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Betrag' });
    expect(input).toHaveAttribute('aria-describedby', 'amount-hint amount-error amount-unit');
    expect(input).toHaveAccessibleDescription('Brutto Format: 1.234,56 Fehler: Geben Sie einen Betrag ein. Euro');
  });

  it('merges hint, error and caller ids in that order', () => {
    expect(describedByIds({ id: 'a', hint: 'h', error: 'e' }, 'extra')).toBe('a-hint a-error extra');
    expect(describedByIds({ id: 'a' })).toBeUndefined();
    expect(describedByIds({ id: 'a', error: 'e' })).toBe('a-error');
    expect(describedByIds({ id: 'a', extraHint: 'Format' })).toBe('a-hint');
  });

  it('builds the control wiring from the field contract', () => {
    const field: FieldBaseProps = { id: 'a', label: 'A', hint: 'h', error: 'e', required: true };
    expect(fieldControlProps(field, 'a-unit')).toEqual({ id: 'a', 'aria-describedby': 'a-hint a-error a-unit', 'aria-invalid': true, 'aria-required': true });
    expect(fieldControlProps({ id: 'b', required: false })).toEqual({ id: 'b', 'aria-describedby': undefined, 'aria-invalid': undefined, 'aria-required': undefined });
    expect(fieldWiring({ id: 'c', error: 'e' })).toEqual({ 'aria-describedby': 'c-error', 'aria-invalid': true, 'aria-required': undefined });
    expect(joinIds(undefined, 'x', false, 'y')).toBe('x y');
    expect(joinIds(undefined, false)).toBeUndefined();
  });

  it('says "Error:" and "(required)" in English', async () => {
    await renderForms(<Field id="n" label="Name" error="Enter your name." required>{(control) => <input {...control} />}</Field>, { locale: 'en' });
    expect(screen.getByText('Error:')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name (required)' })).toHaveAccessibleDescription('Error: Enter your name.');
  });

  it('marks the field frame while in error only', async () => {
    const { container, rerender } = await renderForms(<Field id="n" label="Name" error="Enter your name.">{(control) => <input {...control} />}</Field>, { locale: 'en' });
    const frame = container.firstElementChild as HTMLElement;
    const inError = frame.className;
    rerender(<Field id="n" label="Name">{(control) => <input {...control} />}</Field>);
    expect((container.firstElementChild as HTMLElement).className).not.toBe(inError);
  });
});

describe('FieldGroup', () => {
  const group: FieldGroupBaseProps = { id: 'joint', legend: 'Gemeinsam?', hint: 'Mit Ehepartner', error: 'Wählen Sie Ja oder Nein.', required: true };

  it('is a fieldset named by its legend, with hint and error in order before the options', async () => {
    const { container } = await renderForms(
      <FieldGroup {...group} legendClassName="legend">
        {(wiring) => <input type="checkbox" id="joint-0" aria-label="Ja" {...wiring} />}
      </FieldGroup>,
    );
    const fieldset = screen.getByRole('group', { name: 'Gemeinsam? (Pflichtfeld)' });
    expect(fieldset.tagName).toBe('FIELDSET');
    const order = Array.from(container.querySelectorAll('legend, #joint-hint, #joint-error, input')).map((el) => el.id);
    expect(order).toEqual(['joint-legend', 'joint-hint', 'joint-error', 'joint-0']);
    expect(screen.getByRole('checkbox', { name: 'Ja' })).toHaveAccessibleDescription('Mit Ehepartner Fehler: Wählen Sie Ja oder Nein.');
  });

  it('hands every option the group\'s wiring without an id of its own', async () => {
    const seen: object[] = [];
    await renderForms(
      <FieldGroup {...group} legendClassName="legend">
        {(wiring) => {
          seen.push(wiring);
          return null;
        }}
      </FieldGroup>,
    );
    expect(seen[0]).toEqual({ 'aria-describedby': 'joint-hint joint-error', 'aria-invalid': true, 'aria-required': true });
  });

  it('lets the legend be wrapped, e.g. in the page heading', async () => {
    await renderForms(
      <FieldGroup id="q" legend="Frage" legendClassName="legend" renderLegend={(text) => <h1>{text}</h1>}>
        {() => null}
      </FieldGroup>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Frage' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Frage' })).toBeInTheDocument();
  });
});
