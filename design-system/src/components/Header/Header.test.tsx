import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../../test/renderWithI18n';
import { Header } from './Header';

const base = {
  productName: 'Einfach Erklären',
  homeHref: '/start',
  helpHref: 'https://example.org/hilfe',
};

describe('Header', () => {
  it('is the banner landmark with home, help and toggles', async () => {
    await renderWithI18n(<Header {...base} contrast={false} onContrastChange={() => {}} locale="de" onLocaleChange={() => {}} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Einfach Erklären/ })).toHaveAttribute('href', '/start');
    const help = screen.getByRole('link', { name: /Hilfe \(öffnet in neuem Tab\)/ });
    expect(help).toHaveAttribute('target', '_blank');
  });

  it('contrast toggle is a button with aria-pressed that reports the next state', async () => {
    const onContrastChange = vi.fn();
    const { rerender } = await renderWithI18n(
      <Header {...base} contrast={false} onContrastChange={onContrastChange} locale="de" onLocaleChange={() => {}} />,
    );
    const toggle = screen.getByRole('button', { name: 'Kontrastmodus' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(onContrastChange).toHaveBeenCalledWith(true);
    rerender(<Header {...base} contrast onContrastChange={onContrastChange} locale="de" onLocaleChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Kontrastmodus' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('language switch is labelled in the target language with its lang', async () => {
    const onLocaleChange = vi.fn();
    await renderWithI18n(<Header {...base} contrast={false} onContrastChange={() => {}} locale="de" onLocaleChange={onLocaleChange} />);
    const toSwitch = screen.getByRole('button', { name: 'English' });
    expect(toSwitch).toHaveAttribute('lang', 'en');
    await userEvent.click(toSwitch);
    expect(onLocaleChange).toHaveBeenCalledWith('en');
  });

  it('keeps every name from its words, also where narrow screens show the logo and the contrast symbol alone', async () => {
    await renderWithI18n(<Header {...base} contrast={false} onContrastChange={() => {}} locale="de" onLocaleChange={() => {}} />);
    // No aria-label: the words are the name (WCAG 2.5.3), hidden visually below 375 px by CSS only.
    expect(screen.getByRole('button', { name: 'Kontrastmodus' })).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('button', { name: 'Kontrastmodus' })).toHaveTextContent('Kontrastmodus');
    expect(screen.getByRole('link', { name: /^Einfach Erklären\s*–\s*Startseite$/ })).toHaveTextContent(/Einfach Erklären/);
  });

  it('in English offers "Deutsch" with lang=de', async () => {
    await renderWithI18n(<Header {...base} contrast={false} onContrastChange={() => {}} locale="en" onLocaleChange={() => {}} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('button', { name: 'Contrast mode' })).toBeInTheDocument();
  });

  it('tab order: home, help, contrast, language', async () => {
    await renderWithI18n(<Header {...base} contrast={false} onContrastChange={() => {}} locale="de" onLocaleChange={() => {}} />);
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      names.push((document.activeElement as HTMLElement).textContent ?? '');
    }
    expect(names[0]).toMatch(/Einfach Erklären/);
    expect(names[1]).toMatch(/Hilfe/);
    expect(names[2]).toMatch(/Kontrastmodus/);
    expect(names[3]).toBe('English');
  });

  it('links to the Leichte Sprache pages, named so in both languages, right after home', async () => {
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = await renderWithI18n(
      <Header {...base} contrast={false} onContrastChange={() => {}} locale="de" onLocaleChange={() => {}} easyRead={{ href: '/leichte-sprache', onClick }} />,
    );
    const link = screen.getByRole('link', { name: 'Leichte Sprache' });
    expect(link).toHaveAttribute('href', '/leichte-sprache');
    expect(link.querySelector('[lang="de"]')).toHaveTextContent('Leichte Sprache');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalled();
    rerender(<Header {...base} contrast={false} onContrastChange={() => {}} locale="en" onLocaleChange={() => {}} easyRead={{ href: '/leichte-sprache' }} />);
    // English: the offer's German name, then what it is (visually hidden); the visible words start the name (WCAG 2.5.3).
    expect(screen.getByRole('link', { name: /^Leichte Sprache\s*\(/ })).toHaveAttribute('href', '/leichte-sprache');
  });
});
