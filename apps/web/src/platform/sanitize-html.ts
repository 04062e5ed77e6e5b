const ALLOWED_TAGS = ['b', 'i', 'br', 'strong', 'em', 'p', 'ul', 'li'];

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const allowedTag = new RegExp(`&lt;(/?)(${ALLOWED_TAGS.join('|')})\\s*/?&gt;`, 'gi');

/**
 * Notices may hold simple HTML (spec 000 §8). Everything is escaped first, then only the bare allowed tags are
 * restored, so no attribute, script or other element can survive.
 */
export function sanitizeHtml(html: string): string {
  return escapeHtml(html).replace(allowedTag, (_match, slash: string, tag: string) => `<${slash}${tag.toLowerCase()}>`);
}
