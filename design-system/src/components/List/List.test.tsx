import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import * as stories from './List.stories';

const { Bullet, Numbered } = composeStories(stories);

describe('List', () => {
  it('renders a bullet list with one item per entry', () => {
    render(<Bullet />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });
  it('renders a numbered list', () => {
    render(<Numbered />);
    expect(screen.getByRole('list').tagName).toBe('OL');
  });
});
