import { DEFAULT_REMINDER_TEXTS, LOCALES, REMINDER_TEMPLATES } from '@backoffice/domain';
import { sanitizerSuite } from '@backoffice/domain/html-test/sanitizer-suite';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { htmlToText, mailHasText, sanitizeHtml, sanitizeRichText } from './html.ts';

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

describe('mailHasText', () => {
  it('knows a mail has text when its template has text besides its variables, and reads the mail when it has none', () => {
    expect(mailHasText('<p>Beste {{customerName}},</p>', '<p>Beste ,</p>')).toBe(true);
    // A template of variables alone: the mail says what the values say.
    expect(mailHasText('<p>{{customerName}}</p>', '<p>Jan</p>')).toBe(true);
    expect(mailHasText('<p>{{customerName}}</p>', '<p> </p>')).toBe(false);
    // A variable in an attribute is no text.
    expect(mailHasText('<p><a href="{{link}}">{{ link }}</a></p>', '<p><a href="https://x.test"></a></p>')).toBe(false);
  });
});
