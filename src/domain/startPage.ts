// Shared by the server that renders the start page and the app that takes it over.

/** The data block next to the prerendered start page (`<script type="application/json">`). */
export const START_DATA_ID = 'ee-start';

/** Preference cookies: they let the server send the start page in the user's language and theme. */
export const PREFERENCE_COOKIES = { locale: 'ee_lang', contrast: 'ee_contrast' } as const;
