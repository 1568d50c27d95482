import { describe, expect, it } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import * as stories from './Box.stories';

const { Default, AsSection } = composeStories(stories);

describe('Box', () => {
  it('renders its children with token spacing classes', () => {
    render(<Default />);
    const box = screen.getByText(/Innenabstand/);
    expect(box.tagName).toBe('DIV');
    expect(box.className.split(' ').length).toBeGreaterThan(1);
  });
  it('renders as another element', () => {
    render(<AsSection />);
    expect(screen.getByText(/Abschnitt/).tagName).toBe('SECTION');
  });
});
