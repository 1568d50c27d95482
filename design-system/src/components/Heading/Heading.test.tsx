import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Heading } from './Heading';

describe('Heading', () => {
  it.each([2, 3, 4] as const)('renders level %i', (level) => {
    render(<Heading level={level} id="h">Titel</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Titel' });
    expect(heading).toHaveAttribute('id', 'h');
  });
});
