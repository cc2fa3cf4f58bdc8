/**
 * TRUST_PROXY over real HTTP: which address a request counts as coming from, and that a client
 * cannot pick its own address to get past the sign-in throttle. The test client connects from
 * 127.0.0.1, so it plays the reverse proxy when TRUST_PROXY names that address or a hop count.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
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
