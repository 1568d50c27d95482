import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { AppLayout } from '../../layout/AppLayout';
import { declarationStore, DeclarationHarness, type Preset } from './harness';

/** A story decorator: the app frame with a store preset for the declaration, no server needed. */
export function withDeclaration<Args = Record<string, unknown>>(path: string, preset: Preset = {}): Decorator<Args> {
  const Frame = ({ children, locale }: { children: ReactNode; locale: 'de' | 'en' }) => (
    <DeclarationHarness store={declarationStore(preset)} path={path} locale={locale}>
      <AppLayout>{children}</AppLayout>
    </DeclarationHarness>
  );
  const decorator: Decorator<Args> = (Story, context) => (
    <Frame locale={(context.globals.locale as 'de' | 'en') ?? 'de'}>
      <Story />
    </Frame>
  );
  return decorator;
}
