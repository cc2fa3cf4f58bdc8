import Fastify, { type FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogRedaction, serializeError } from './log-redaction.js';

const request = (url: string) => ({ method: 'GET', url, ip: '203.0.113.7' }) as unknown as FastifyRequest;

describe('log redaction', () => {
  const redaction = createLogRedaction();
  const { serializers } = redaction;
  const id = '9c401db5-6b5b-4ef0-9802-e15c2d1e0a11';

  beforeAll(async () => {
    const app = Fastify();
    redaction.register(app);
    const answer = async () => ({});
    app.get('/api/chat/:id/stream', answer);
    app.post('/api/projects/:id/revisions/:revisionId/upload-slot/:slot', answer);
    await app.ready();
  });

  it('keeps route words, slots, ids and asset names, and drops query strings and anything typed', () => {
    expect(serializers.req(request(`/api/chat/${id}/stream?user_input=Anna%20Muster`)).url).toBe(
      `/api/chat/${id}/stream?…`,
    );
    expect(serializers.req(request(`/projects/${id}/revisions/${id}/files`)).url).toBe(
      `/projects/${id}/revisions/${id}/files`,
    );
    expect(serializers.req(request('/assets/index-BxUiIfWq.js')).url).toBe('/assets/index-BxUiIfWq.js');
    expect(serializers.req(request(`/api/projects/${id}/revisions/${id}/upload-slot/CV`)).url).toBe(
      `/api/projects/${id}/revisions/${id}/upload-slot/CV`,
    );
    expect(serializers.req(request('/api/projects/Anna%20Muster')).url).toBe('/api/projects/:value');
    expect(serializers.req(request('/review/anna.muster%40example.ch')).url).toBe('/review/:value');
    expect(serializers.req(request('/Lebenslauf%20Anna.pdf')).url).toBe('/:value');
    expect(serializers.req(request(`/projects/${'a/'.repeat(40)}`)).url).toMatch(/…$/);
  });

  it('logs the name, code, status, message and stack of an error, and none of what drivers and SDKs attach', () => {
    const cause = Object.assign(new Error('Bad Gateway'), {
      statusCode: 502,
      requestBodyValues: { messages: [{ content: 'Lebenslauf Anna Muster' }] },
      responseBody: 'echo: Anna Muster',
    });
    const error = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"', { cause }),
      {
        code: '23505',
        detail: 'Key (email)=(anna.muster@example.ch) already exists.',
        parameters: ['anna.muster@example.ch'],
      },
    );
    const serialized = serializeError(error);
    expect(serialized).toMatchObject({ type: 'Error', code: '23505', cause: { statusCode: 502 } });
    expect(JSON.stringify(serialized)).not.toMatch(/Anna|anna\.muster/);
    expect(serializeError('a string')).toEqual({ type: 'string', message: '', stack: '' });
  });
});
