import { GEO_CALLS, type TPostalCodeData } from '@backoffice/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api-client.ts';
import { call } from '../call.ts';
import type { Translate } from '../i18n/zod-messages.ts';
import { notifyError, notifyWarning } from '../notices.ts';

/**
 * What a failed lookup means for the user (README: POSTCODE_URL): no service configured and an unknown address are
 * warnings (the address can be typed in), a failing service is an error.
 */
function notifyLookupProblem(error: unknown, t: Translate): void {
  const title = t('address.lookupTitle');
  if (error instanceof ApiError && error.key === 'geo.postalCodeNotConfigured')
    notifyWarning(title, t('serverErrors.geo.postalCodeNotConfigured'));
  else if (error instanceof ApiError && error.status === 404) notifyWarning(title, t('address.lookupNotFound'));
  else notifyError(error, { action: t('address.lookupFailed') });
}

/** postalCodeData (spec 002 §7): street, city and coordinates from a Dutch postal code and house number. */
export function usePostalCodeLookup(
  input: () => { postalCode: string; houseNumber: string },
  onFound: (data: TPostalCodeData) => void,
) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => {
      const { postalCode, houseNumber } = input();
      return call(GEO_CALLS.postalCodeData, {
        postalCode: postalCode.trim(),
        houseNumber: houseNumber.trim(),
      });
    },
    onSuccess: onFound,
    onError: (error) => notifyLookupProblem(error, t),
  });
}
