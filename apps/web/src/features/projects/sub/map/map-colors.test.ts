import { describe, expect, it } from 'vitest';
import { markerColor, markerOutline, parseMapColor } from './map-colors.ts';

describe('map colours', () => {
  it('colours a marker with the project map colour, or the default blue for an unknown one', () => {
    expect(markerColor('FF0000')).toBe('#FF0000');
    expect(markerColor('ff00dc')).toBe('#FF00DC');
    expect(markerColor('#b200ff')).toBe('#B200FF');
    expect(markerColor('123456')).toBe('#0000FF');
    expect(markerColor(undefined)).toBe('#0000FF');
  });

  it('outlines the light colours dark', () => {
    expect(markerOutline('#FFFF00')).toBe('#333333');
    expect(markerOutline('#0000FF')).toBe('#ffffff');
  });

  it('reads a colour from a spreadsheet by hex id or by name in our languages', () => {
    expect(parseMapColor('#ffa100')).toBe('FFA100');
    expect(parseMapColor('Red')).toBe('FF0000');
    expect(parseMapColor('rood')).toBe('FF0000');
    expect(parseMapColor('bleu')).toBe('0000FF');
    expect(parseMapColor('turquoise')).toBeNull();
  });
});
