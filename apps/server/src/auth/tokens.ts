/**
 * Access tokens are HS256 JWTs. The secret comes from JWT_SECRET or is generated once into
 * DATA_DIR, so tokens survive restarts; several instances must share JWT_SECRET.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

export interface TTokenClaims {
  userId: string;
  tokenVersion: number;
}

export interface TTokenService {
  sign(claims: TTokenClaims): Promise<string>;
  /** The claims of a valid token, or null for a forged, malformed or expired one. */
  verify(token: string): Promise<TTokenClaims | null>;
}

const ISSUER = 'grant-review';

export function loadOrCreateSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const secretPath = path.join(dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode(readFileSync(secretPath, 'utf8').trim());
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // `wx` fails if another process wrote it first; then read theirs.
    try {
      writeFileSync(secretPath, secret, { mode: 0o600, flag: 'wx' });
      return new TextEncoder().encode(secret);
    } catch {
      return new TextEncoder().encode(readFileSync(secretPath, 'utf8').trim());
    }
  }
}

/**
 * Verified tokens are remembered until they expire: a token cannot change, and checking an HMAC
 * on every request is a visible share of a small request's cost. The user behind it is still
 * looked up on every request, so deleted or deactivated users are refused at once.
 */
const MAX_CACHED_TOKENS = 10_000;

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TTokenService {
  const verified = new Map<string, TTokenClaims & { expiresAtMs: number }>();
  const remember = (token: string, claims: TTokenClaims, expiresAtSeconds: number) => {
    if (verified.size >= MAX_CACHED_TOKENS) verified.clear();
    verified.set(token, { ...claims, expiresAtMs: expiresAtSeconds * 1000 });
  };
  return {
    async sign({ userId, tokenVersion }) {
      return new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    async verify(token) {
      const cached = verified.get(token);
      if (cached) {
        if (cached.expiresAtMs > Date.now()) return { userId: cached.userId, tokenVersion: cached.tokenVersion };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || !payload.exp) return null;
        const claims = { userId: payload.sub, tokenVersion: payload.tv };
        remember(token, claims, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
