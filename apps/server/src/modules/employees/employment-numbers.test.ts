import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_1, appPerFile } from '../../test/app-per-file.ts';
import { employment, person, saveEmployer } from '../../test/fixtures/employees.ts';
import { BACKENDS } from '../../test/harness.ts';

describe.each(BACKENDS)('<auto> employment numbers on %s', (backend) => {
  const t = appPerFile(backend, { token: ADMIN_1 });
  let employerId: number;

  beforeAll(async () => {
    employerId = await saveEmployer(t.app, t.token);
  });

  it('never hands out one number twice when many employees are saved at the same moment', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.request('POST', '/r/saveEmployee', {
          token: t.token,
          body: { ...person({ lastName: `Tegelijk ${i}` }), employments: [employment(employerId)] },
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    const numbers = responses.map((r) => r.json.employments[0].number as number);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Consecutive: no gaps either.
    const sorted = [...numbers].sort((a, b) => a - b);
    expect((sorted.at(-1) ?? 0) - (sorted[0] ?? 0)).toBe(numbers.length - 1);
  });
});
