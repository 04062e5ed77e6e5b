import { describe, expect, it } from 'vitest';
import { sepaText } from './sepa-text.ts';

describe('SEPA text', () => {
  it('keeps the EPC basic Latin set and turns the rest into what every bank accepts', () => {
    expect(sepaText('Kärcher Reinigungstechnik GmbH')).toBe('Karcher Reinigungstechnik GmbH');
    expect(sepaText('Straße 12')).toBe('Strasse 12');
    expect(sepaText('Café & Co. (Utrecht)')).toBe('Cafe + Co. (Utrecht)');
    expect(sepaText("O'Neill / F-2026:1?")).toBe("O'Neill / F-2026:1?");
    expect(sepaText('Łódź  <b>"x"</b> €5')).toBe('Lodz b x /b 5');
  });
});
