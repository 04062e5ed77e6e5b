import type { TMatchReason } from '@backoffice/domain';
import { formatPaymentReference } from '@backoffice/domain';
import type { TFunction } from 'i18next';

/** A link's reasons in the user's language, one per line ('Payment reference 5000 0567 8901 2345'). */
export function reasonTexts(reasons: readonly TMatchReason[], t: TFunction): string[] {
  return reasons.map((reason) => {
    const params = { ...reason.params };
    if (typeof params.reference === 'string' && /^\d{16}$/.test(params.reference))
      params.reference = formatPaymentReference(params.reference);
    return t(`paymentMatch.reasons.${reason.key}`, params);
  });
}
