import { describe, expect, it } from 'vitest';
import {
  assignColumn,
  cellOf,
  columnsToKeep,
  defineColumns,
  fieldForHeader,
  keptMapping,
  missingRequired,
  recognizeColumns,
} from './columns.ts';

const SPEC = defineColumns({
  fields: ['name', 'city', 'email'] as const,
  required: ['name'],
  aliases: { name: ['name', 'naam'], city: ['city', 'plaats'], email: ['e-mail'] },
});

describe('generic column mapping', () => {
  it('finds a field by any alias, whatever the case, accents or punctuation', () => {
    expect(fieldForHeader(SPEC, ' NAAM ')).toBe('name');
    expect(fieldForHeader(SPEC, 'Email')).toBe('email');
    expect(fieldForHeader(SPEC, 'Pláats')).toBe('city');
    expect(fieldForHeader(SPEC, 'Colour')).toBeNull();
  });

  it('recognises a file only when every header is known and the required fields are there', () => {
    expect(recognizeColumns(SPEC, ['Naam', 'Plaats'])).toEqual({ mapping: ['name', 'city'], recognized: true });
    expect(recognizeColumns(SPEC, ['Naam', 'Kleur']).recognized).toBe(false);
    expect(recognizeColumns(SPEC, ['Plaats']).recognized).toBe(false);
    expect(recognizeColumns(SPEC, ['Naam', '', 'Plaats']).recognized).toBe(true);
  });

  it('gives a field to one column only, also when the user picks it again elsewhere', () => {
    expect(recognizeColumns(SPEC, ['name', 'naam']).mapping).toEqual(['name', null]);
    expect(assignColumn(['name', null, 'city'], 1, 'name')).toEqual([null, 'name', 'city']);
    expect(assignColumn(['name', 'city'], 1, null)).toEqual(['name', null]);
    expect(missingRequired(SPEC, [null, 'city'])).toEqual(['name']);
  });

  it('reads the trimmed cell of a mapped field and "" for one that is not mapped', () => {
    expect(cellOf([' Anna ', 'Utrecht'], ['name', 'city'], 'name')).toBe('Anna');
    expect(cellOf(['Anna'], ['name', null], 'email')).toBe('');
  });
});

describe('a kept mapping (ledgerCSV)', () => {
  const spec = defineColumns({
    fields: ['number', 'name', 'kind'] as const,
    required: ['number', 'name'],
    aliases: { number: ['number'], name: ['name'], kind: ['kind'] },
  });

  it('maps a file whose headers it names, whatever their order and case, and gives it back from the mapping', () => {
    const kept = { number: 'Rekening', name: 'Omschrijving' };
    const headers = ['omschrijving', 'Extra', 'REKENING'];
    const mapping = keptMapping(spec, headers, kept);
    expect(mapping).toEqual(['name', null, 'number']);
    expect(columnsToKeep(mapping ?? [], headers)).toEqual({ name: 'omschrijving', number: 'REKENING' });
  });

  it('gives nothing for a file without one of its headers (the headers are recognised afresh)', () => {
    expect(keptMapping(spec, ['Rekening', 'Naam'], { number: 'Rekening', name: 'Omschrijving' })).toBeUndefined();
    expect(keptMapping(spec, ['Rekening'], {})).toBeUndefined();
  });
});
