import { MESSAGES, messageRef } from '@tb/contracts';
import { DomainError, IllegalStateError, NotFoundError, UnauthorizedError } from '@tb/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type AnswerFields, installErrorHandler } from './error-handler.ts';
import { validationKey } from './messages.ts';

class BusyError extends DomainError {
  readonly status = 503;
  readonly retryAfterSeconds = 60;
}

/** A refusal whose answer tells the client more (as the sign-in's two-factor refusal does); `message` is ours. */
class CodeNeeded extends UnauthorizedError implements AnswerFields {
  readonly answerFields = { twoFactorRequired: true, message: 'not this one' };
}

const app = Fastify({ logger: false });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/things',
      { schema: { body: z.object({ name: z.string().min(1, validationKey('candidate.nameRequired')) }) } },
      async () => ({
        ok: true,
      }),
    );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/candidates/:id',
      { schema: { params: z.object({ id: z.string().uuid(validationKey('candidate.notFound')) }) } },
      async () => ({ ok: true }),
    );
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/pages/:n', { schema: { params: z.object({ n: z.coerce.number().int() }) } }, async () => ({ ok: true }));
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/bios',
      { schema: { body: z.object({ bio: z.string().max(3, messageRef('common.atMost', { max: 3 })) }) } },
      async () => ({
        ok: true,
      }),
    );
  // What pg answers once its server is killed: refused new connections, and a connection ended mid-query.
  app.get('/refused', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/terminated', async () => {
    throw new Error('Connection terminated unexpectedly');
  });
  app.get('/shutdown', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  app.get('/nobody', async () => {
    throw new NotFoundError('candidate.noneNamed', { name: 'Ada $&' });
  });
  app.get('/moved', async () => {
    throw new IllegalStateError('application.cannotMove', {
      from: { key: 'application.status.reviewing' },
      to: { key: 'application.status.applied' },
    });
  });
  app.get('/busy', async () => {
    throw new BusyError('document.busy');
  });
  app.get('/code-needed', async () => {
    throw new CodeNeeded('security.codeNeeded');
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (body: string, lang: 'en' | 'zh') =>
  app.inject({ method: 'POST', url: '/things', headers: { 'content-type': 'application/json', 'x-lang': lang }, body });

describe('validation answers', () => {
  it("give our catalogued message in the caller's language", async () => {
    expect((await post('{"name":""}', 'en')).json()).toEqual({ message: 'Name is required' });
    expect((await post('{"name":""}', 'zh')).json()).toEqual({ message: '请输入姓名' });
  });

  it("answer a body of the wrong shape, which only the library words, with the catalogue's 'Invalid request'", async () => {
    for (const body of ['[]', '"text"', '{"name":12}', '{}']) {
      const zh = await post(body, 'zh');
      expect([body, zh.statusCode, zh.json()]).toEqual([body, 400, { message: '请求无效' }]);
      const en = await post(body, 'en');
      expect([body, en.statusCode, en.json()]).toEqual([body, 400, { message: 'Invalid request' }]);
    }
  });
  it("answer an id no record can have 404 with the parameter's message, in the caller's language", async () => {
    for (const [lang, message] of [
      ['en', 'Candidate not found'],
      ['zh', '候选人不存在'],
    ] as const) {
      const answer = await app.inject({ url: '/candidates/not-a-uuid', headers: { 'x-lang': lang } });
      expect([answer.statusCode, answer.json()]).toEqual([404, { message }]);
    }
    // A parameter whose check names no message is still not found, said by the catalogue.
    const bare = await app.inject({ url: '/pages/1x', headers: { 'x-lang': 'zh' } });
    expect([bare.statusCode, bare.json()]).toEqual([404, { message: '未找到' }]);
  });
});

describe('a message with parameters', () => {
  it("is said with them in the caller's language", async () => {
    for (const [lang, message] of [
      ['en', 'At most 3 characters'],
      ['zh', '最多 3 个字符'],
    ] as const) {
      const answer = await app.inject({
        method: 'POST',
        url: '/bios',
        headers: { 'content-type': 'application/json', 'x-lang': lang },
        body: '{"bio":"four"}',
      });
      expect([answer.statusCode, answer.json()]).toEqual([400, { message }]);
    }
  });
});

describe('domain errors', () => {
  const get = (url: string, lang: 'en' | 'zh') => app.inject({ method: 'GET', url, headers: { 'x-lang': lang } });

  it("are worded from their key and parameters in the caller's language", async () => {
    const en = await get('/nobody', 'en');
    expect([en.statusCode, en.json()]).toEqual([404, { message: 'No candidate is named "Ada $&".' }]);
    expect((await get('/nobody', 'zh')).json()).toEqual({ message: '没有名为“Ada $&”的候选人。' });
  });

  it('word a parameter that is itself a message in the same language', async () => {
    const en = await get('/moved', 'en');
    expect([en.statusCode, en.json()]).toEqual([
      409,
      { message: 'An application cannot go from "reviewing" to "applied"' },
    ]);
    expect((await get('/moved', 'zh')).json()).toEqual({ message: '申请状态不能从“审核中”改为“已申请”' });
  });

  it('carry the fields their answer declares beside the message they are worded from, which those never replace', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const answer = await get('/code-needed', lang);
      expect([answer.statusCode, answer.json()]).toEqual([
        401,
        { twoFactorRequired: true, message: MESSAGES[lang]['security.codeNeeded'] },
      ]);
    }
  });
});

describe('a database that went away', () => {
  it.each(['/refused', '/terminated', '/shutdown'])('answers %s with 503, Retry-After and our words', async (url) => {
    const en = await app.inject({ method: 'GET', url });
    expect([en.statusCode, en.headers['retry-after'], en.json()]).toEqual([
      503,
      '30',
      { message: 'The database cannot be reached right now. Please try again in a minute.' },
    ]);
    const zh = await app.inject({ method: 'GET', url, headers: { 'x-lang': 'zh' } });
    expect(zh.json()).toEqual({ message: '暂时无法连接数据库，请一分钟后再试。' });
  });

  it('a refusal that says when to come back gets Retry-After (busy parser threads)', async () => {
    const busy = await app.inject({ method: 'GET', url: '/busy' });
    expect([busy.statusCode, busy.headers['retry-after']]).toEqual([503, '60']);
  });
});
