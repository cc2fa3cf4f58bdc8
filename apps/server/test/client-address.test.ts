/**
 * TRUST_PROXY over real HTTP: which address a request counts as coming from, and that a client
 * cannot pick its own address to get past the sign-in throttle. The test client connects from
 * 127.0.0.1, so it plays the reverse proxy when TRUST_PROXY names that address or a hop count.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from './support/factories.js';
import { createClient } from './support/http.js';
import { startTestServer, type TTestServer } from './support/server.js';

const spoofedAddress = () => `10.${randomBytes(1).join('')}.${randomBytes(1).join('')}.${randomBytes(1).join('')}`;

describe('client address under TRUST_PROXY', () => {
  const servers: TTestServer[] = [];

  async function clientAddressSeenWith(trustProxy: string, forwardedFor?: string): Promise<string> {
    const server = await startTestServer({
      env: { TRUST_PROXY: trustProxy },
      startJobs: false,
      beforeListen(app) {
        app.get('/api/test/client-address', async (request) => ({ address: request.ip }));
      },
    });
    servers.push(server);
    const response = await createClient(server.baseUrl).get<{ address: string }>('/api/test/client-address', {
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return response.body.address;
  }
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('ignores X-Forwarded-For by default', async () => {
    expect(await clientAddressSeenWith('false', '203.0.113.7')).toBe('127.0.0.1');
  });

  it('takes the n-th entry from the right for a hop count, whatever the client put before it', async () => {
    expect(await clientAddressSeenWith('1', `${spoofedAddress()}, 203.0.113.7`)).toBe('203.0.113.7');
    expect(await clientAddressSeenWith('2', `${spoofedAddress()}, 203.0.113.7, 10.0.0.2`)).toBe('203.0.113.7');
  });

  it('believes only the listed proxies', async () => {
    expect(await clientAddressSeenWith('10.0.0.0/8,127.0.0.1', `${spoofedAddress()}, 203.0.113.7, 10.0.0.2`)).toBe(
      '203.0.113.7',
    );
    // The connection does not come from a listed proxy, so its header is the client's own claim.
    expect(await clientAddressSeenWith('10.0.0.0/8', '203.0.113.7')).toBe('127.0.0.1');
  });
});

describe('sign-in throttle behind a proxy', () => {
  let server: TTestServer;

  beforeAll(async () => {
    server = await startTestServer({
      env: { TRUST_PROXY: '1' },
      loginThrottle: { pairFreeFailures: 3, addressMaxFailures: 5 },
    });
  });
  afterAll(() => server.close());

  const signIn = (username: string, password: string) =>
    createClient(server.baseUrl).post('/api/auth/token', {
      form: { username, password },
      headers: { 'x-forwarded-for': `${spoofedAddress()}, 203.0.113.7` },
    });

  it('keeps counting the real client when it varies a spoofed X-Forwarded-For', async () => {
    const owner = await createTestUser(server.ctx);
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await signIn(owner.email, 'guess')).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    const sprayed = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      sprayed.push((await signIn(`user-${attempt}@example.com`, 'guess')).status);
    }
    // Three failures above and two here use up the address's five.
    expect(sprayed).toEqual([401, 401, 429, 429]);
  });
});
