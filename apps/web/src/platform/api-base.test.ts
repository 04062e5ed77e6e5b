import { describe, expect, it } from 'vitest';
import { apiBase } from './api-base.ts';

describe('apiBase', () => {
  it('uses /api on a host without a path prefix', () => {
    expect(apiBase({ origin: 'http://localhost:5173', pathname: '/' })).toBe('http://localhost:5173/api');
    expect(apiBase({ origin: 'http://localhost:3000', pathname: '' })).toBe('http://localhost:3000/api');
  });

  it('puts the first path segment in front of /api', () => {
    expect(apiBase({ origin: 'https://host', pathname: '/acme/' })).toBe('https://host/acme/api');
    expect(apiBase({ origin: 'https://host', pathname: '/acme' })).toBe('https://host/acme/api');
    expect(apiBase({ origin: 'https://host', pathname: '/acme/index.html' })).toBe('https://host/acme/api');
    expect(apiBase({ origin: 'https://host', pathname: '/acme/sub/deeper/' })).toBe('https://host/acme/api');
  });

  it('does not take a file name for a prefix', () => {
    expect(apiBase({ origin: 'https://host', pathname: '/index.html' })).toBe('https://host/api');
  });

  it('tolerates a trailing slash on the origin', () => {
    expect(apiBase({ origin: 'https://host/', pathname: '/acme/' })).toBe('https://host/acme/api');
  });
});
