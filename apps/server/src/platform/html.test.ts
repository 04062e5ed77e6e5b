import { DEFAULT_REMINDER_TEXTS, LOCALES, REMINDER_TEMPLATES } from '@backoffice/domain';
import { sanitizerSuite } from '@backoffice/domain/html-test/sanitizer-suite';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml, sanitizeRichText } from './html.ts';

describe('the server sanitiser (DOMPurify over jsdom)', () => {
  sanitizerSuite(sanitizeHtml, (html) => JSDOM.fragment(html));

  it('keeps the default reminder templates as they are', () => {
    for (const locale of LOCALES) {
      for (const name of REMINDER_TEMPLATES) {
        const text = DEFAULT_REMINDER_TEXTS[locale][name].htmlMessage;
        expect(sanitizeRichText(text), `${locale} ${name}`).toBe(text);
      }
    }
  });
});

describe('htmlToText', () => {
  it('reads the text of a body: blocks part words, scripts and tags go, references are read', () => {
    expect(htmlToText('<p>Dear   <b>Jan</b> &amp; co,</p><script>x</script><p>pay &lt;now&gt;&nbsp;please</p>')).toBe(
      'Dear Jan & co, pay <now> please',
    );
    expect(htmlToText('<ul><li>one</li><li>two</li></ul>line<br>break')).toBe('one two line break');
    expect(htmlToText('<p><br></p><img src=x onerror=alert(1)>')).toBe('');
  });
});
