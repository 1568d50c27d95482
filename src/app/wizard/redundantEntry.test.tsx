// WCAG 3.3.7 Redundant Entry: the declaration never asks for an answer it already has. The form model
// asks each answer on one screen only, shows what the tax office and the login already know instead
// of asking it, and the wizard keeps a screen's answers when the user goes Back and forth.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import WizardScreen from '../screens/declaration/WizardScreen';
import { configureApi, resetApi } from '../api/client';
import type { FormDocument, FormModel } from '../../domain/forms';
import { declarationStore, DeclarationHarness, filledDocument, jointDocument, model2025, prefilled } from './testing/harness';

/**
 * What a model asks more than once: an answer (a document path; an item field of a repeatable group
 * as `list[].field`) that a screen lets the user enter and another screen, or another group of the
 * same screen, asks again; and known data (what the tax office sends, under `known`, and person A's
 * tax ID from the login) that a screen asks instead of showing it read-only.
 */
export function redundantEntries(model: FormModel): string[] {
  const askedOn = new Map<string, string[]>();
  const problems: string[] = [];
  for (const screenDef of model.screens) {
    for (const group of screenDef.groups) {
      for (const field of group.fields) {
        const path = group.child_path ? `${group.child_path}[].${field.path}` : field.path;
        const known = path.startsWith('known.') || path === 'personA.idNr';
        if (field.readOnly) continue;
        if (known) problems.push(`${path} is known already but asked on ${screenDef.name}`);
        askedOn.set(path, [...(askedOn.get(path) ?? []), `${screenDef.name}/${group.name}`]);
      }
    }
  }
  for (const [path, places] of askedOn) if (places.length > 1) problems.push(`${path} is asked ${places.length} times: ${places.join(', ')}`);
  return problems;
}

/** Every path the model lets the user enter. */
const askedPaths = (model: FormModel) =>
  model.screens.flatMap((s) => s.groups.flatMap((g) => g.fields.filter((f) => !f.readOnly).map((f) => (g.child_path ? `${g.child_path}[].${f.path}` : f.path))));

function fakeFetch(url: string | URL | Request, init?: RequestInit) {
  // A draft save answers with what it saved; anything else is not needed here.
  if (String(url).includes('/drafts/')) {
    const body = { document: JSON.parse(String(init?.body)).document, savedAt: '2026-01-01T00:00:00Z' };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  }
  return Promise.resolve(new Response(JSON.stringify({ detailMessage: 'not here' }), { status: 404, headers: { 'content-type': 'application/json' } }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  configureApi({ fetch: fakeFetch as typeof fetch });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetApi();
});

function renderWizard(screenName: string, document: FormDocument) {
  const store = declarationStore({ document });
  const location = memoryLocation({ path: `/tax/wizard?screen=${screenName}`, record: true });
  render(
    <DeclarationHarness store={store} path="" location={location}>
      <WizardScreen />
    </DeclarationHarness>,
  );
  return { store, location };
}

const next = () => screen.findByRole('button', { name: /^(Weiter|Zur Zusammenfassung|Weiter zur Zusammenfassung)$/ });

describe('redundant entry (WCAG 3.3.7) in the 2025 model', () => {
  it('asks each answer on one screen only and shows the known data instead of asking it', () => {
    expect(redundantEntries(model2025)).toEqual([]);
    // The spouse is asked about once: person B's details and disability each on one screen.
    const asked = askedPaths(model2025);
    for (const path of asked.filter((p) => p.startsWith('personB.') || p.startsWith('disability.personB.'))) expect(asked.filter((p) => p === path), path).toHaveLength(1);
    expect(asked.filter((p) => p.startsWith('personB.'))).toEqual(['personB.idNr', 'personB.firstName', 'personB.lastName', 'personB.birthDate']);
    // What the tax office sends, and person A's tax ID, are never asked.
    expect(asked.some((p) => p.startsWith('known.') || p === 'personA.idNr')).toBe(false);
  });

  it('finds an answer asked twice and known data asked again (the check itself, on broken models)', () => {
    const broken = structuredClone(model2025);
    const personB = broken.screens.find((s) => s.name === 'personB')!.groups[0].fields.find((f) => f.path === 'personB.firstName')!;
    // The spouse's first name asked again on the bank screen.
    broken.screens.find((s) => s.name === 'bank')!.groups[0].fields.push(structuredClone(personB));
    expect(redundantEntries(broken)).toEqual(['personB.firstName is asked 2 times: personB/personB, bank/bank']);
    // The pension the tax office sends made an input.
    const pension = broken.screens.find((s) => s.name === 'knownData')!.groups[0].fields[0];
    pension.readOnly = false;
    expect(redundantEntries(broken)).toContain(`${pension.path} is known already but asked on knownData`);
  });

  it('shows the name the login already gave in its fields, and person A\'s tax ID read-only', async () => {
    renderWizard('personA', prefilled);
    expect(await screen.findByRole('textbox', { name: /^Vorname/ })).toHaveValue('Erika');
    expect(screen.getByRole('textbox', { name: /^Nachname/ })).toHaveValue('Mustermann');
    const idNr = screen.getByRole('textbox', { name: 'Ihre Steuer-Identifikationsnummer' });
    expect(idNr).toHaveValue('02 476 291 358');
    expect(idNr).toHaveAttribute('readonly');
  });

  it('keeps a screen\'s answers after Next and Back', async () => {
    const user = userEvent.setup();
    const { bank: _bank, ...withoutBank } = filledDocument;
    renderWizard('bank', withoutBank);
    await user.type(await screen.findByRole('textbox', { name: /^IBAN/ }), 'DE89370400440532013000');
    await user.type(screen.getByRole('textbox', { name: /^Kontoinhaberin oder Kontoinhaber/ }), 'Erika Mustermann');
    await user.click(await next());
    expect(await screen.findByRole('heading', { level: 1, name: 'Das weiß das Finanzamt schon' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect((await screen.findByRole('textbox', { name: /^IBAN/ }) as HTMLInputElement).value.replace(/\s/g, '')).toBe('DE89370400440532013000');
    expect(screen.getByRole('textbox', { name: /^Kontoinhaberin oder Kontoinhaber/ })).toHaveValue('Erika Mustermann');
  });

  it('keeps the spouse\'s details after Next and Back, without asking them again on the next screen', async () => {
    const user = userEvent.setup();
    renderWizard('personB', jointDocument);
    expect(await screen.findByRole('textbox', { name: /^Vorname/ })).toHaveValue('Hans');
    await user.click(await next());
    // The next screen does not ask for the spouse's name or birth date again.
    await screen.findByRole('heading', { level: 1, name: 'Ihr Finanzamt' });
    expect(screen.queryByRole('textbox', { name: /^Vorname/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(await screen.findByRole('textbox', { name: /^Vorname/ })).toHaveValue('Hans');
    expect(screen.getByRole('textbox', { name: /^Nachname/ })).toHaveValue('Mustermann');
  });
});
