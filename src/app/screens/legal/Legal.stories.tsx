import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppDecorator, fullPage, type AppStoryParameters } from '../../storybook/AppDecorator';
import { AccessibilityScreen } from './AccessibilityScreen';
import { ImprintScreen } from './ImprintScreen';
import { DataProtectionScreen } from './DataProtectionScreen';

const meta = { title: 'App/Footer pages', decorators: [AppDecorator], parameters: fullPage } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const app = (parameters: AppStoryParameters) => ({ ...fullPage, app: parameters });

export const Accessibility: Story = { render: () => <AccessibilityScreen />, parameters: app({ path: '/accessibility' }) };
export const Imprint: Story = { render: () => <ImprintScreen />, parameters: app({ path: '/imprint' }) };
export const DataProtection: Story = { render: () => <DataProtectionScreen />, parameters: app({ path: '/data-protection' }) };
