import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n';
import { StepIndicator } from './StepIndicator';

describe('StepIndicator', () => {
  it('says the step in words', async () => {
    await renderWithI18n(<StepIndicator current={2} total={7} />);
    expect(screen.getByText('Schritt 2 von 7')).toBeInTheDocument();
  });
  it('in English', async () => {
    await renderWithI18n(<StepIndicator current={3} total={5} />, { locale: 'en' });
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
  });
  it('names the step when the page is a part of it', async () => {
    await renderWithI18n(<StepIndicator current={7} total={11} topic="Spenden" />);
    expect(screen.getByText('Schritt 7 von 11: Spenden')).toBeInTheDocument();
  });
});
