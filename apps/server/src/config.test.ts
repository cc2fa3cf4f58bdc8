import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      MAX_UPLOAD_MB: 25,
      LLM_PROVIDER: 'builtin',
      ALLOW_REGISTRATION: false,
      TOKEN_TTL: 12 * 3600,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('parses durations, flags and numbers', () => {
    const config = loadConfig({ TOKEN_TTL: '45m', ALLOW_REGISTRATION: 'true', PORT: '9000', MAX_UPLOAD_MB: '50' });
    expect(config).toMatchObject({ TOKEN_TTL: 2700, ALLOW_REGISTRATION: true, PORT: 9000, MAX_UPLOAD_MB: 50 });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(8000);
  });

  it('names every bad variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        LLM_PROVIDER: 'openai-compatible',
        ADMIN_EMAIL: 'boss@example.com',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const variable of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'LLM_BASE_URL', 'LLM_MODEL', 'ADMIN_PASSWORD']) {
        expect(message).toContain(variable);
      }
    }
  });

  it('keeps files in the local folder unless S3_BUCKET is set, and reads the S3 settings', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    const config = loadConfig({
      S3_BUCKET: 'grant-review-files',
      S3_ENDPOINT: 'https://sos-ch-gva-2.exo.io',
      S3_REGION: 'ch-gva-2',
      S3_ACCESS_KEY_ID: 'EXO123',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'grant-review-files',
      S3_REGION: 'ch-gva-2',
      S3_FORCE_PATH_STYLE: true,
      S3_SERVER_SIDE_ENCRYPTION: 'auto',
    });
  });

  it('refuses S3 settings without a bucket, a key without its secret and an unknown encryption', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problems({ S3_ENDPOINT: 'https://sos-ch-gva-2.exo.io', S3_REGION: 'ch-gva-2' })).toContain(
      'S3_BUCKET: is required when S3_ENDPOINT, S3_REGION are set',
    );
    expect(problems({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'EXO123' })).toContain(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(problems({ S3_BUCKET: 'files', S3_SERVER_SIDE_ENCRYPTION: 'aws:kms' })).toContain(
      'S3_SERVER_SIDE_ENCRYPTION',
    );
    expect(problems({ S3_BUCKET: 'files', S3_ENDPOINT: 'not a url' })).toContain('S3_ENDPOINT: must be a URL');
  });

  it("reads TRUST_PROXY as off, a hop count or the proxies' addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,FD00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses a TRUST_PROXY that would let clients choose their address, naming the safe forms', () => {
    for (const value of ['true', 'yes', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: .*use false, the number of proxies in front of the server \(e\.g\. 1\), or their addresses\/CIDRs/,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/lets clients choose their own address/);
  });

  it('applies the password rules to ADMIN_PASSWORD, without echoing it', () => {
    const problemsWith = (password: string) => {
      try {
        loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: password });
        return '';
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    expect(problemsWith('short-pw')).toContain('ADMIN_PASSWORD: Password must be at least 10 characters');
    for (const weak of ['Summer2024!', 'password123', 'boss@example.com']) {
      const message = problemsWith(weak);
      expect(message, weak).toMatch(/ADMIN_PASSWORD: .*(easy to guess|commonly used|name or email)/);
      expect(message, weak).not.toContain(weak);
    }
    expect(problemsWith('quartz-lantern-meadow-42')).toBe('');
  });
});
