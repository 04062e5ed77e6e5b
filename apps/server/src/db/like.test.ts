import { describe, expect, it } from 'vitest';
import { containsPattern } from './like.ts';

describe('containsPattern', () => {
  it('finds the word anywhere and reads LIKE wildcards and the escape as themselves', () => {
    expect(containsPattern('jansen')).toBe('%jansen%');
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(containsPattern('garage_west')).toBe('%garage\\_west%');
    expect(containsPattern('a\\b')).toBe('%a\\\\b%');
  });
});
