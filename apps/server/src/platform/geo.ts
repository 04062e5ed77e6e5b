import { type KeyedMessage, keyedMessage, normalizeDutchPostalCode } from '@backoffice/domain';
import type { Config } from '../config.ts';

/** An address to geocode; empty parts are left out of the query. */
export interface GeoQuery {
  address: string;
  houseNumber: string;
  houseAddition: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Resolves null when the address is unknown; rejects with GeoLookupError when the provider fails. */
export interface Geocoder {
  geocode(query: GeoQuery): Promise<GeoPoint | null>;
}

/** Dutch postal-code lookups (postalCodeData, postalCodeDataAddress); null when unknown, GeoLookupError on failure. */
export interface PostalCodeLookup {
  byPostalCode(
    postalCode: string,
    houseNumber: string,
  ): Promise<{ street: string; city: string; latitude: number; longitude: number } | null>;
  byAddress(address: GeoQuery): Promise<{ postalCode: string; latitude: number; longitude: number } | null>;
}

export interface GeoServices {
  geocoder: Geocoder;
  postalCodes: PostalCodeLookup;
}

/** The provider could not answer (network, timeout, HTTP error, unreadable reply): not the same as "not found". */
export class GeoLookupError extends Error {}

/** No provider is configured for this lookup (README: GEOCODER_URL, POSTCODE_URL): not the same as "not found". */
export class GeoNotConfiguredError extends Error {}

/** Why an address got no coordinates. */
export type GeoMiss = 'notConfigured' | 'notFound' | 'failed';

/** A save's warning: the spec's 'Unable to retrieve coordinates' and why, e.g. '...: no geocoder is configured (...)'. */
export const geocodeWarning = (miss: GeoMiss): KeyedMessage => keyedMessage(`geo.${miss}`);

/** Coordinates or why there are none: an unknown address, a 0/0 answer or a failing provider never fails a save. */
export async function locate(geocoder: Geocoder, query: GeoQuery): Promise<GeoPoint | GeoMiss> {
  try {
    const point = await geocoder.geocode(query);
    return point && (point.lat !== 0 || point.lng !== 0) ? point : 'notFound';
  } catch (err) {
    return err instanceof GeoNotConfiguredError ? 'notConfigured' : 'failed';
  }
}

/** Coordinates or null (imports count the rows without, whatever the reason). */
export async function tryGeocode(geocoder: Geocoder, query: GeoQuery): Promise<GeoPoint | null> {
  const found = await locate(geocoder, query);
  return typeof found === 'string' ? null : found;
}

/**
 * Geocodes the written addresses that sit at latitude and longitude 0 and hands each point found to `store`; answers
 * one 'unable to geocode' warning per reason any was not placed (employee and project addresses).
 */
export async function geocodeUnplaced<A extends GeoQuery & { latitude: number; longitude: number }>(
  geocoder: Geocoder,
  written: readonly A[],
  store: (address: A, point: GeoPoint) => Promise<void>,
): Promise<KeyedMessage[]> {
  const misses = new Set<GeoMiss>();
  for (const a of written) {
    if (a.latitude !== 0 || a.longitude !== 0) continue;
    const found = await locate(geocoder, a);
    if (typeof found === 'string') misses.add(found);
    else await store(a, found);
  }
  return [...misses].map(geocodeWarning);
}

const TIMEOUT_MS = 8000;
const USER_AGENT = 'backoffice/1.0 (address lookup)';

async function getJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': USER_AGENT },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new GeoLookupError(`address lookup unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new GeoLookupError(`address lookup answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new GeoLookupError('address lookup answered something other than JSON');
  }
}

const toNumber = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** '12', '12a', '12-2' → 12: services key addresses on the numeric part. */
const houseNumberDigits = (value: string) => /^\d+/.exec(value.trim())?.[0] ?? '';

