import { describe, expect, it } from 'vitest';
import { appWithAdmins, BACKENDS } from '../../test/harness.ts';

describe.each(BACKENDS)('map settings on %s', (backend) => {
  const t = appWithAdmins(backend);

  async function saveMap(token: string, id: number, settings: Record<string, unknown>) {
    const owner = await t.app.request('POST', '/r/getOwner', { token, body: { id } });
    return t.app.request('POST', '/r/saveOwner', { token, body: { id, name: owner.json.name, settings } });
  }
  /** The image sources of the Content-Security-Policy a page loads under. */
  async function pageImageSources(): Promise<string[]> {
    const answer = await t.app.app.inject({ method: 'GET', url: '/api/r/none', headers: { accept: 'text/html' } });
    const policy = String(answer.headers['content-security-policy']);
    return (/(?:^|;)\s*img-src ([^;]*)/.exec(policy)?.[1] ?? '').trim().split(/\s+/);
  }

  it('stores the attribution sanitised: text and http(s) links only', async () => {
    const saved = await saveMap(t.owner1, 1, {
      mapTileAttribution:
        ' <img src=x onerror="window.__xss=1">&copy; <a href="https://tiles.example.com/terms" onclick="x()">Tiles</a> <a href="javascript:alert(1)">x</a><script>alert(1)</script> ',
    });
    expect(saved.status).toBe(200);
    expect(saved.json.settings.mapTileAttribution).toBe(
      '© <a href="https://tiles.example.com/terms" target="_blank" rel="noopener noreferrer">Tiles</a> <a>x</a>',
    );
    // Other settings stay as they were.
    expect(saved.json.settings.city).toBe('Utrecht');
  });

  it('refuses a tile URL the map or the Content-Security-Policy cannot use, and keeps the stored one', async () => {
    expect((await saveMap(t.owner1, 1, { mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' })).status).toBe(200);
    for (const mapTileUrl of [
      'javascript:alert(1)//{z}{x}{y}',
      "https://evil.example;script-src 'unsafe-inline'/{z}/{x}/{y}.png",
      'https://tiles.example.com/',
      42,
    ]) {
      const refused = await saveMap(t.owner1, 1, { mapTileUrl });
      expect(refused.status, String(mapTileUrl)).toBe(400);
    }
    const owner = await t.app.request('POST', '/r/getOwner', { token: t.owner1, body: { id: 1 } });
    expect(owner.json.settings.mapTileUrl).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
  });

  it("lets pages load tiles from every owner's tile server, from the next page load on", async () => {
    expect((await saveMap(t.owner1, 1, { mapTileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' })).status).toBe(
      200,
    );
    expect((await saveMap(t.owner2, 2, { mapTileUrl: 'http://maps.example.nl:8080/{z}/{x}/{y}.png' })).status).toBe(
      200,
    );
    expect(await pageImageSources()).toEqual([
      "'self'",
      'data:',
      'http://maps.example.nl:8080',
      'https://*.tiles.example.com',
    ]);

    // An owner going offline takes its host out.
    expect((await saveMap(t.owner1, 1, { mapTileUrl: '' })).status).toBe(200);
    expect(await pageImageSources()).toEqual(["'self'", 'data:', 'http://maps.example.nl:8080']);
    expect((await saveMap(t.owner2, 2, { mapTileUrl: '' })).status).toBe(200);
    expect(await pageImageSources()).toEqual(["'self'", 'data:']);
  });
});
