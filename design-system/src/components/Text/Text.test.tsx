import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Text } from './Text';

describe('Text', () => {
  it('renders a paragraph by default and other elements on request', () => {
    render(
      <>
        <Text>Absatz</Text>
        <Text as="span">Teil</Text>
      </>,
    );
    expect(screen.getByText('Absatz').tagName).toBe('P');
    expect(screen.getByText('Teil').tagName).toBe('SPAN');
  });
  it('uses different classes per tone', () => {
    render(
      <>
        <Text tone="critical">a</Text>
        <Text tone="success">b</Text>
      </>,
    );
    expect(screen.getByText('a').className).not.toBe(screen.getByText('b').className);
  });
});
