import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import a11yNote from './Header.a11y.md?raw';
import { componentParameters } from '../../test/storyParameters';
import { Header, type HeaderProps } from './Header';

function StatefulHeader(props: HeaderProps) {
  const [contrast, setContrast] = useState(props.contrast);
  const [locale, setLocale] = useState(props.locale);
  return <Header {...props} contrast={contrast} onContrastChange={setContrast} locale={locale} onLocaleChange={setLocale} />;
}

const meta = {
  title: 'Chrome/Header',
  component: Header,
  parameters: componentParameters(a11yNote, { layout: 'fullscreen' }),
  args: {
    productName: 'Einfach Erklären',
    homeHref: '#start',
    helpHref: 'https://example.org/hilfe',
    contrast: false,
    onContrastChange: () => {},
    locale: 'de',
    onLocaleChange: () => {},
    easyRead: { href: '#leichte-sprache' },
    // As the app passes it: the switches are a form the server answers before the app's script runs.
    switchForm: { action: '/erklaerung/ui/preferences', returnTo: '/erklaerung/ui/' },
  },
  render: (args) => <StatefulHeader {...args} />,
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ContrastOn: Story = { args: { contrast: true } };
export const English: Story = { args: { locale: 'en' } };
/** Without a switch form (a host without a server answer): the switches are plain buttons. */
export const WithoutSwitchForm: Story = { args: { switchForm: undefined } };
export const WithDeclaration: Story = { args: { children: 'Steuererklärung 2024 – Erika und Hans-Joachim Mustermann-Schmidt' } };

/** 320 px (1280 px at 400 % zoom): one row; the logo, the Leichte Sprache and the contrast symbols alone, their words still their names. */
export const Narrow: Story = { globals: { viewport: { value: 'w320', isRotated: false } } };

/** 375 px: two rows, home and Leichte Sprache, then help, contrast mode and language. */
export const Phone: Story = { globals: { viewport: { value: 'w375', isRotated: false } } };
