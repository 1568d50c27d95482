import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './Banner.stories';

const { WithText } = composeStories(stories);

describe('Banner', () => {
  it('is a region named by its title', () => {
    render(<WithText />);
    const region = screen.getByRole('region', { name: 'Testmodus' });
    expect(region).toHaveTextContent('Nutzen Sie nur Testdaten.');
  });
});
