import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { focusElement } from '../../focus';
import { PageHeading } from './PageHeading';

describe('PageHeading', () => {
  it('is the h1, focused from code through its ref with focusElement (not a tab stop, not focusable at rest)', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<PageHeading ref={ref}>Renten</PageHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Renten' });
    expect(heading).not.toHaveAttribute('tabindex');
    expect(focusElement(ref.current)).toBe(true);
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
