import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../platform/api-client.ts';
import { errorNoticeHtml } from '../../../platform/notice-text.ts';
import { saveErrorOptions } from './save-employee.ts';

const t = (key: string, options?: Record<string, unknown>) => (options?.id ? `${key}(${options.id})` : key);

describe('employee save errors (spec 000 §8)', () => {
  it('maps the address text to the address-save-failed message, with the error id', () => {
    const error = new ApiError(400, {
      code: 400,
      key: 'address.invalid',
      params: {},
      message: 'Validation addresses error',
      errorID: 'E1',
    });
    const html = errorNoticeHtml(error, t, saveErrorOptions(false, t));
    expect(html).toContain('serverErrors.address.invalid');
    expect(html).toContain('errors.code.1(E1)');
    expect(html).not.toContain('employeeEdit.saveFailed');
  });

  it('maps an employee in use to the not-deletable message', () => {
    const error = new ApiError(400, { code: 400, message: 'Employee is not deletable' });
    const html = errorNoticeHtml(error, t, saveErrorOptions(true, t));
    expect(html).toContain('serverTexts.employeeNotDeletable');
  });

  it('otherwise shows save-failed or delete-failed and the catalogue message by code', () => {
    const error = new ApiError(500, { code: 500, message: 'boom', errorID: 'E9' });
    expect(errorNoticeHtml(error, t, saveErrorOptions(false, t))).toContain('employeeEdit.saveFailed');
    const html = errorNoticeHtml(error, t, saveErrorOptions(true, t));
    expect(html).toContain('employeeEdit.deleteFailed');
    expect(html).toContain('errors.code.500');
    expect(html).toContain('errors.code.1(E9)');
  });
});
