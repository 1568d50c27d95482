import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Stack } from './Stack';

describe('Stack', () => {
  it('keeps the reading order of its children', () => {
    render(
      <Stack as="section">
        <p>eins</p>
        <p>zwei</p>
      </Stack>,
    );
    const section = screen.getByText('eins').parentElement!;
    expect(section.tagName).toBe('SECTION');
    expect([...section.children].map((c) => c.textContent)).toEqual(['eins', 'zwei']);
  });
});
