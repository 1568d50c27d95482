import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { renderWithI18n } from '../../test/renderWithI18n';
import { ScriptNotice } from './ScriptNotice';
import * as stories from './ScriptNotice.stories';

const { Login, English } = composeStories(stories);

const notice = (
  <ScriptNotice title="Zum Anmelden braucht Ihr Browser JavaScript">
    <p>Warten Sie einen Moment.</p>
  </ScriptNotice>
);

describe('ScriptNotice', () => {
  it('is in the server’s HTML, hidden until its delay, and shown at once without JavaScript', () => {
    const html = renderToString(notice);
    expect(html).toContain('Zum Anmelden braucht Ihr Browser JavaScript');
    expect(html).toContain('Warten Sie einen Moment.');
    const waiting = /^<div class="([^"]+)">/.exec(html)![1];
    // The <noscript> rule lifts the delay for the same class.
    expect(html).toContain(`<noscript><style>.${waiting}{position:static;visibility:visible;height:auto;overflow:visible;animation:none}</style></noscript>`);
  });

  it('hydrates without a mismatch, then goes: the script runs the page', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(notice);
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, notice, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
    container.remove();
  });

  it('is not drawn by the browser’s own render (a page the app draws, or one it navigated to)', async () => {
    const { container } = await renderWithI18n(notice);
    expect(container).toBeEmptyDOMElement();
  });

  it('with show="always" shows at once, its tone said in words, not a live region', async () => {
    await renderWithI18n(<Login />);
    expect(screen.getByText(/Zum Anmelden braucht Ihr Browser JavaScript/).textContent).toBe('Warnung: Zum Anmelden braucht Ihr Browser JavaScript');
    expect(screen.getByRole('list')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in English says its tone in English', async () => {
    await renderWithI18n(<English />, { locale: 'en' });
    expect(screen.getByText(/To log in, your browser needs JavaScript/).textContent).toBe('Warning: To log in, your browser needs JavaScript');
  });
});
