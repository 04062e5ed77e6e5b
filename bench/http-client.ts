import { DEMO_PASSWORD, DEMO_USERS } from '../apps/server/src/seed/demo.ts';

/** A demo administrator of `ownerId` logged in at `address`; `call` posts to /api/r/<name> and fails on non-2xx. */
export async function benchClient(address: string, ownerId: number) {
  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: DEMO_USERS.admin, password: DEMO_PASSWORD, ownerId }),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    async call(name: string, body: unknown): Promise<ArrayBuffer> {
      const response = await fetch(`${address}/api/r/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${name} ${response.status}: ${await response.text()}`);
      return response.arrayBuffer();
    },
    /** A file call read as a stream, as a browser saves it: answers its size in bytes, never holding it whole. */
    async download(name: string, body: unknown): Promise<number> {
      const response = await fetch(`${address}/api/r/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok || !response.body) throw new Error(`${name} ${response.status}: ${await response.text()}`);
      let bytes = 0;
      const reader = response.body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
      return bytes;
    },
  };
}
