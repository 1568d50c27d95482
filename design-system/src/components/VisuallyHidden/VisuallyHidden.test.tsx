import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of the parent', () => {
    render(
      <button type="button">
        Ändern<VisuallyHidden> Geburtsdatum</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Ändern Geburtsdatum' })).toBeInTheDocument();
  });
});
