import { GEO_CALLS, SERVER_TEXTS } from '@backoffice/domain';
import type { CallRegistrar } from '../../platform/calls.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { GeoLookupError, GeoNotConfiguredError } from '../../platform/geo.ts';

/**
 * Three answers besides an address: 404 the service does not know it, 502 the service failed (details in the log),
 * 503 no service is configured (POSTCODE_URL): the user enters the address by hand.
 */
async function lookup<T>(run: () => Promise<T>, log: { warn(obj: object, msg: string): void }): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof GeoNotConfiguredError) throw new HttpError(503, SERVER_TEXTS.postalCodeLookupNotConfigured);
    if (!(err instanceof GeoLookupError)) throw err;
    log.warn({ err }, 'address lookup failed');
    throw new HttpError(502, 'Address lookup failed');
  }
}

/** Address lookup for address forms (spec 002 §7); every back-office user fills in addresses somewhere. */
export function registerGeoRoutes(r: CallRegistrar): void {
  r.handle(GEO_CALLS.postalCodeData, async (ctx, body, request) => {
    const found = await lookup(
      () => ctx.app.geo.postalCodes.byPostalCode(body.postalCode, body.houseNumber),
      request.log,
    );
    if (!found)
      throw notFound(`No address found for postal code ${body.postalCode} and house number ${body.houseNumber}`);
    return { street: found.street, city: found.city, latitude: found.latitude, longitude: found.longitude };
  });

  r.handle(GEO_CALLS.postalCodeDataAddress, async (ctx, body, request) => {
    const found = await lookup(() => ctx.app.geo.postalCodes.byAddress(body), request.log);
    if (!found) throw notFound(`No postal code found for ${body.address} ${body.houseNumber}, ${body.city}`);
    return { postalCode: found.postalCode, latitude: found.latitude, longitude: found.longitude };
  });
}
