import { describe, expect, it } from 'vitest';
import { fieldForHeader, missingRequired, normalizeHeader, recognizeColumns } from './columns.ts';

describe('column recognition', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normalizeHeader(' E-mail ')).toBe('email');
    expect(normalizeHeader('Géboortedatum')).toBe('geboortedatum');
  });

  it('knows English and Dutch names of our export', () => {
    expect(fieldForHeader('First name')).toBe('firstName');
    expect(fieldForHeader('Voornaam')).toBe('firstName');
    expect(fieldForHeader('Tussenvoegsel')).toBe('insertion');
    expect(fieldForHeader('Postcode')).toBe('postalCode');
    expect(fieldForHeader('Werkgever')).toBe('employer');
    expect(fieldForHeader('Start date')).toBe('startDate');
    expect(fieldForHeader('Favourite colour')).toBeNull();
  });

  it('recognises a file when every header is known and names are present', () => {
    expect(recognizeColumns(['First name', 'Last name', 'City'])).toEqual({
      mapping: ['firstName', 'lastName', 'city'],
      recognized: true,
    });
  });

  it('asks for mapping with an unknown header, a missing last name, and maps a field only once', () => {
    expect(recognizeColumns(['Voornaam', 'Achternaam', 'Kleur']).recognized).toBe(false);
    expect(recognizeColumns(['Voornaam', 'Plaats']).recognized).toBe(false);
    expect(recognizeColumns(['Voornaam', 'Voornaam', 'Achternaam']).mapping).toEqual(['firstName', null, 'lastName']);
    expect(missingRequired(['firstName', null])).toEqual(['lastName']);
  });
});
