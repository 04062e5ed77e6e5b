import { defineCall, ZNoBody } from '@backoffice/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerCachedList } from './cached-list-answer.ts';
import type { CallContext } from './calls.ts';
import type { CachedList } from './list-cache.ts';

const LIST = defineCall({
  method: 'GET',
  path: '/allThings',
  area: 'sales',
  level: 'read',
  body: ZNoBody,
  response: z.array(z.object({ id: z.number().int(), name: z.string() })),
  summary: 'Things',
});

const cached = (rows: unknown): CachedList => ({
  body: JSON.stringify(rows),
  etag: '"1:things:x:1"',
  gzipped: () => Promise.resolve(Buffer.from('')),
});
const context = (validateResponses: boolean) => ({ app: { config: { validateResponses } } }) as unknown as CallContext;

/** A reply that records what was sent. */
function recordingReply() {
  const sent: unknown[] = [];
  const reply = {
    header: () => reply,
    type: () => reply,
    status: () => reply,
    send: (body: unknown) => {
      sent.push(body);
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
}
const request = { headers: {} } as FastifyRequest;

describe('a cached list answer', () => {
  it('is checked against its declaration when answers are validated, naming the call and the field', async () => {
    const { reply, sent } = recordingReply();
    const wrong = cached([{ id: 1, name: 'A' }, { id: 2 }]);
    await expect(answerCachedList(context(true), LIST, request, reply, wrong)).rejects.toThrow(
      'The answer of /allThings does not match its declaration: 1.name',
    );
    expect(sent).toEqual([]);
  });

  it('goes out as the stored text when it matches, or when answers are not validated', async () => {
    for (const validate of [true, false]) {
      const { reply, sent } = recordingReply();
      const list = cached(validate ? [{ id: 1, name: 'A' }] : [{ id: 2 }]);
      await answerCachedList(context(validate), LIST, request, reply, list);
      expect(sent).toEqual([list.body]);
    }
  });
});
