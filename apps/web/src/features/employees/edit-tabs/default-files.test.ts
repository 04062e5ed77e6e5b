import { describe, expect, it } from 'vitest';
import { defaultEmployeeFiles, missingDefaultFiles } from './default-files.ts';

describe('default files', () => {
  it('reads names, or objects with a name, and skips the rest', () => {
    expect(defaultEmployeeFiles({ defaultFiles: { employees: ['ID card', { name: 'Contract' }, 3, ''] } })).toEqual([
      'ID card',
      'Contract',
    ]);
    expect(defaultEmployeeFiles({ defaultFiles: {} })).toEqual([]);
  });

  it('finds a default by file name or by the label given in the Files tab', () => {
    const uploads = [{ fileName: 'ID-card 2024.pdf' }, { fileName: 'scan.pdf', data: { name: 'Contract' } }];
    expect(missingDefaultFiles(['ID card', 'Contract', 'VOG'], uploads)).toEqual(['VOG']);
  });
});
