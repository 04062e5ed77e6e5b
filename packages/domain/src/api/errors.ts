import { z } from 'zod';

/** Every error response of the API has this body (DESIGN §4). */
export const ZApiError = z.object({
  code: z.number().int(),
  message: z.string(),
  errorID: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

// Plain constants in a module of their own: the web app's login page reads them without loading zod.
export { DEFAULT_ERROR_CODES, SERVER_TEXTS } from './error-texts.ts';
