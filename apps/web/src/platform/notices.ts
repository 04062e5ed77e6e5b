import { escapeHtml } from '@backoffice/domain/html';
import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { ApiError } from './api-client.ts';
import { i18n } from './i18n/i18n.ts';
import { NoticeBody } from './notice-body.tsx';
import { type ErrorNoticeOptions, errorNoticeHtml } from './notice-text.ts';

export type { ErrorNoticeOptions } from './notice-text.ts';

/** Negative notices last 10 s (spec 000 §8, §9); positive ones need less reading time. */
const NEGATIVE_NOTICE_MS = 10_000;
const POSITIVE_NOTICE_MS = 4_000;

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

type NoticeKind = 'negative' | 'warning' | 'positive' | 'neutral';
const COLORS: Record<NoticeKind, string> = { negative: 'red', warning: 'yellow', positive: 'teal', neutral: 'blue' };

function show(kind: NoticeKind, title: string, html: string): void {
  // A warning explains something that needs doing: it stays as long as a failure.
  const durationMs = kind === 'negative' || kind === 'warning' ? NEGATIVE_NOTICE_MS : POSITIVE_NOTICE_MS;
  notifications.show({
    color: COLORS[kind],
    // The title's text, not its whole line, takes the pointer (app.css `.bo-notices`).
    title: createElement('span', { className: 'bo-notice-text' }, title),
    message: createElement(NoticeBody, { html }),
    autoClose: durationMs,
    // The progress line shows how long the notice stays; it pauses while hovered (spec 000 §8).
    withAutoCloseProgress: true,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    withBorder: true,
    // Mantine dims the description; notices are read, so they get the normal text colour.
    styles: { description: { color: 'var(--mantine-color-text)' } },
    // Lets e2e tests tell a failure from a success without reading the text.
    'data-testid': `notice-${kind}`,
  });
}

/**
 * A negative notice for a failed call. A 401 is left out: the session has ended and the guard shows the login page
 * with its own notice.
 */
export function notifyError(error: unknown, options: ErrorNoticeOptions = {}): void {
  if (error instanceof ApiError && error.status === 401) return;
  if (!(error instanceof ApiError)) console.error(error);
  show('negative', t('notices.errorTitle'), errorNoticeHtml(error, t, options));
}

/** A negative notice with a message of our own (already translated, plain text). */
export function notifyFailure(message: string): void {
  show('negative', t('notices.errorTitle'), escapeHtml(message));
}

/** A yellow notice: what was done succeeded but needs attention ("saved without map position"). */
export function notifyWarning(title: string, message: string): void {
  show('warning', title, escapeHtml(message));
}

export function notifySuccess(message: string): void {
  show('positive', t('notices.successTitle'), escapeHtml(message));
}

/** Removes all notices, e.g. a stale "wrong password" once the login succeeded. */
export function clearNotices(): void {
  notifications.clean();
}

export function notifyInfo(message: string): void {
  show('neutral', t('notices.infoTitle'), escapeHtml(message));
}
