import { describe, expect, it } from 'vitest';
import { addressLine, type MapProject, mapPoints, projectPoint } from './map-points.ts';
import { mapSettings, OSM_ATTRIBUTION } from './map-settings.ts';

const address = (over: Partial<MapProject['addresses'][number]> = {}) => ({
  address: 'Stadsplateau',
  houseNumber: '1',
  houseAddition: '',
  postalCode: '3521 AZ',
  city: 'Utrecht',
  latitude: 52.09,
  longitude: 5.11,
  mainAddress: 0,
  deleted: 0,
  ...over,
});

const project = (over: Partial<MapProject> = {}): MapProject => ({
  id: 1,
  name: 'Stadhuis',
  code: '',
  customerName: 'Gemeente',
  districtId: 0,
  mapColor: 'FF0000',
  active: true,
  addresses: [address()],
  ...over,
});

describe('map points', () => {
  it('places a project at its main address, in its map colour', () => {
    const point = projectPoint(
      project({ addresses: [address({ latitude: 51 }), address({ mainAddress: 1, latitude: 53, city: 'Zeist' })] }),
    );
    expect(point).toEqual({
      id: 1,
      name: 'Stadhuis',
      customerName: 'Gemeente',
      address: 'Stadsplateau 1, 3521 AZ Zeist',
      lat: 53,
      lng: 5.11,
      color: '#FF0000',
    });
  });

  it('falls back to the first live address, and leaves out one without coordinates', () => {
    expect(projectPoint(project({ addresses: [address({ deleted: 1, latitude: 1 }), address()] }))?.lat).toBe(52.09);
    expect(projectPoint(project({ addresses: [address({ latitude: 0, longitude: 0 })] }))).toBeNull();
    expect(projectPoint(project({ addresses: [] }))).toBeNull();
  });

  it('filters on status, colour and district, and lists what cannot be placed', () => {
    const list = [
      project({ id: 1 }),
      project({ id: 2, active: false, mapColor: '0000FF', districtId: 3 }),
      project({ id: 3, addresses: [] }),
    ];
    const ids = (filter: Parameters<typeof mapPoints>[1]) => mapPoints(list, filter).points.map((p) => p.id);
    expect(ids({ status: 2, colors: [], districtId: 0 })).toEqual([1, 2]);
    expect(ids({ status: 1, colors: [], districtId: 0 })).toEqual([1]);
    expect(ids({ status: 0, colors: [], districtId: 0 })).toEqual([2]);
    expect(ids({ status: 2, colors: ['0000FF'], districtId: 0 })).toEqual([2]);
    expect(ids({ status: 2, colors: [], districtId: 3 })).toEqual([2]);
    expect(mapPoints(list, { status: 2, colors: [], districtId: 0 }).unplaced.map((p) => p.id)).toEqual([3]);
  });

  it('writes an address on one line', () => {
    expect(addressLine({ address: 'Laan', houseNumber: '2', houseAddition: 'b', postalCode: '', city: 'Ede' })).toBe(
      'Laan 2 b, Ede',
    );
  });
});

describe('map settings', () => {
  it('is offline without a tile URL and credits OpenStreetMap unless told otherwise', () => {
    expect(mapSettings(undefined)).toEqual({ tileUrl: '', attribution: OSM_ATTRIBUTION, storedAttribution: '' });
  });
});
