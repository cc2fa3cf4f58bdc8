import { isIPv4, isIPv6 } from 'node:net';
import { createEntity, type TDetectedEntity, type TPiiDetector } from '../types.js';

const IPV4_PATTERN = /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d]|\.\d)/g;
// Hex groups with colons; `isIPv6` decides. At least two colons, so times (12:30) never qualify.
const IPV6_PATTERN =
  /(?<![\p{L}\p{N}:])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?![\p{L}\p{N}:])/gu;
const IPV6_HINT = /:[0-9A-Fa-f]{0,4}:/;
// "Version 1.2.3.4" and similar are dotted numbers, not addresses.
const VERSION_CUE = /(?:version|release|v|build|trl|isbn|doi)\.?\s*$/i;

export function findIpAddresses(text: string): TDetectedEntity[] {
  const entities: TDetectedEntity[] = [];
  for (const match of text.matchAll(IPV4_PATTERN)) {
    if (!isIPv4(match[0])) continue;
    if (VERSION_CUE.test(text.slice(Math.max(0, match.index - 10), match.index))) continue;
    entities.push(createEntity(text, 'IP_ADDRESS', match.index, match.index + match[0].length, 0.9));
  }
  // The full pattern tries every position of the text; most texts hold no two colons close together at all.
  if (!IPV6_HINT.test(text)) return entities;
  for (const match of text.matchAll(IPV6_PATTERN)) {
    const value = match[0];
    if (!/[0-9A-Fa-f]/.test(value) || !isIPv6(value)) continue;
    // "a::b" is valid syntax but too often a C++ scope or a ratio; ask for a bit more substance.
    if (value.replace(/[^0-9A-Fa-f]/g, '').length < 4) continue;
    entities.push(createEntity(text, 'IP_ADDRESS', match.index, match.index + value.length, 0.9));
  }
  return entities;
}

export const ipAddressDetector: TPiiDetector = {
  name: 'ip-address',
  detect: (text) => findIpAddresses(text),
};
