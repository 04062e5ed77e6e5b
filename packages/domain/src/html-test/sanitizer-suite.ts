import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_POLICY, type MarkupPolicy, NOTICE_POLICY, RICH_TEXT_POLICY, type Sanitize } from '../html.ts';
import { DOMPURIFY_HOSTILE_CASES } from './dompurify-hostile-cases.ts';
import { ATTRIBUTION_CASES, NOTICE_CASES, RICH_TEXT_CASES } from './policy-cases.ts';

// The tests of our policies, run on each side with its own sanitiser and DOM (the server's over jsdom, the web app's
// over the window), so both are held to the same answers. Described structurally: the domain package has no DOM types.

interface ParsedElement {
  localName: string;
  namespaceURI: string | null;
  attributes: ArrayLike<{ name: string; value: string }>;
}
/** A parsed, inert fragment of HTML. */
export interface ParsedFragment {
  querySelectorAll(selectors: string): ArrayLike<ParsedElement>;
}

const POLICIES: readonly (readonly [string, MarkupPolicy])[] = [
  ['rich text', RICH_TEXT_POLICY],
  ['notice', NOTICE_POLICY],
  ['attribution', ATTRIBUTION_POLICY],
];
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const LINK_ATTRIBUTES: Record<string, (value: string, policy: MarkupPolicy) => boolean> = {
  href: (value, policy) => policy.links?.test(value) ?? false,
  target: (value) => value === '_blank',
  rel: (value) => value === 'noopener noreferrer',
};

/** What in a sanitised output breaks the policy: elements, attributes and URLs it does not allow, or a '<' that does
 * not open one of its tags. Empty when the output is safe. */
export function policyBreaches(
  output: string,
  policy: MarkupPolicy,
  parse: (html: string) => ParsedFragment,
): string[] {
  const breaches: string[] = [];
  const elements = parse(output).querySelectorAll('*');
  for (let i = 0; i < elements.length; i++) {
    const element = elements[i];
    if (!element) continue;
    if (element.namespaceURI !== HTML_NAMESPACE || !policy.tags.includes(element.localName)) {
      breaches.push(`element <${element.localName}> (${element.namespaceURI})`);
    }
    for (let j = 0; j < element.attributes.length; j++) {
      const attribute = element.attributes[j];
      if (!attribute) continue;
      // DOMPurify cannot remove an `is` attribute, so it empties it: is="" names no custom element and does nothing.
      if (attribute.name === 'is' && attribute.value === '') continue;
      const allowed = element.localName === 'a' && policy.links ? LINK_ATTRIBUTES[attribute.name] : undefined;
      if (!allowed?.(attribute.value, policy)) breaches.push(`attribute ${attribute.name}="${attribute.value}"`);
    }
  }
  const tags = new RegExp(`<(?!/?(?:${policy.tags.join('|')})[\\s>])`, 'i');
  if (tags.test(output)) breaches.push('a "<" that opens no allowed tag');
  return breaches;
}

export function sanitizerSuite(sanitize: Sanitize, parse: (html: string) => ParsedFragment): void {
  describe('our policies', () => {
    it.each(RICH_TEXT_CASES)('rich text: %j', (input, output) => {
      expect(sanitize(input, RICH_TEXT_POLICY)).toBe(output);
    });
    it.each(NOTICE_CASES)('notice: %j', (input, output) => {
      expect(sanitize(input, NOTICE_POLICY)).toBe(output);
    });
    it.each(ATTRIBUTION_CASES)('attribution: %j', (input, output) => {
      expect(sanitize(input, ATTRIBUTION_POLICY)).toBe(output);
    });
  });

  describe("DOMPurify's hostile cases under our policies", () => {
    it('the check finds what breaks a policy', () => {
      const breaches = (html: string) => policyBreaches(html, RICH_TEXT_POLICY, parse);
      expect(
        breaches('<p><b>ok</b> <a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a></p>'),
      ).toEqual([]);
      expect(breaches('<img src=x onerror=alert(1)>')).toContain('attribute onerror="alert(1)"');
      expect(breaches('<p onclick="x()">a</p>')).toEqual(['attribute onclick="x()"']);
      expect(breaches('<a href="javascript:alert(1)">x</a>')).toEqual(['attribute href="javascript:alert(1)"']);
      expect(breaches('<svg><p>x</p></svg>')).toContain('element <svg> (http://www.w3.org/2000/svg)');
      expect(breaches('<math><mi><b>x</b></mi></math>').length).toBeGreaterThan(0);
      expect(breaches('<p>a &lt; b</p>')).toEqual([]);
      expect(breaches('<p>a <!-- x --> b</p>')).toEqual(['a "<" that opens no allowed tag']);
    });

    it.each(POLICIES)(
      '%s: nothing script-capable survives, and a second pass changes nothing (no mXSS)',
      (_, policy) => {
        const failures: string[] = [];
        const ours = RICH_TEXT_CASES.map(([input]) => ['', input] as const);
        for (const [title, payload] of [...DOMPURIFY_HOSTILE_CASES, ...ours]) {
          const output = sanitize(payload, policy);
          const breaches = policyBreaches(output, policy, parse);
          if (sanitize(output, policy) !== output) breaches.push('changes when sanitised again');
          if (breaches.length > 0)
            failures.push(`${title || payload.slice(0, 60)}: ${breaches.join(', ')} in ${output}`);
        }
        expect(failures).toEqual([]);
      },
    );
  });
}
