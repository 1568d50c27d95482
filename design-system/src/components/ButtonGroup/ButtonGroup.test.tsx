import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/renderWithI18n';
import * as stories from './ButtonGroup.stories';

const { ThreeActions } = composeStories(stories);

describe('ButtonGroup', () => {
  it('keeps the primary action first in the tab order', async () => {
    await renderWithI18n(<ThreeActions />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Senden' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Zurück zur Zusammenfassung' })).toHaveFocus();
  });
});
