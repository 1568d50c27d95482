// Shared by the server that renders the start page and the app that takes it over.

/** The data block next to the prerendered start page (`<script type="application/json">`). */
export const START_DATA_ID = 'ee-start';

/** Preference cookies: they let the server send the start page in the user's language and theme. */
export const PREFERENCE_COOKIES = { locale: 'ee_lang', contrast: 'ee_contrast' } as const;

/**
 * Marks the app's module preloads in index.html (vite.config.ts). Every route but the start page loads
 * the app at once; the server leaves these out of the start page, which loads the app when the user is
 * about to use it (src/app/boot.ts).
 */
export const APP_PRELOAD_ATTRIBUTE = 'data-ee-app';
