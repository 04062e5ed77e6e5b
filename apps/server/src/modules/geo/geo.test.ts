import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorMessage, keyedMessage } from '@backoffice/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFakeGeo,
  createGeo,
  GeoLookupError,
  GeoNotConfiguredError,
  nominatimGeocoder,
  pdokPostalCodes,
} from '../../platform/geo.ts';
import { DEMO_USERS } from '../../seed/demo.ts';
import { ADMIN_1, appPerFile } from '../../test/app-per-file.ts';
import { customer, saveCustomer } from '../../test/fixtures/customers.ts';
import { address as employeeAddress, person, saveEmployee } from '../../test/fixtures/employees.ts';
import { addUser, BACKENDS, createTestApp, type TestApp } from '../../test/harness.ts';

const UTRECHT = {
  street: 'Stationsplein',
  houseNumber: '1',
  postalCode: '3511 ED',
  city: 'Utrecht',
  latitude: 52.0894,
  longitude: 5.1101,
};

describe.each(BACKENDS)('address lookup calls on %s', (backend) => {
  const geo = createFakeGeo([UTRECHT]);
  const t = appPerFile(backend, { admin: ADMIN_1 }, { geo });

  const postalCodeData = (body: unknown, token = t.admin) =>
    t.app.request('POST', '/r/postalCodeData', { token, body });

  it('answers street, city and coordinates for a postal code and house number, in any spelling', async () => {
    for (const postalCode of ['3511ED', '3511 ed', ' 3511 ED ']) {
      const response = await postalCodeData({ postalCode, houseNumber: 1 });
      expect(response.status, postalCode).toBe(200);
      expect(response.json).toEqual({ street: 'Stationsplein', city: 'Utrecht', latitude: 52.0894, longitude: 5.1101 });
    }
    expect((await postalCodeData({ postalCode: '3511ED', houseNumber: '1a' })).json.street).toBe('Stationsplein');
  });

  it('refuses what is not a Dutch postal code or has no house number, without asking the provider', async () => {
    const calls = geo.calls;
    for (const body of [
      { postalCode: '351 ED', houseNumber: 1 },
      { postalCode: '0511ED', houseNumber: 1 },
      { postalCode: '3511SS', houseNumber: 1 },
      { postalCode: 'ABCDEF', houseNumber: 1 },
      { postalCode: '3511ED', houseNumber: '' },
      { postalCode: '3511ED' },
      {},
    ]) {
      const response = await postalCodeData(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await postalCodeData({ postalCode: 'x', houseNumber: 1 })).json.message).toContain('Invalid postal code');
    expect(geo.calls).toBe(calls);
  });

  it('answers 404 with a clear text for an unknown address and 502 when the provider fails', async () => {
    const unknown = await postalCodeData({ postalCode: '1234AB', houseNumber: 5 });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('No address found for postal code 1234AB and house number 5');
    geo.failing = true;
    try {
      const failed = await postalCodeData({ postalCode: '3511ED', houseNumber: 1 });
      expect(failed.status).toBe(502);
      expect(failed.json.message).toBe('Address lookup failed');
    } finally {
      geo.failing = false;
    }
  });

  it('answers the postal code and coordinates of an address', async () => {
    const response = await t.app.request('POST', '/r/postalCodeDataAddress', {
      token: t.admin,
      body: { address: 'stationsplein', houseNumber: '1', city: 'UTRECHT' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ postalCode: '3511 ED', latitude: 52.0894, longitude: 5.1101 });
    const unknown = await t.app.request('POST', '/r/postalCodeDataAddress', {
      token: t.admin,
      body: { address: 'Nergensweg', houseNumber: '9', city: 'Utrecht' },
    });
    expect(unknown.status).toBe(404);
    const invalid = await t.app.request('POST', '/r/postalCodeDataAddress', { token: t.admin, body: { address: 'x' } });
    expect(invalid.status).toBe(400);
  });

  it('is open to every back-office user and closed to the mobile app', async () => {
    const planner = await t.app.login(DEMO_USERS.planner, 1);
    expect((await postalCodeData({ postalCode: '3511ED', houseNumber: 1 }, planner)).status).toBe(200);
    const mobile = await addUser(t.app, 1, `mobile-geo-${backend}@test.example`, ['employee_portal']);
    expect((await postalCodeData({ postalCode: '3511ED', houseNumber: 1 }, mobile)).status).toBe(403);
  });
});

describe.each(BACKENDS)('without POSTCODE_URL and GEOCODER_URL on %s', (backend) => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp(backend, {}, { geo: createGeo({ geocoderUrl: undefined, postcodeUrl: undefined }) });
    admin = await app.login(DEMO_USERS.admin, 1);
  });
  afterAll(() => app.close());

  it('the lookups say that no service is configured, not that the address is unknown', async () => {
    for (const [path, body] of [
      ['/r/postalCodeData', { postalCode: '3511ED', houseNumber: 1 }],
      ['/r/postalCodeDataAddress', { address: 'Stationsplein', houseNumber: '1', city: 'Utrecht' }],
    ] as const) {
      const response = await app.request('POST', path, { token: admin, body });
      expect(response.status, path).toBe(503);
      expect(response.json, path).toMatchObject({
        key: 'geo.postalCodeNotConfigured',
        params: {},
        message: errorMessage('geo.postalCodeNotConfigured'),
      });
    }
  });

  it('a save succeeds and warns that the address has no coordinates because no geocoder is configured', async () => {
    const warning = keyedMessage('geo.notConfigured');
    expect(warning.message).toBe(
      'Unable to retrieve coordinates: no geocoder is configured (GEOCODER_URL or POSTCODE_URL)',
    );
    const at = { address: 'Neude', houseNumber: '11', postalCode: '3512AE', latitude: 0, longitude: 0 };
    const saved = await saveCustomer(app, admin, customer(at));
    expect(saved).toMatchObject({ id: expect.any(Number), latitude: 0, longitude: 0, warnings: [warning] });
    const employee = await saveEmployee(app, admin, {
      ...person(),
      addresses: [
        employeeAddress({ latitude: 0, longitude: 0 }),
        employeeAddress({ main: 0, latitude: 0, longitude: 0 }),
      ],
    });
    expect(employee.id).toBeGreaterThan(0);
    expect(employee.addresses).toHaveLength(2);
    expect(employee.warnings).toEqual([warning]);
  });
});

