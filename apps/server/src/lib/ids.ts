import { randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are opaque to clients; anything that is not one of ours simply is not found. */
export const isId = (value: string): boolean => UUID_PATTERN.test(value);
