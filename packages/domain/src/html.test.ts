import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, NOTICE_POLICY, sanitizeMarkup, sanitizeRichText } from './html.ts';

describe('sanitizeRichText (reminder and template bodies)', () => {
  it('keeps the editor formatting and drops attributes', () => {
    expect(
      sanitizeRichText(
        '<h2 class="x">Reminder</h2><p style="color:red">Dear <strong>customer</strong>, <em>please</em> <u>pay</u> <s>now</s>.</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><p>a<br/>b</p><hr>',
      ),
    ).toBe(
      '<h2>Reminder</h2><p>Dear <strong>customer</strong>, <em>please</em> <u>pay</u> <s>now</s>.</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><p>a<br>b</p><hr>',
    );
  });

  it('removes scripts, styles and frames with their content, and event handlers', () => {
    expect(sanitizeRichText('<p>Hi<script>alert(1)</script> there</p>')).toBe('<p>Hi there</p>');
    expect(sanitizeRichText('<style>p{display:none}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe>ok')).toBe('ok');
    expect(sanitizeRichText('<img src=x onerror="alert(1)">text')).toBe('text');
    expect(sanitizeRichText('<p onclick="steal()">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>')).toBe('');
    expect(sanitizeRichText('<SCRIPT>alert(1)')).toBe('');
  });

  it('keeps http(s) and mailto links only, opening in a new window', () => {
    expect(sanitizeRichText('<a href="https://pay.example/?a=1&amp;b=2" onclick="x()">pay</a>')).toBe(
      '<a href="https://pay.example/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">pay</a>',
    );
    expect(sanitizeRichText("<a href='mailto:info@demo.test'>mail</a>")).toBe(
      '<a href="mailto:info@demo.test" target="_blank" rel="noopener noreferrer">mail</a>',
    );
    for (const href of ['javascript:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,x'])
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('escapes stray markup characters and keeps character references', () => {
    expect(sanitizeRichText('Tom & Jerry <3 &amp; "quotes" &euro; 5 > 4')).toBe(
      'Tom &amp; Jerry &lt;3 &amp; "quotes" &euro; 5 &gt; 4',
    );
    expect(sanitizeRichText('<a href="x>y">z</a>')).toBe('<a>y"&gt;z</a>');
  });

  it('balances the kept tags and drops comments', () => {
    expect(sanitizeRichText('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeRichText('</p>x<ul><li>a</ul>')).toBe('x<ul><li>a</li></ul>');
    expect(sanitizeRichText('a<!-- <script>alert(1)</script> -->b')).toBe('ab');
  });
});

describe('sanitizeMarkup with the notice policy', () => {
  const notice = (html: string) => sanitizeMarkup(html, NOTICE_POLICY);

  it('keeps bare formatting tags and shows everything else as text', () => {
    expect(notice('<b>Saved</b><br/><ul><li>one</li></ul><p><em>x</em> <STRONG>y</STRONG></p>')).toBe(
      '<b>Saved</b><br><ul><li>one</li></ul><p><em>x</em> <strong>y</strong></p>',
    );
    expect(notice('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(notice('<b onclick="x()">a</b>')).toBe('&lt;b onclick=&quot;x()&quot;&gt;a</b>');
    expect(notice('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(notice("Tom & Jerry's <3")).toBe('Tom &amp; Jerry&#39;s &lt;3');
  });
});

describe('escapeHtml and htmlToText', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('reads the text of a body', () => {
    expect(htmlToText('<p>Dear   <b>Jan</b> &amp; co,</p><script>x</script><p>pay &lt;now&gt;&nbsp;please</p>')).toBe(
      'Dear Jan & co, pay <now> please',
    );
  });
});
