import { describe, expect, it } from 'vitest';
import { isValidTileUrl, tileSource } from './map-tiles.ts';

describe('map tiles', () => {
  it('accepts an empty URL or an http(s) tile URL with {z}/{x}/{y} on a plain host', () => {
    expect(isValidTileUrl('')).toBe(true);
    expect(isValidTileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true);
    expect(isValidTileUrl('https://tiles.example.nl/{z}/{x}/{y}.png?key=1')).toBe(true);
    expect(isValidTileUrl('https://{s}.tile.example.com:8443/{z}/{x}/{y}.png')).toBe(true);
    expect(isValidTileUrl('https://tile.openstreetmap.org/')).toBe(false);
    expect(isValidTileUrl('javascript:alert(1)//{z}{x}{y}')).toBe(false);
    expect(isValidTileUrl('https://user:secret@tiles.example.nl/{z}/{x}/{y}.png')).toBe(false);
    expect(isValidTileUrl("https://tiles.example.nl;script-src 'unsafe-inline'/{z}/{x}/{y}.png")).toBe(false);
    expect(isValidTileUrl('https://*.example.nl/{z}/{x}/{y}.png')).toBe(false);
  });

  it('names the source a Content-Security-Policy allows the images from', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource(' HTTP://Tiles.Example.nl:8080/{z}/{x}/{y}.png ')).toBe('http://tiles.example.nl:8080');
    expect(tileSource('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
    expect(tileSource('')).toBeUndefined();
    expect(tileSource('https://tile.openstreetmap.org/')).toBeUndefined();
  });
});
