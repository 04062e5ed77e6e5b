// What our policies do to an input, as [input, output]: the server's and the web app's sanitiser must both answer
// exactly this (sanitizer-suite.ts runs them on each side).

/** The rich-text policy (reminder and template bodies). */
export const RICH_TEXT_CASES: readonly (readonly [string, string])[] = [
  // The editor's formatting stays, its attributes go.
  [
    '<h2 class="x">Reminder</h2><p style="color:red">Dear <strong>customer</strong>, <em>please</em> <u>pay</u> <s>now</s>.</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><p>a<br/>b</p><hr>',
    '<h2>Reminder</h2><p>Dear <strong>customer</strong>, <em>please</em> <u>pay</u> <s>now</s>.</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><p>a<br>b</p><hr>',
  ],
  // Scripts, styles and frames go with their content; other elements leave their text; handlers go.
  ['<p>Hi<script>alert(1)</script> there</p>', '<p>Hi there</p>'],
  ['<style>p{display:none}</style><p>x</p>', '<p>x</p>'],
  ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
  ['<img src=x onerror="alert(1)">text', 'text'],
  ['<p onclick="steal()">x</p>', '<p>x</p>'],
  ['<svg><script>alert(1)</script></svg>', ''],
  ['<SCRIPT>alert(1)', ''],
  ['<div><span>kept text</span></div>', 'kept text'],
  // Links to http(s) and mailto only, opening in a new window; an href on anything but a link goes.
  [
    '<a href="https://pay.example/?a=1&amp;b=2" onclick="x()">pay</a>',
    '<a href="https://pay.example/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">pay</a>',
  ],
  [
    "<a href='mailto:info@demo.test'>mail</a>",
    '<a href="mailto:info@demo.test" target="_blank" rel="noopener noreferrer">mail</a>',
  ],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="data:text/html,x">x</a>', '<a>x</a>'],
  ['<a href="/relative">x</a>', '<a>x</a>'],
  ['<a href="x>y">z</a>', '<a>z</a>'],
  ['<b href="https://example.com">b</b>', '<b>b</b>'],
  // Text: markup characters escaped, character references read.
  ['Tom & Jerry <3 &amp; "quotes" &euro; 5 > 4', 'Tom &amp; Jerry &lt;3 &amp; "quotes" € 5 &gt; 4'],
  // Kept tags balanced as a browser balances them; comments gone.
  ['<p><strong>bold', '<p><strong>bold</strong></p>'],
  ['</p>x<ul><li>a</ul>', 'x<ul><li>a</li></ul>'],
  ['a<!-- <script>alert(1)</script> -->b', 'ab'],
];

/** The notice policy (spec 000 §8: simple HTML in notices). */
export const NOTICE_CASES: readonly (readonly [string, string])[] = [
  [
    '<b>Saved</b><br/><ul><li>one</li></ul><p><em>x</em> <STRONG>y</STRONG></p>',
    '<b>Saved</b><br><ul><li>one</li></ul><p><em>x</em> <strong>y</strong></p>',
  ],
  ['<img src=x onerror="alert(1)">', ''],
  ['<b onclick="x()">a</b>', '<b>a</b>'],
  ['<script>alert(1)</script>', ''],
  ['<a href="https://example.com">link</a> <u>u</u>', 'link u'],
  ["Tom &amp; Jerry's &lt;3", "Tom &amp; Jerry's &lt;3"],
];

/** The attribution policy (a map's tile attribution). */
export const ATTRIBUTION_CASES: readonly (readonly [string, string])[] = [
  [
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors',
  ],
  ['<img src=x onerror="window.__xss=1">Tiles', 'Tiles'],
  ['<a href="javascript:alert(1)" onclick="alert(1)">Tiles</a>', '<a>Tiles</a>'],
  ['<a href="mailto:tiles@example.com">Tiles</a>', '<a>Tiles</a>'],
  ['<b>Tiles</b> &amp; <i>more</i>', 'Tiles &amp; more'],
];
