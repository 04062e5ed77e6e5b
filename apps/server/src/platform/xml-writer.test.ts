import { describe, expect, it } from 'vitest';
import { XmlWriter, xmlEscape } from './xml-writer.ts';

describe('the streaming XML writer', () => {
  it('escapes markup, keeps other text as it is and leaves out what XML cannot hold', () => {
    expect(xmlEscape('Kantoren & Co <"Utrecht">')).toBe('Kantoren &amp; Co &lt;&quot;Utrecht&quot;&gt;');
    expect(xmlEscape("Café l'Étoile 12.00 😀")).toBe("Café l'Étoile 12.00 😀");
    expect(xmlEscape('a\u0001b\uFFFEc\tz')).toBe('abc\tz');
  });

  it('writes nested elements and skips empty optional ones, in pieces of the size asked', async () => {
    const pieces: string[] = [];
    const xml = new XmlWriter(
      { write: async (text) => void pieces.push(String(text)), stream: undefined as never },
      10,
    );
    xml.start('a', { xmlns: 'urn:x' }).leaf('b', 1).optional('c', '').optional('d', 'x&y');
    await xml.flush();
    xml.start('e');
    await xml.close();
    expect(pieces.join('')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<a xmlns="urn:x"><b>1</b><d>x&amp;y</d><e></e></a>',
    );
    expect(pieces.length).toBe(2);
  });
});
