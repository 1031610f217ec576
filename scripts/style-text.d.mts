// Types for scripts/style-text.mjs, which test/style-text.test.ts imports.
export declare const STYLE_CONSTANT: RegExp;
export declare function minifyStyleText(css: string): string;
export declare function templateEnd(code: string, start: number): number;
export declare function minifyTemplateBody(body: string): string;
