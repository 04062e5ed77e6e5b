import { sanitizeHtml } from './sanitize-html.ts';

/** Notices may hold simple HTML (spec 000 §8); it is sanitised here, at the only place it is rendered. */
export function NoticeBody({ html }: { html: string }) {
  return (
    <div
      className="bo-notice-html"
      data-testid="notice-body"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitizeHtml escapes all but b/i/br/strong/em/p/ul/li
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
