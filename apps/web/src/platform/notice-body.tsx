import { useMemo } from 'react';
import { noticeNodes } from './notice-nodes.ts';

/**
 * Notices may hold simple HTML (spec 000 §8); it becomes React elements here, at the only place it is rendered. Shown
 * inline, so that only the text takes the pointer (app.css `.bo-notices`).
 */
export function NoticeBody({ html }: { html: string }) {
  const nodes = useMemo(() => noticeNodes(html), [html]);
  return (
    <div className="bo-notice-html bo-notice-text" data-testid="notice-body">
      {nodes}
    </div>
  );
}
