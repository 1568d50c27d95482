// Types of generate.mjs for the test that compares its output with the committed models.
export declare const years: readonly number[];
export declare function model(year: number): Record<string, unknown>;
export declare function modelFileText(year: number): string;
