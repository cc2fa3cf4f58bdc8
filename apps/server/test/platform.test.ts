/** What every response shares: health, OpenAPI, security headers, request ids, errors, the SPA. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from './support/factories.js';
import { createClient, type TClient } from './support/http.js';
import { startTestServer, type TTestServer } from './support/server.js';

describe('platform', () => {
  let server: TTestServer;
  let client: TClient;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'grant-review-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    server = await startTestServer({
      webDistDir: webDist,
      beforeListen(app) {
        app.get('/api/test/explode', async () => {
          throw new Error('secret internal detail at /srv/app/db.ts:42');
        });
      },
    });
    client = createClient(server.baseUrl);
  });
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers health once the database answers', async () => {
    const response = await client.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', database: { status: 'ok' }, storage: { status: 'ok' } });
  });

  it('serves OpenAPI generated from the contract schemas at /api/docs', async () => {
    const ui = await client.get('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toMatch(/swagger/i);
    const spec = await client.get<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>('/api/docs/json');
    expect(spec.status).toBe(200);
    expect(spec.body.openapi).toMatch(/^3\./);
    for (const route of ['/api/auth/token', '/api/projects/', '/api/projects/{id}/revisions', '/api/admin/users']) {
      expect(spec.body.paths, route).toHaveProperty([route]);
    }
    expect(JSON.stringify(spec.body.paths['/api/projects/'])).toContain('project_type');
  });

  it('sends helmet security headers with a CSP for the SPA, and a request id', async () => {
    const response = await client.get('/api/health', { headers: { 'x-request-id': 'trace-123' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    const generated = await client.get('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unexpected error with a bare 500 and no internals', async () => {
    const response = await client.get<{ detail: string }>('/api/test/explode');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ detail: 'Internal server error' });
    expect(response.text).not.toContain('secret');
  });

  it('forbids caching of every API answer, the way browsers and proxies read it, but not of the web app', async () => {
    const user = await createTestUser(server.ctx);
    const answers = [
      await client.get('/api/health'),
      await client.get('/api/auth/me', { token: user.token }),
      await client.get('/api/projects/dashboard', { token: user.token }),
      await client.get('/api/projects/', { token: user.token }),
      await client.get('/api/auth/me'),
      await client.get('/api/files/00000000-0000-4000-8000-000000000000', { token: user.token }),
      await client.get('/api/does-not-exist'),
      await client.get('/api/test/explode'),
      await client.post('/api/projects/', { token: user.token, json: { name: '' } }),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control'), String(answer.status)).toBe('no-store');
    expect((await client.get('/projects')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await client.request<{ detail: string }>(method, '/api/does-not-exist');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail: 'Not found' });
    }
  });

  it('serves the SPA with history fallback for client routes', async () => {
    for (const route of ['/', '/login', '/projects/123', '/projects/1/revisions/2/analysis', '/admin']) {
      const response = await client.get(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.text).toContain('<div id="root">');
    }
    const asset = await client.get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await client.get('/assets/missing.js')).status).toBe(404);
  });
});
