import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the simple formatting tags', () => {
    expect(sanitizeHtml('<b>Saved</b><br/><ul><li>one</li></ul><p><em>x</em> <STRONG>y</STRONG></p>')).toBe(
      '<b>Saved</b><br><ul><li>one</li></ul><p><em>x</em> <strong>y</strong></p>',
    );
  });

  it('escapes every other tag, attributes included', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(sanitizeHtml('<b onclick="x()">a</b>')).toBe('&lt;b onclick=&quot;x()&quot;&gt;a</b>');
    expect(sanitizeHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('escapes plain text', () => {
    expect(sanitizeHtml("Tom & Jerry's <3")).toBe('Tom &amp; Jerry&#39;s &lt;3');
  });
});