describe('HTTP address providers', () => {
  let server: Server;
  let base: string;
  let reply: { status: number; body: string } = { status: 200, body: '[]' };
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.url ?? '');
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const address = {
    address: 'Stationsplein',
    houseNumber: '1',
    houseAddition: '',
    postalCode: '3511ED',
    city: 'Utrecht',
    country: 'NL',
  };

  it('reads a Nominatim answer, with coordinates as text', async () => {
    reply = { status: 200, body: JSON.stringify([{ lat: '52.0894', lon: '5.1101', display_name: 'x' }]) };
    expect(await nominatimGeocoder(base).geocode(address)).toEqual({ lat: 52.0894, lng: 5.1101 });
    const url = new URL(seen.at(-1) ?? '', base);
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('format')).toBe('json');
    expect(url.searchParams.get('q')).toBe('Stationsplein 1, 3511ED, Utrecht');
    reply = { status: 200, body: '[]' };
    expect(await nominatimGeocoder(base).geocode(address)).toBeNull();
  });

  it('reads a PDOK answer for both lookups', async () => {
    const doc = {
      straatnaam: 'Stationsplein',
      woonplaatsnaam: 'Utrecht',
      postcode: '3511ED',
      centroide_ll: 'POINT(5.11 52.09)',
    };
    reply = { status: 200, body: JSON.stringify({ response: { numFound: 1, docs: [doc] } }) };
    const lookup = pdokPostalCodes(base);
    expect(await lookup.byPostalCode('3511ED', '1')).toEqual({
      street: 'Stationsplein',
      city: 'Utrecht',
      latitude: 52.09,
      longitude: 5.11,
    });
    const url = new URL(seen.at(-1) ?? '', base);
    expect(url.pathname).toBe('/free');
    expect(url.searchParams.getAll('fq')).toEqual(['type:adres', 'postcode:3511ED', 'huisnummer:1']);
    expect(await lookup.byAddress(address)).toEqual({ postalCode: '3511ED', latitude: 52.09, longitude: 5.11 });
    // Without GEOCODER_URL, Dutch addresses are geocoded by the postal-code service.
    expect(await createGeo({ geocoderUrl: undefined, postcodeUrl: base }).geocoder.geocode(address)).toEqual({
      lat: 52.09,
      lng: 5.11,
    });
    reply = { status: 200, body: JSON.stringify({ response: { numFound: 0, docs: [] } }) };
    expect(await lookup.byPostalCode('3511ED', '1')).toBeNull();
  });

  it('tells a failing provider apart from an unknown address', async () => {
    for (const failure of [
      { status: 500, body: '{}' },
      { status: 200, body: 'not json' },
      { status: 200, body: '{"unexpected":true}' },
    ]) {
      reply = failure;
      await expect(pdokPostalCodes(base).byPostalCode('3511ED', '1')).rejects.toThrow(GeoLookupError);
    }
    await expect(nominatimGeocoder('http://127.0.0.1:1').geocode(address)).rejects.toThrow(GeoLookupError);
  });

  it('says "not configured" when no provider is configured, and for foreign addresses with only POSTCODE_URL', async () => {
    const geo = createGeo({ geocoderUrl: undefined, postcodeUrl: undefined });
    await expect(geo.geocoder.geocode(address)).rejects.toThrow(GeoNotConfiguredError);
    await expect(geo.postalCodes.byPostalCode('3511ED', '1')).rejects.toThrow(GeoNotConfiguredError);
    await expect(geo.postalCodes.byAddress(address)).rejects.toThrow(GeoNotConfiguredError);
    const dutchOnly = createGeo({ geocoderUrl: undefined, postcodeUrl: base });
    await expect(dutchOnly.geocoder.geocode({ ...address, country: 'BE' })).rejects.toThrow(GeoNotConfiguredError);
  });
});
