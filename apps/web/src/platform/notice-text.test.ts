import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { catalogueCode, errorNoticeHtml } from './notice-text.ts';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}(${String(options.id)})` : key);

describe('catalogueCode', () => {
  it('keeps catalogue codes and folds the others', () => {
    expect(catalogueCode(new ApiError(404, {}))).toBe(404);
    expect(catalogueCode(new ApiError(502, {}))).toBe(502);
    expect(catalogueCode(new ApiError(503, {}))).toBe(500);
    expect(catalogueCode(new ApiError(409, {}))).toBe(400);
    expect(catalogueCode(new ApiError(401, {}))).toBe(403);
    expect(catalogueCode(new TypeError('x'))).toBe(0);
  });
});

describe('errorNoticeHtml', () => {
  it('puts the action first, then the catalogue message, then the error ID', () => {
    const error = new ApiError(500, { message: 'boom', errorID: 'abc-1' });
    expect(errorNoticeHtml(error, t, { action: 'Save failed' })).toBe(
      '<b>Save failed</b><br>errors.code.500<br>errors.code.1(abc-1)',
    );
  });

  it('lists validation issues, escaped', () => {
    const error = new ApiError(400, { message: 'Invalid', issues: [{ path: 'name', message: 'Too <short>' }] });
    expect(errorNoticeHtml(error, t)).toBe('errors.code.400<br><ul><li>name: Too &lt;short&gt;</li></ul>');
  });

  it('never words an error by its text: a known text without a key gets the generic message', () => {
    const error = new ApiError(400, { message: 'Cannot delete customer with invoices.' });
    expect(errorNoticeHtml(error, t, { action: 'Delete failed' })).toBe(
      '<b>Delete failed</b><br>errors.code.400<br><i>Cannot delete customer with invoices.</i>',
    );
  });

  it("words a keyed error by its key and values, or by the screen's own wording", () => {
    const tv = (key: string, options?: Record<string, unknown>) => `${key}${JSON.stringify(options ?? {})}`;
    const error = new ApiError(404, {
      key: 'geo.postalCodeUnknown',
      params: { postalCode: '1234AB', houseNumber: '5' },
      message: 'No address found for postal code 1234AB and house number 5',
    });
    expect(errorNoticeHtml(error, tv, { action: 'Lookup failed' })).toBe(
      '<b>serverErrors.geo.postalCodeUnknown{&quot;postalCode&quot;:&quot;1234AB&quot;,&quot;houseNumber&quot;:&quot;5&quot;}</b>',
    );
    expect(errorNoticeHtml(error, (key) => key, { errorTexts: { 'geo.postalCodeUnknown': 'my.key' } })).toBe(
      '<b>my.key</b>',
    );
  });

  it('words a general key by its HTTP status, not as a specific message', () => {
    const error = new ApiError(403, { key: 'auth.noPermission', params: {}, message: 'No permission' });
    expect(errorNoticeHtml(error, t, { action: 'Save failed' })).toBe(
      '<b>Save failed</b><br>errors.code.403<br><i>No permission</i>',
    );
  });

  it('adds the server text of a 4xx answer unless it is a bare reason phrase', () => {
    expect(errorNoticeHtml(new ApiError(403, { message: 'Works for another company' }), t)).toBe(
      'errors.code.403<br><i>Works for another company</i>',
    );
    expect(errorNoticeHtml(new ApiError(403, { message: 'Forbidden' }), t)).toBe('errors.code.403');
    expect(errorNoticeHtml(new ApiError(500, { message: 'stack trace' }), t)).toBe('errors.code.500');
  });

  it('treats unknown throwables as code 0', () => {
    expect(errorNoticeHtml(new Error('?'), t)).toBe('errors.code.0');
  });
});