const queryText = (q: GeoQuery) =>
  [`${q.address} ${q.houseNumber}${q.houseAddition ? ` ${q.houseAddition}` : ''}`.trim(), q.postalCode, q.city]
    .filter((part) => part.trim())
    .join(', ');

/**
 * Nominatim-style geocoder: GET {url}/search?format=json&limit=1&q=<address>[&countrycodes=nl]
 * answering `[{ "lat": "52.09", "lon": "5.12", ... }]` (numbers or numeric text); an empty list is "not found".
 */
export function nominatimGeocoder(baseUrl: string): Geocoder {
  return {
    async geocode(query) {
      const params = new URLSearchParams({ format: 'json', limit: '1', q: queryText(query) });
      if (query.country) params.set('countrycodes', query.country.toLowerCase());
      const body = await getJson(`${baseUrl}/search?${params}`);
      if (body === null) return null;
      if (!Array.isArray(body)) throw new GeoLookupError('geocoder answered an unexpected shape');
      const first = body[0] as { lat?: unknown; lon?: unknown } | undefined;
      if (!first) return null;
      const lat = toNumber(first.lat);
      const lng = toNumber(first.lon);
      if (lat === undefined || lng === undefined) throw new GeoLookupError('geocoder answered without coordinates');
      return { lat, lng };
    },
  };
}

interface PdokDoc {
  straatnaam?: unknown;
  woonplaatsnaam?: unknown;
  postcode?: unknown;
  centroide_ll?: unknown;
}

/** 'POINT(5.11 52.09)' (longitude first) → coordinates. */
function parsePoint(value: unknown): { latitude: number; longitude: number } | undefined {
  const match = typeof value === 'string' ? /POINT\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)/.exec(value) : null;
  const longitude = toNumber(match?.[1]);
  const latitude = toNumber(match?.[2]);
  return latitude === undefined || longitude === undefined ? undefined : { latitude, longitude };
}

/**
 * Dutch addresses from a PDOK Locatieserver-style service (https://api.pdok.nl/bzk/locatieserver/search/v3_1):
 * GET {url}/free?q=...&fq=type:adres&rows=1 answering
 * `{ "response": { "docs": [{ "straatnaam", "woonplaatsnaam", "postcode", "centroide_ll": "POINT(lng lat)" }] } }`.
 */
export function pdokPostalCodes(baseUrl: string): PostalCodeLookup {
  async function first(q: string, filters: string[]): Promise<PdokDoc | null> {
    const params = new URLSearchParams({ q, rows: '1', fl: 'straatnaam woonplaatsnaam postcode centroide_ll' });
    for (const filter of ['type:adres', ...filters]) params.append('fq', filter);
    const body = (await getJson(`${baseUrl}/free?${params}`)) as { response?: { docs?: unknown } } | null;
    if (body === null) return null;
    const docs = body?.response?.docs;
    if (!Array.isArray(docs)) throw new GeoLookupError('postal-code service answered an unexpected shape');
    return (docs[0] as PdokDoc | undefined) ?? null;
  }
  return {
    async byPostalCode(postalCode, houseNumber) {
      const digits = houseNumberDigits(houseNumber);
      if (!digits) return null;
      const doc = await first(`${postalCode} ${digits}`, [`postcode:${postalCode}`, `huisnummer:${digits}`]);
      if (!doc) return null;
      const point = parsePoint(doc.centroide_ll);
      if (!point || typeof doc.straatnaam !== 'string' || typeof doc.woonplaatsnaam !== 'string')
        throw new GeoLookupError('postal-code service answered without street, city or coordinates');
      return { street: doc.straatnaam, city: doc.woonplaatsnaam, ...point };
    },
    async byAddress(address) {
      const doc = await first(queryText({ ...address, postalCode: '' }), []);
      if (!doc) return null;
      const point = parsePoint(doc.centroide_ll);
      if (!point || typeof doc.postcode !== 'string')
        throw new GeoLookupError('postal-code service answered without postal code or coordinates');
      return { postalCode: doc.postcode, ...point };
    },
  };
}

