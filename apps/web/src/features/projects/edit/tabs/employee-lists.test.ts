import { describe, expect, it } from 'vitest';
import { setEmployeeList } from './employee-lists.ts';

describe('experienced employees and blacklist', () => {
  it('adds to one list and takes the employee off the other', () => {
    const draft = { experiencedEmployees: [1, 2], blacklist: [3] };
    expect(setEmployeeList(draft, 'blacklist', [3, 2])).toEqual({ blacklist: [3, 2], experiencedEmployees: [1] });
    expect(setEmployeeList(draft, 'experiencedEmployees', [1, 2, 3])).toEqual({
      experiencedEmployees: [1, 2, 3],
      blacklist: [],
    });
  });

  it('removes without touching the other list', () => {
    const draft = { experiencedEmployees: [1, 2], blacklist: [3] };
    expect(setEmployeeList(draft, 'experiencedEmployees', [2])).toEqual({ experiencedEmployees: [2], blacklist: [3] });
  });
});
