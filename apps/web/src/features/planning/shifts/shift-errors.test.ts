import { errorMessage } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/api-client.ts';
import { errorNoticeHtml } from '../../../platform/notice-text.ts';
import { PLANNING_ERROR_TEXTS } from './shift-errors.ts';

const t = (key: string, values?: Record<string, unknown>) => (values?.id ? `${key}(${values.id})` : key);
const keyed = (key: Parameters<typeof errorMessage>[0], params = {}) =>
  new ApiError(400, { key, params, message: errorMessage(key, params) });
const html = (error: ApiError, action = 'planning.notices.saveFailed') =>
  errorNoticeHtml(error, t, { action, errorTexts: PLANNING_ERROR_TEXTS });

describe('planning error notices', () => {
  it("shows planning's own messages for the work date, the closed period and confirmed shifts, by key", () => {
    expect(html(keyed('shift.workDateOutOfRange'))).toBe('<b>planning.errors.workDateOutOfRange</b>');
    expect(html(keyed('salaryPeriod.closed'))).toBe('<b>planning.errors.periodClosed</b>');
    expect(html(keyed('shift.confirmed'))).toBe('<b>planning.errors.confirmed</b>');
  });

  it('words other planning errors by their key with their values', () => {
    expect(html(keyed('shift.employeeNotFound', { id: 12 }))).toBe('<b>serverErrors.shift.employeeNotFound(12)</b>');
  });

  it('shows save failed or delete failed with the error text for an answer without a key', () => {
    expect(html(new ApiError(400, { message: 'Bad gateway page' }))).toBe(
      '<b>planning.notices.saveFailed</b><br>errors.code.400<br><i>Bad gateway page</i>',
    );
    expect(html(new ApiError(404, { message: 'Gone' }), 'planning.notices.deleteFailed')).toContain(
      'planning.notices.deleteFailed',
    );
  });
});
