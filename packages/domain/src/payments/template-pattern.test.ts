import { describe, expect, it } from 'vitest';
import { templateMatches, templatePatternProblem, wildcardMatches } from './template-pattern.ts';

describe('payment template patterns', () => {
  it('matches a name between asterisks anywhere, ignoring case, accents and runs of spaces', () => {
    expect(wildcardMatches('*Gemeente Utrecht*', 'BETALING GEMEENTE   UTRECHT FACTUUR 12')).toBe(true);
    expect(wildcardMatches('*cafe de hoek*', 'Café De Hoek B.V.')).toBe(true);
    expect(wildcardMatches('Gemeente*', 'De Gemeente Utrecht')).toBe(false);
    expect(wildcardMatches('*Utrecht', 'Gemeente Utrecht')).toBe(true);
    expect(wildcardMatches('*Utrecht', 'Gemeente Utrecht-Zuid')).toBe(false);
    expect(wildcardMatches('*huur*juni*', 'Huur kantoor juni 2026')).toBe(true);
    expect(wildcardMatches('*huur*juni*', 'Huur kantoor mei 2026')).toBe(false);
  });

  it('treats regular-expression characters as themselves', () => {
    expect(wildcardMatches('*A.B (C)*', 'naam a.b (c) bv')).toBe(true);
    expect(wildcardMatches('*A.B*', 'AxB')).toBe(false);
    expect(wildcardMatches('*[a-z]+*', 'ref [a-z]+ x')).toBe(true);
  });

  it('stays fast on patterns that make a backtracking regex explode', () => {
    const pattern = `${'*a'.repeat(40)}*b`;
    const text = 'a'.repeat(5000);
    const started = performance.now();
    expect(wildcardMatches(pattern, text)).toBe(false);
    // Bounded by text × pattern steps; a backtracking matcher takes longer than the age of the universe here.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses patterns that are too long or would match almost every line', () => {
    expect(templatePatternProblem('')).toBeUndefined();
    expect(templatePatternProblem('*Jansen*')).toBeUndefined();
    expect(templatePatternProblem('*')).toBe('tooShort');
    expect(templatePatternProblem('* a b *')).toBe('tooShort');
    expect(templatePatternProblem(`*${'x'.repeat(200)}*`)).toBe('tooLong');
  });

  it('matches a line when every pattern of the template matches, and never with no pattern', () => {
    const line = { name: 'Gemeente Utrecht', description: 'Factuur 2026-014 schoonmaak stadhuis' };
    expect(templateMatches({ matchName: '*utrecht*', matchDescription: '' }, line)).toBe(true);
    expect(templateMatches({ matchName: '*utrecht*', matchDescription: '*stadhuis*' }, line)).toBe(true);
    expect(templateMatches({ matchName: '*utrecht*', matchDescription: '*bibliotheek*' }, line)).toBe(false);
    expect(templateMatches({ matchName: '', matchDescription: '*schoonmaak*' }, line)).toBe(true);
    expect(templateMatches({ matchName: '', matchDescription: '  ' }, line)).toBe(false);
    expect(templateMatches({ matchName: '*', matchDescription: '' }, line)).toBe(false);
  });
});
