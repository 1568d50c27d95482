import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageHeading } from './PageHeading';

describe('PageHeading', () => {
  it('is the h1, focusable from code through its ref', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<PageHeading ref={ref}>Renten</PageHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Renten' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    ref.current!.focus();
    expect(heading).toHaveFocus();
  });
});
