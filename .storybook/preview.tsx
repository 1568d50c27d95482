import { useEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { themes, type ThemeName } from '@einfach/tokens';
import '../design-system/src/styles/global.css';
import { storybookI18n } from './i18n';
import { applyForcedColours, type ForcedColours } from './forcedColors';
import { showTouchTargets } from './touchTargets';

const themeClasses = Object.values(themes);

function applyTheme(theme: ThemeName) {
  const html = document.documentElement;
  html.classList.remove(...themeClasses);
  html.classList.add(themes[theme] ?? themes.light);
}

// Applied before render so axe and screenshots never see the wrong theme or language.
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeName) ?? 'light';
  const locale = (context.globals.locale as 'de' | 'en') ?? 'de';
  applyTheme(theme);
  document.documentElement.lang = locale;
  if (storybookI18n.language !== locale) void storybookI18n.changeLanguage(locale);
  useEffect(() => {
    applyTheme(theme);
  }, [theme]);
  return (
    <I18nextProvider i18n={storybookI18n}>
      <Story />
    </I18nextProvider>
  );
};

// Off by default, so axe runs and screenshots see the story alone; a story may switch it on.
const withTouchTargets: Decorator = (Story, context) => {
  const on = context.globals.targets === 'on';
  // In docs mode several stories share the page: outline this one only. A story alone takes the
  // whole body, so dialogs and listboxes portalled out of the story root count too.
  const root = context.viewMode === 'docs' ? context.canvasElement : document.body;
  useEffect(() => (on ? showTouchTargets(root) : undefined), [on, root]);
  return <Story />;
};

// Off by default: axe and screenshots see the real styles. The matrix checks real forced colours in
// Chromium; this is the designer's preview of them (.storybook/forcedColors.ts says what it does).
const withForcedColours: Decorator = (Story, context) => {
  const mode = (context.globals.forcedColours as ForcedColours | undefined) ?? 'off';
  applyForcedColours(mode);
  useEffect(() => {
    applyForcedColours(mode);
  }, [mode]);
  return <Story />;
};

const viewport = (name: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

const preview: Preview = {
  // Every story's component gets a Docs page: the component reference (props from its types, its a11y note, its stories).
  tags: ['autodocs'],
  decorators: [withForcedColours, withTouchTargets, withThemeAndLocale],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'contrast', title: 'Contrast (dark)' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'de', title: 'Deutsch' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    forcedColours: {
      description: 'Preview of forced colours (Windows contrast themes): system colours replace the author colours',
      toolbar: {
        title: 'Forced colours',
        icon: 'mirror',
        items: [
          { value: 'off', title: 'Forced colours off' },
          { value: 'light', title: 'Forced colours, light system colours' },
          { value: 'dark', title: 'Forced colours, dark system colours' },
        ],
        dynamicTitle: true,
      },
    },
    targets: {
      description: 'Outline every touch target; red with its size when smaller than 44 x 44 CSS px',
      toolbar: {
        title: 'Touch targets',
        icon: 'ruler',
        items: [
          { value: 'off', title: 'Touch targets off' },
          { value: 'on', title: 'Touch targets on' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'de', forcedColours: 'off', targets: 'off' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        w320: viewport('320 px (small phone)', 320, 640, 'mobile'),
        w375: viewport('375 px (phone)', 375, 812, 'mobile'),
        w768: viewport('768 px (tablet)', 768, 1024, 'tablet'),
        w1280: viewport('1280 px (desktop)', 1280, 900, 'desktop'),
      },
    },
  },
};

export default preview;
