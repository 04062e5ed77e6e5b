import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { type ErrorArguments, type ErrorKey, errorMessage } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { DEMO_USERS } from '../../../seed/demo.ts';
import { customer, saveCustomer } from '../../../test/fixtures/customers.ts';
import { call, createTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink.ts';

export { call };

// Shared builders for the invoice API tests. The demo owner 1 has VAT codes 1 (21 %), 2 (9 %), 3 (0 %) and 4 (6 %,
// expired 2019-01-01) and work types 1-4 (5 expired); see apps/server/src/seed/demo-lists.ts.

export const row = (fields: Record<string, unknown> = {}) => ({
  description: 'Kantoorschoonmaak',
  workTypeId: 1,
  vatCode: 1,
  units: 100,
  unitPrice: 10_000,
  ...fields,
});

/** A customer of owner 1 with an invoice address (overrides on top). */
export async function newCustomer(app: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  return saveCustomer(app, token, customer({ invoiceToEmail: 'facturen@klant.test', paymentDays: 14, ...overrides }));
}

/** A saved draft; answers the getInvoice shape. */
export function saveDraft(app: TestApp, token: string, customerId: number, fields: Record<string, unknown> = {}) {
  return call(app, token, 'saveInvoice', { customerId, rows: [row()], ...fields });
}

/** A draft, invoiced; answers the invoice. */
export async function invoiced(app: TestApp, token: string, customerId: number, fields: Record<string, unknown> = {}) {
  const draft = await saveDraft(app, token, customerId, fields);
  return (await call(app, token, 'invoiceInvoice', { id: draft.id, invoiceDate: fields.invoiceDate ?? null })).invoice;
}

/** The bytes of an upload through the download-inline address, as a browser opens it. */
export const download = (app: TestApp, token: string, uploadId: number) => app.download(token, uploadId);

/** One value of a row of owner `ownerId`, bypassing the API (to prove what is stored). */
export async function stored<T>(app: TestApp, ownerId: number, query: ReturnType<typeof sql>): Promise<T[]> {
  return withTenant(app.database, ownerId, (tx) => queryRows<T>(tx, query));
}

export const invoiceNumbers = (app: TestApp, ownerId: number) =>
  stored<{ number: number }>(
    app,
    ownerId,
    sql`select number from invoices where owner_id = ${ownerId} and number is not null order by number`,
  ).then((rows) => rows.map((r) => r.number));

/**
 * An RGB(A) PNG decoded enough to read pixels (pdftoppm writes 8-bit RGB, non-interlaced): the chunks' IDAT data
 * inflated and the scanline filters undone.
 */
export function decodePng(png: Buffer): { width: number; height: number; pixel(x: number, y: number): number[] } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = png[25] === 6 ? 4 : 3;
  const chunks: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    if (png.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      chunks.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0;
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= channels ? (out[y * stride + x - channels] ?? 0) : 0;
      const up = y > 0 ? (out[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = y > 0 && x >= channels ? (out[(y - 1) * stride + x - channels] ?? 0) : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, paeth()][filter] ?? 0;
      out[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return {
    width,
    height,
    pixel: (x, y) => [...out.subarray(y * stride + x * channels, y * stride + x * channels + 3)],
  };
}

/** How many pixels of a page are (nearly) the colour '#rrggbb'. */
export function countColour(page: ReturnType<typeof decodePng>, hex: string): number {
  const target = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let y = 0; y < page.height; y++)
    for (let x = 0; x < page.width; x++) {
      const [r = 0, g = 0, b = 0] = page.pixel(x, y);
      if (Math.abs(r - (target[0] ?? 0)) + Math.abs(g - (target[1] ?? 0)) + Math.abs(b - (target[2] ?? 0)) < 30) n++;
    }
  return n;
}

/** A PNG of one colour (a logo for the tests). */
export function solidPng(width: number, height: number, hex: string): Buffer {
  const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const line = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => line)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What a refused call answers: the catalogue key, its values and the spec's verbatim message. */
export const refusal = <K extends ErrorKey>(key: K, ...[params]: ErrorArguments<K>) => ({
  key,
  params: params ?? {},
  message: errorMessage(key, params),
});

/**
 * A seeded PGlite app that mails through a real SMTP server, with owner 1's administrator logged in (mail tests): set
 * before the file's first test and closed, with the server, after its last.
 */
export function mailingAppPerFile(): { app: TestApp; sink: SmtpSink; admin: string } {
  const state = {} as { app: TestApp; sink: SmtpSink; admin: string };
  beforeAll(async () => {
    state.sink = await startSmtpSink();
    state.app = await createTestApp('pglite', { smtpUrl: `smtp://127.0.0.1:${state.sink.port}?ignoreTLS=true` });
    state.admin = await state.app.login(DEMO_USERS.admin, 1);
  });
  afterAll(async () => {
    await state.app.close();
    await state.sink.close();
  });
  return state;
}
