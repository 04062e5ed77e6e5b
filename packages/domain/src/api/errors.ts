import { z } from 'zod';

const zParams = z
  .record(z.string(), z.union([z.string(), z.number()]))
  .meta({ description: 'The values in the message, by name' });

/** Every error response of the API has this body (DESIGN §4; packages/domain/src/errors/README.md). */
export const ZApiError = z.object({
  code: z.number().int(),
  key: z.string().meta({ description: 'Stable key of the error catalogue, e.g. invoice.notDraft' }),
  params: zParams,
  message: z.string().meta({ description: "The spec's verbatim text, values filled in" }),
  errorID: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

// Plain constants in a module of their own: the web app's login page reads them without loading zod.
export { DEFAULT_ERROR_CODES } from './error-texts.ts';

/** A keyed text in a successful answer, e.g. a save's warning that an address could not be placed. */
export const ZKeyedMessage = z.object({ key: z.string(), params: zParams, message: z.string() });
