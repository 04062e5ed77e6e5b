import { SERVER_TEXTS } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/api-client.ts';
import { errorNoticeHtml } from '../../../platform/notice-text.ts';
import { PLANNING_SERVER_TEXTS } from './shift-errors.ts';

const t = (key: string) => key;
const html = (message: string, action = 'planning.notices.saveFailed') =>
  errorNoticeHtml(new ApiError(400, { message }), t, { action, serverTexts: PLANNING_SERVER_TEXTS });

describe('planning error notices', () => {
  it("shows planning's own messages for the work date and the closed period", () => {
    expect(html(SERVER_TEXTS.workDateOutOfRange)).toBe('<b>planning.errors.workDateOutOfRange</b>');
    expect(html(SERVER_TEXTS.salaryPeriodClosed)).toBe('<b>planning.errors.periodClosed</b>');
    expect(html(SERVER_TEXTS.shiftConfirmed)).toBe('<b>planning.errors.confirmed</b>');
  });

  it('shows save failed or delete failed with the error text otherwise', () => {
    expect(html('Employee 12 not found')).toBe(
      '<b>planning.notices.saveFailed</b><br>errors.code.400<br><i>Employee 12 not found</i>',
    );
    expect(html('Agenda entry 5 not found', 'planning.notices.deleteFailed')).toContain(
      'planning.notices.deleteFailed',
    );
  });
});
