// Types of scripts/storyShots.mjs for its test (scripts/storyShots.test.ts).
import type { PNG } from 'pngjs';

export declare const BASELINE_DIR: string;
export declare const REPORT_DIR: string;
export declare const MANIFEST: string;
export declare const BUDGET_BYTES: number;
export declare const FIXED_TIME: string;
export declare const TIME_ZONE: string;
export declare const VIEWPORT: { width: number; height: number };

export type StoryKind = 'screen' | 'layout' | 'foundation' | 'component';
export type ShotMode = 'light' | 'contrast' | 'forced-light' | 'forced-dark' | 'light-320';
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
export type Comparison = { status: 'same' } | { status: 'new' } | { status: 'changed'; pixels: number; size?: string; diff?: Buffer };

export declare function kindOf(story: { title: string }): StoryKind;
export declare function modesFor(story: { title: string }, theme: 'light' | 'contrast'): ShotMode[];
export declare function fileOf(storyId: string, mode: ShotMode): string;
export declare function fingerprint(png: Buffer): string;
export declare function storyFonts(dir?: string): Promise<string>;
export declare function readManifest(dir?: string): { chromium: string | null; pictures: Record<string, string> };
export declare function writeManifest(manifest: { chromium: string | null; pictures: Record<string, string> }, dir?: string): void;
export declare function shoot(page: unknown, mode: ShotMode): Promise<{ png: Buffer; caret: Box | null }>;
export declare function compare(actual: Buffer, baselinePath: string, knownFingerprint?: string, caret?: Box | null): Comparison;
export declare function onlyTheCaret(diff: PNG, caret: Box | null): boolean;
export declare function optimised(png: Buffer): Promise<Buffer>;
export declare function writeReport(findings: unknown[], dirs?: { baselineDir?: string; reportDir?: string }): string;
export declare function baselineSize(dir?: string): { bytes: number; files: number };
