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

  it('without a switch form, the switches are plain buttons (type=button) outside any form', async () => {
    await renderWithI18n(<Header {...base} contrast={false} onContrastChange={() => {}} locale="de" onLocaleChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Kontrastmodus' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('banner').querySelector('form')).toBeNull();
  });

  it('with a switch form, the switches are its submit buttons (the server answers them before the script) and keep their names, roles and states', async () => {
    const onContrastChange = vi.fn();
    const onLocaleChange = vi.fn();
    const switchForm = { action: '/erklaerung/ui/preferences', returnTo: '/erklaerung/ui/imprint' };
    const { rerender } = await renderWithI18n(<Header {...base} contrast={false} onContrastChange={onContrastChange} locale="de" onLocaleChange={onLocaleChange} switchForm={switchForm} />);
    const form = screen.getByRole('banner').querySelector('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/erklaerung/ui/preferences');
    // Not announced as a form: it has no fields, only the two switches.
    expect(form).toHaveAttribute('role', 'none');
    // What the browser sends: the page to come back to, and the switch pressed with the state it switches to.
    expect([...new FormData(form).entries()]).toEqual([['return', '/erklaerung/ui/imprint']]);
    const toggle = screen.getByRole('button', { name: 'Kontrastmodus' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toMatchObject({ type: 'submit', name: 'contrast', value: '1' });
    expect(toggle.closest('form')).toBe(form);
    const language = screen.getByRole('button', { name: 'English' });
    expect(language).toMatchObject({ type: 'submit', name: 'lang', value: 'en' });
    expect(language.closest('form')).toBe(form);
    expect(language).toHaveAttribute('lang', 'en');
    expect([...new FormData(form, language).entries()]).toEqual([
      ['return', '/erklaerung/ui/imprint'],
      ['lang', 'en'],
    ]);

    // With a handler (the app running) a click switches in place and the form is not sent.
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    toggle.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(language);
    expect(onContrastChange).toHaveBeenCalledWith(true);
    expect(onLocaleChange).toHaveBeenCalledWith('en');
    expect(submitted).not.toHaveBeenCalled();

    rerender(<Header {...base} contrast onContrastChange={onContrastChange} locale="en" onLocaleChange={onLocaleChange} switchForm={switchForm} />);
    // Switched on, the toggle sends "off"; in English the language switch sends German.
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toMatchObject({ name: 'contrast', value: '0' });
    expect(form.querySelector('button[name=lang]')).toMatchObject({ value: 'de', lang: 'de' });
  });
});