/** Geocodes Dutch addresses through the postal-code service (no second provider needed for a Dutch company). */
function postalCodeGeocoder(postalCodes: PostalCodeLookup): Geocoder {
  return {
    async geocode(query) {
      // Only a Dutch service is configured: a foreign address needs GEOCODER_URL.
      if (query.country && query.country.toUpperCase() !== 'NL')
        throw new GeoNotConfiguredError('no geocoder for addresses outside the Netherlands');
      const postalCode = normalizeDutchPostalCode(query.postalCode);
      const found =
        postalCode && houseNumberDigits(query.houseNumber)
          ? await postalCodes.byPostalCode(postalCode, query.houseNumber)
          : await postalCodes.byAddress(query);
      return found ? { lat: found.latitude, lng: found.longitude } : null;
    },
  };
}

const notConfigured = (what: string) => async (): Promise<never> => {
  throw new GeoNotConfiguredError(`no ${what} is configured`);
};

/** Without a configured provider every lookup says so (the web app tells the user to enter the address by hand). */
const disabledGeo: GeoServices = {
  geocoder: { geocode: notConfigured('geocoder') },
  postalCodes: { byPostalCode: notConfigured('postal-code service'), byAddress: notConfigured('postal-code service') },
};

/** GEOCODER_URL and POSTCODE_URL pick the providers; with only POSTCODE_URL, Dutch addresses are geocoded by it. */
export function createGeo(config: Pick<Config, 'geocoderUrl' | 'postcodeUrl'>): GeoServices {
  const postalCodes = config.postcodeUrl ? pdokPostalCodes(config.postcodeUrl) : disabledGeo.postalCodes;
  const geocoder = config.geocoderUrl
    ? nominatimGeocoder(config.geocoderUrl)
    : config.postcodeUrl
      ? postalCodeGeocoder(postalCodes)
      : disabledGeo.geocoder;
  return { geocoder, postalCodes };
}

/** A known address of the test fake. */
export interface FakeAddress {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  country?: string;
  latitude: number;
  longitude: number;
}

export interface FakeGeo extends GeoServices {
  /** Set to make every lookup fail as an unreachable provider would. */
  failing: boolean;
  /** Lookups made so far, to assert that a provider was (not) asked. */
  calls: number;
}

/** Tests: answers from a list of known addresses, matched by postal code and number or by street, number and city. */
export function createFakeGeo(addresses: readonly FakeAddress[]): FakeGeo {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const fake: FakeGeo = {
    failing: false,
    calls: 0,
    geocoder: {
      async geocode(query) {
        const found = find(query);
        return found ? { lat: found.latitude, lng: found.longitude } : null;
      },
    },
    postalCodes: {
      async byPostalCode(postalCode, houseNumber) {
        const found = find({ address: '', houseNumber, houseAddition: '', postalCode, city: '', country: 'NL' });
        return found
          ? { street: found.street, city: found.city, latitude: found.latitude, longitude: found.longitude }
          : null;
      },
      async byAddress(address) {
        const found = find({ ...address, postalCode: '' });
        return found ? { postalCode: found.postalCode, latitude: found.latitude, longitude: found.longitude } : null;
      },
    },
  };
  function find(q: GeoQuery): FakeAddress | undefined {
    fake.calls++;
    if (fake.failing) throw new GeoLookupError('fake provider is failing');
    const number = houseNumberDigits(q.houseNumber);
    const postalCode = normalizeDutchPostalCode(q.postalCode);
    return addresses.find(
      (a) =>
        houseNumberDigits(a.houseNumber) === number &&
        (postalCode
          ? normalizeDutchPostalCode(a.postalCode) === postalCode
          : same(a.street, q.address) && same(a.city, q.city)),
    );
  }
  return fake;
}
