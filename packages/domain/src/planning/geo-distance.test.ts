import { describe, expect, it } from 'vitest';
import { distanceMetres, isKnownPosition } from './geo-distance.ts';

describe('distanceMetres (haversine)', () => {
  it('measures known distances', () => {
    // Utrecht Dom tower to Amsterdam Dam square: about 35.1 km as the crow flies.
    const dom = { latitude: 52.090_737, longitude: 5.121_42 };
    const dam = { latitude: 52.373_169, longitude: 4.892_66 };
    expect(distanceMetres(dom, dam)).toBeGreaterThan(34_900);
    expect(distanceMetres(dom, dam)).toBeLessThan(35_300);
    // One thousandth of a degree of latitude is about 111 m anywhere.
    expect(distanceMetres({ latitude: 52, longitude: 5 }, { latitude: 52.001, longitude: 5 })).toBe(111);
    // At 52° north a thousandth of a degree of longitude is about 68.5 m.
    expect(distanceMetres({ latitude: 52, longitude: 5 }, { latitude: 52, longitude: 5.001 })).toBe(68);
  });

  it('is zero for the same point and symmetric', () => {
    const a = { latitude: 52.0894, longitude: 5.1087 };
    const b = { latitude: 52.0887, longitude: 5.1063 };
    expect(distanceMetres(a, a)).toBe(0);
    expect(distanceMetres(a, b)).toBe(distanceMetres(b, a));
  });

  it('treats 0/0 (not geocoded) and missing numbers as unknown', () => {
    expect(isKnownPosition({ latitude: 0, longitude: 0 })).toBe(false);
    expect(isKnownPosition({ latitude: 52.1 })).toBe(false);
    expect(isKnownPosition(null)).toBe(false);
    expect(isKnownPosition({ latitude: 52.1, longitude: 0 })).toBe(true);
  });
});
