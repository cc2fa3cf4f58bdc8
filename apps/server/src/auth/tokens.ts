/**
 * Access tokens are HS256 JWTs. The secret comes from JWT_SECRET or is generated once into
 * DATA_DIR, so tokens survive restarts; several instances must share JWT_SECRET.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';

export interface TTokenSubject {
  userId: string;
  tokenVersion: number;
}

export interface TTokenClaims extends TTokenSubject {
  /** The token's own id (`jti`), which logout puts on the denylist. */
  tokenId: string;
  /** When the token expires, in ms since the epoch. */
  expiresAtMs: number;
}

export interface TTokenService {
  sign(subject: TTokenSubject): Promise<string>;
  /**
   * The claims of a valid token, or null for a forged, malformed or expired one. Whether it was revoked
   * (logout, password change) is for the caller to check against the database.
   */
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
 * on every request is a visible share of a small request's cost. The user behind it, and whether
 * the token was revoked, are still looked up on every request, so deleted or deactivated users and
 * ended sessions are refused at once, on every instance.
 */
const MAX_CACHED_TOKENS = 10_000;

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TTokenService {
  const verified = new Map<string, TTokenClaims>();
  const remember = (token: string, claims: TTokenClaims) => {
    if (verified.size >= MAX_CACHED_TOKENS) verified.clear();
    verified.set(token, claims);
  };
  return {
    async sign({ userId, tokenVersion }) {
      return new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret);
    },
    async verify(token) {
      const cached = verified.get(token);
      if (cached) {
        if (cached.expiresAtMs > Date.now()) return cached;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
        const { sub, tv, jti, exp } = payload;
        // Tokens without an id (issued before logout existed) could not be revoked, so they are not accepted.
        if (typeof sub !== 'string' || typeof tv !== 'number' || typeof jti !== 'string' || !exp) return null;
        const claims = { userId: sub, tokenVersion: tv, tokenId: jti, expiresAtMs: exp * 1000 };
        remember(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
