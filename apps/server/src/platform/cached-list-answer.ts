import type { CallAnswer, CallDeclaration } from '@backoffice/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CallContext, checkAnswer } from './calls.ts';
import { type CachedList, sendCachedList } from './list-cache.ts';

/**
 * A declared list call answered from the list cache: the stored JSON text goes out as it is, past the registrar's
 * check of answers, so with validateResponses (tests) the text is checked against the declaration here.
 */
export async function answerCachedList<D extends CallDeclaration>(
  ctx: CallContext,
  declaration: D,
  request: FastifyRequest,
  reply: FastifyReply,
  list: CachedList,
): Promise<CallAnswer<D>> {
  if (ctx.app.config.validateResponses) checkAnswer(declaration, JSON.parse(list.body));
  await sendCachedList(request, reply, list);
  // The reply is sent: Fastify and the registrar pass over a handler's answer then.
  return undefined as CallAnswer<D>;
}
