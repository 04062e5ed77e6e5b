import { z } from 'zod';
import { zInt } from '../api/fields.ts';
import { DEFAULT_AUTO_VERIFY_SCORE } from './payment-match.ts';

/** The Payments settings (owners.settings.paymentSettings): the score from which a match is verified at once. */
export const ZPaymentSettings = z.object({
  autoVerifyScore: zInt(1, 1000).default(DEFAULT_AUTO_VERIFY_SCORE),
});
export type TPaymentSettings = z.infer<typeof ZPaymentSettings>;
export const PAYMENT_SETTINGS_DEFAULTS: TPaymentSettings = ZPaymentSettings.parse({});
