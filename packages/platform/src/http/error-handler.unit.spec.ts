import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandler } from './error-handler.ts';

const app = Fastify({ logger: false });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/things', { schema: { body: z.object({ name: z.string().min(1, 'Name is required') }) } }, async () => ({
      ok: true,
    }));
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

  it('give a Chinese caller Chinese for a body of the wrong shape, which only the library words', async () => {
    for (const body of ['[]', '"text"', '{"name":12}', '{}']) {
      const zh = await post(body, 'zh');
      expect([body, zh.statusCode, zh.json()]).toEqual([body, 400, { message: '请求无效' }]);
      const en = await post(body, 'en');
      expect(en.statusCode).toBe(400);
      expect(en.json().message).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});
