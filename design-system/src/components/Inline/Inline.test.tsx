import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './Inline.stories';

const { Default } = composeStories(stories);

describe('Inline', () => {
  it('keeps the DOM order of its children', () => {
    render(<Default />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Weiter', 'Zurück', 'Später fortsetzen']);
  });
});
