import { withoutVariables } from '@backoffice/domain';
import { ATTRIBUTION_POLICY, createSanitizer, type MarkupPolicy, RICH_TEXT_POLICY } from '@backoffice/domain/html';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

/** Escapes text for HTML mails and documents (one rule with the web app's, in the domain package). */
export { escapeHtml } from '@backoffice/domain/html';

// DOMPurify needs a DOM; on the server that is jsdom, the one DOMPurify's authors test against and recommend.
const { window } = new JSDOM('');
const sanitize = createSanitizer(createDOMPurify(window as unknown as WindowLike));

/** HTML under one of the domain's policies. */
export const sanitizeHtml = (html: string, policy: MarkupPolicy): string => sanitize(html, policy);

/**
 * `compute` remembered for the last 200 inputs (a template body met once per invoice of a run is worked out once);
 * long inputs (a body may hold 100,000 characters) are not kept, so the memory stays a few megabytes.
 */
function memoised<V>(compute: (input: string) => V): (input: string) => V {
  const seen = new Map<string, V>();
  return (input) => {
    const known = seen.get(input);
    if (known !== undefined) return known;
    const value = compute(input);
    if (input.length > 20_000) return value;
    if (seen.size >= 200) seen.clear();
    seen.set(input, value);
    return value;
  };
}

/** A reminder or template body as it may be stored, mailed and shown (sanitising costs a DOM parse). */
export const sanitizeRichText: (html: string) => string = memoised((html) => sanitize(html, RICH_TEXT_POLICY));

/** A map's tile attribution as it may be stored and shown: text and http(s) links. */
export const sanitizeAttribution = (html: string): string => sanitize(html, ATTRIBUTION_POLICY);

const WORD_BREAKS = 'p, br, hr, li, ul, ol, h2, h3, h4, blockquote';

/** Plain text of an HTML body (for a length check or a text preview): blocks and breaks part words, tags go. */
export function htmlToText(html: string): string {
  // The fragment is parsed inert (a template's content): nothing in it loads or runs.
  const fragment = JSDOM.fragment(sanitizeRichText(html));
  for (const element of fragment.querySelectorAll(WORD_BREAKS)) element.after(' ');
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether a template has text of its own besides its variables: known once per template body. */
const hasOwnText = memoised((template) => htmlToText(withoutVariables(template)) !== '');

/**
 * Whether a mail filled from `template` (sanitised, with {{variables}}) has text to read: surely so when the template
 * has text of its own, so the mail's own DOM is built only for a template of variables alone.
 */
export function mailHasText(template: string, mail: string): boolean {
  return hasOwnText(template) || htmlToText(mail) !== '';
}

/** The body of a mail written in the rich-text editor, in the font mail readers show it in. */
export const mailHtml = (body: string) =>
  `<div style="font-family: Arial, Helvetica, sans-serif; font-size: 14px; line-height: 1.5">${body}</div>`;
