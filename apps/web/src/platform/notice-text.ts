import { DEFAULT_ERROR_CODES, type ErrorKey, GENERAL_ERROR_KEYS } from '@backoffice/domain';
import { escapeHtml } from '@backoffice/domain/html';
import { ApiError, CONNECTION_FAILED } from './api-client.ts';
import type { Translate } from './i18n/zod-messages.ts';

export interface ErrorNoticeOptions {
  /** The translated failure of the action ("Failed to save car"); the catalogue message follows it. */
  action?: string;
  /** Translation keys for error keys that this screen words differently from `serverErrors.<key>`. */
  errorTexts?: Partial<Record<ErrorKey, string>>;
}

/** The error-catalogue code (spec 002 §8) for any thrown value. */
export function catalogueCode(error: unknown): number {
  if (!(error instanceof ApiError)) return 0;
  if ((DEFAULT_ERROR_CODES as readonly number[]).includes(error.code)) return error.code;
  if (error.code === 401) return 403;
  if (error.code >= 500) return error.code === CONNECTION_FAILED ? CONNECTION_FAILED : 500;
  if (error.code >= 400) return 400;
  return 0;
}

const GENERAL = new Set<string>(GENERAL_ERROR_KEYS);

/**
 * The user's text for a keyed error or warning (packages/domain/src/errors/README.md), with its values; undefined for
 * the general keys, which the HTTP status words (errors.code.<n>).
 */
export function keyedText(
  keyed: unknown,
  t: Translate,
  overrides: Partial<Record<ErrorKey, string>> = {},
): string | undefined {
  const { key, params } = (keyed ?? {}) as { key?: unknown; params?: Record<string, unknown> };
  if (typeof key !== 'string' || GENERAL.has(key)) return undefined;
  return t(overrides[key as ErrorKey] ?? `serverErrors.${key}`, params ?? {});
}

/** The server's own text helps with 4xx answers ("already exists"); bare HTTP reason phrases add nothing. */
function showsDetail(error: ApiError): boolean {
  if (error.status < 400 || error.status >= 500 || error.status === 401 || error.status === 429) return false;
  return error.message !== '' && !/^(HTTP \d+|Bad Request|Forbidden|Not Found)$/i.test(error.message);
}

/** The HTML of a negative notice: specific or action message, catalogue message, details and the error ID. */
export function errorNoticeHtml(error: unknown, t: Translate, options: ErrorNoticeOptions = {}): string {
  const code = catalogueCode(error);
  const specific = keyedText(error, t, options.errorTexts);
  const parts: string[] = [];
  if (specific) parts.push(`<b>${escapeHtml(specific)}</b>`);
  else {
    if (options.action) parts.push(`<b>${escapeHtml(options.action)}</b>`);
    parts.push(escapeHtml(t(`errors.code.${code}`)));
  }
  if (error instanceof ApiError && !specific) {
    if (error.issues.length > 0) {
      const items = error.issues.map((issue) => `<li>${escapeHtml(`${issue.path}: ${issue.message}`)}</li>`);
      parts.push(`<ul>${items.join('')}</ul>`);
    } else if (showsDetail(error)) {
      parts.push(`<i>${escapeHtml(error.message)}</i>`);
    }
  }
  if (error instanceof ApiError && error.errorID) parts.push(escapeHtml(t('errors.code.1', { id: error.errorID })));
  return parts.join('<br>');
}

/** One line of plain text for a failure shown on a form itself: the catalogue message and the error ID. */
export function errorLine(error: unknown, t: Translate, action: string): string {
  const specific = keyedText(error, t);
  const parts = [action, specific ?? t(`errors.code.${catalogueCode(error)}`)];
  if (error instanceof ApiError && error.errorID) parts.push(t('errors.code.1', { id: error.errorID }));
  return parts.join(' ');
}
