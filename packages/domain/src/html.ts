// HTML that came from a person (a reminder body from the rich-text editor, a server text in a notice) is never trusted:
// it passes one allow-list sanitiser, the same on the server (before mailing) and in the web app (before showing).

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML (mails, documents, notices). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

export interface MarkupPolicy {
  /** Tags that are kept (lower case), always without attributes except a link's href. */
  tags: readonly string[];
  /**
   * What happens to every other tag. 'drop': it vanishes, its text stays (script-like elements lose their content
   * too) and the kept tags are balanced. 'escape': it is shown as text, and so is a kept tag that carries attributes.
   */
  other: 'drop' | 'escape';
}

/** The rich-text editor's formatting (reminder and e-mail template bodies); links only to http(s) and mailto. */
export const RICH_TEXT_POLICY: MarkupPolicy = {
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'hr', 'a'],
  other: 'drop',
};

/** Notices may hold simple HTML (spec 000 §8): bare formatting tags only. */
export const NOTICE_POLICY: MarkupPolicy = { tags: ['b', 'i', 'br', 'strong', 'em', 'p', 'ul', 'li'], other: 'escape' };

const VOID_TAGS = new Set(['br', 'hr']);
/** Elements whose content is code or metadata, never text to keep. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'title']);
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;
// A tag, a comment, a character reference, or a character that must be escaped in text.
const TOKEN =
  /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^<>]*)>|<!--[\s\S]*?(?:-->|$)|&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});|[<>&"']/g;

function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&amp;/gi, '&')
    .replace(/&colon;/gi, ':');
}

/** The href of an `<a ...>` attribute text when it is a safe link, else undefined. */
function safeHref(attributes: string): string | undefined {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  const raw = match?.[1] ?? match?.[2] ?? match?.[3];
  if (raw === undefined) return undefined;
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): judge the URL as they read it.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed here
  const url = decodeReferences(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  return SAFE_LINK.test(url) ? url : undefined;
}

function openTag(tag: string, attributes: string): string {
  if (tag !== 'a') return `<${tag}>`;
  const href = safeHref(attributes);
  return href ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">` : '<a>';
}

/** Sanitises HTML by an allow-list: nothing outside `policy.tags` survives as markup, and no attribute but a safe href. */
export function sanitizeMarkup(html: string, policy: MarkupPolicy): string {
  const allowed = new Set(policy.tags);
  const open: string[] = [];
  let out = '';
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    out += html.slice(last, match.index);
    last = TOKEN.lastIndex;
    const [token, slash, name, attributes = ''] = match;
    if (name === undefined) {
      // A comment is dropped; a character reference stays; a lone special character is escaped (quotes only where
      // text is shown as it came, as in notices: outside attributes they cannot break out).
      if (token.startsWith('<!--')) out += policy.other === 'escape' ? escapeHtml(token) : '';
      else if (token.length > 1 || (policy.other === 'drop' && (token === '"' || token === "'"))) out += token;
      else out += escapeHtml(token);
      continue;
    }
    const tag = name.toLowerCase();
    const bare = attributes.trim() === '' || attributes.trim() === '/';
    const keep = allowed.has(tag) && (policy.other === 'drop' || bare);
    if (!keep) {
      if (policy.other === 'escape') out += escapeHtml(token);
      else if (!slash && DROP_WITH_CONTENT.has(tag)) {
        const end = html.toLowerCase().indexOf(`</${tag}`, last);
        const close = end < 0 ? -1 : html.indexOf('>', end);
        last = close < 0 ? html.length : close + 1;
        TOKEN.lastIndex = last;
      }
      continue;
    }
    if (policy.other === 'escape') {
      out += `<${slash}${tag}>`;
    } else if (VOID_TAGS.has(tag)) {
      if (!slash) out += `<${tag}>`;
    } else if (!slash) {
      out += openTag(tag, attributes);
      open.push(tag);
    } else if (open.includes(tag)) {
      // Closing an outer element closes the ones left open inside it, as a browser would.
      for (let inner = open.pop(); inner !== undefined; inner = open.pop()) {
        out += `</${inner}>`;
        if (inner === tag) break;
      }
    }
  }
  out += html.slice(last);
  for (let inner = open.pop(); inner !== undefined; inner = open.pop()) out += `</${inner}>`;
  return out;
}

/** A reminder or template body as it may be mailed and shown. */
export const sanitizeRichText = (html: string): string => sanitizeMarkup(html, RICH_TEXT_POLICY);

/** Plain text of an HTML body (for a length check or a text preview): tags removed, references decoded. */
export function htmlToText(html: string): string {
  // After sanitising, every '<' left is one of our tags: blocks and breaks become spaces, inline tags vanish.
  const text = sanitizeRichText(html)
    .replace(/<\/?(p|br|hr|li|ul|ol|h\d|blockquote)>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;/g, "'");
  return decodeReferences(text).replace(/\s+/g, ' ').trim();
}
