import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { dsResources } from './index';
import { useDsTranslation } from './useDsTranslation';
import { renderWithI18n } from '../test/renderWithI18n';

function keys(node: unknown, prefix = ''): string[] {
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function Probe() {
  const { t } = useDsTranslation();
  return <p>{t('step', { current: 2, total: 7 })}</p>;
}

describe('ds namespace', () => {
  it('has the same keys in de and en', () => {
    expect(keys(dsResources.en).sort()).toEqual(keys(dsResources.de).sort());
  });

  it('has no empty texts', () => {
    for (const lng of ['de', 'en'] as const) {
      for (const key of keys(dsResources[lng])) {
        const value = key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], dsResources[lng]);
        expect(value, `${lng}:${key}`).not.toBe('');
      }
    }
  });

  it('falls back to the bundled German texts without an i18n instance', () => {
    render(<Probe />);
    expect(screen.getByText('Schritt 2 von 7')).toBeInTheDocument();
  });

  it('uses the loaded namespace and language', async () => {
    await renderWithI18n(<Probe />, { locale: 'en' });
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
  });

  it('follows a language change of the instance', async () => {
    const { i18n } = await renderWithI18n(<Probe />, { locale: 'en' });
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByText('Schritt 2 von 7')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Step 2 of 7')).toBeInTheDocument();
  });
});
