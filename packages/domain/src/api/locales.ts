/** The languages of the app, its e-mails and documents. */
export const LOCALES = ['en', 'nl', 'it', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
