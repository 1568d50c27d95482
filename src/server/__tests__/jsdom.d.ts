// The part of jsdom the server tests use (jsdom ships no types of its own).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { runScripts?: 'outside-only' | 'dangerously' });
    readonly window: Window & typeof globalThis;
  }
}
