import { ZPostalCodeDataAddressRequest, ZPostalCodeDataRequest } from '@backoffice/domain';
import type { CallRegistrar } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { GeoLookupError, GeoNotConfiguredError } from '../../platform/geo.ts';

/**
 * Three answers besides an address: 404 the service does not know it, 502 the service failed (details in the log),
 * 503 no service is configured (POSTCODE_URL): the user enters the address by hand.
 */
async function lookup<T>(run: () => Promise<T>, log: { warn(obj: object, msg: string): void }): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof GeoNotConfiguredError) throw fail('geo.postalCodeNotConfigured');
    if (!(err instanceof GeoLookupError)) throw err;
    log.warn({ err }, 'address lookup failed');
    throw fail('geo.lookupFailed');
  }
}

/** Address lookup for address forms (spec 002 §7); every back-office user fills in addresses somewhere. */
export function registerGeoRoutes(r: CallRegistrar): void {
  r.call(
    { method: 'POST', path: '/postalCodeData', area: 'home', level: 'read', body: ZPostalCodeDataRequest },
    async (ctx, body, request) => {
      const found = await lookup(
        () => ctx.app.geo.postalCodes.byPostalCode(body.postalCode, body.houseNumber),
        request.log,
      );
      if (!found) throw fail('geo.postalCodeUnknown', { postalCode: body.postalCode, houseNumber: body.houseNumber });
      return { street: found.street, city: found.city, latitude: found.latitude, longitude: found.longitude };
    },
  );

  r.call(
    {
      method: 'POST',
      path: '/postalCodeDataAddress',
      area: 'home',
      level: 'read',
      body: ZPostalCodeDataAddressRequest,
    },
    async (ctx, body, request) => {
      const found = await lookup(() => ctx.app.geo.postalCodes.byAddress(body), request.log);
      if (!found)
        throw fail('geo.addressUnknown', { address: body.address, houseNumber: body.houseNumber, city: body.city });
      return { postalCode: found.postalCode, latitude: found.latitude, longitude: found.longitude };
    },
  );
}
