/**
 * The dashboard is the most requested page and changes rarely, so its JSON is kept per user and
 * reused while the user row says nothing changed: `data_version` is bumped by database triggers
 * on any change to a project the user is a member of and to their memberships, and `updated_at`
 * on any change to the user. Both come from the row that authentication reads anyway, so a cache
 * hit costs no query, and the check holds across several server instances because the version
 * lives in the database.
 */
import { createHash } from 'node:crypto';
import type { UserRow } from '../db/schema.js';

export interface TCachedDashboard {
  etag: string;
  body: string;
}

export interface TDashboardCache {
  get(user: UserRow): TCachedDashboard | undefined;
  set(user: UserRow, body: string): TCachedDashboard;
}

const versionOf = (user: UserRow) => `${user.data_version}:${user.updated_at}`;

export function createDashboardCache(maxUsers = 2000): TDashboardCache {
  const entries = new Map<string, TCachedDashboard & { version: string }>();
  return {
    get(user) {
      const entry = entries.get(user.id);
      if (!entry || entry.version !== versionOf(user)) return undefined;
      // Map order doubles as recency for the bound below.
      entries.delete(user.id);
      entries.set(user.id, entry);
      return entry;
    },
    set(user, body) {
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      if (entries.size >= maxUsers) entries.delete(entries.keys().next().value ?? '');
      const entry = { etag, body, version: versionOf(user) };
      entries.set(user.id, entry);
      return entry;
    },
  };
}
