/** The default-error catalogue of spec 002 §8; the web app translates `errors.code.<n>`. */
export const DEFAULT_ERROR_CODES = [0, 1, 400, 403, 404, 429, 500, 502] as const;
