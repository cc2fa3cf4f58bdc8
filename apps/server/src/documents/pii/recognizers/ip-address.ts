import { isIPv4, isIPv6 } from 'node:net';
import { createPatternRecognizer } from '../recognizer.js';

// "Version 1.2.3.4" and similar are dotted numbers, not addresses.
const VERSION_CUE = /(?:version|release|v|build|trl|isbn|doi)\.?\s*$/i;

export const ipAddressRecognizer = createPatternRecognizer({
  name: 'ip-address',
  entityType: 'IP_ADDRESS',
  languages: 'all',
  patterns: [
    {
      name: 'ipv4',
      regex: /(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d]|\.\d)/g,
      score: 0.9,
      reason: 'four dotted numbers (IPv4 address)',
    },
    {
      name: 'ipv6',
      // Hex groups with colons; at least two colons, so times (12:30) never qualify.
      regex:
        /(?<![\p{L}\p{N}:])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?![\p{L}\p{N}:])/gu,
      score: 0.9,
      reason: 'hex groups separated by colons (IPv6 address)',
      hint: /:[0-9A-Fa-f]{0,4}:/,
    },
  ],
  validate: (value, text, start) => {
    if (value.includes(':')) {
      // "a::b" is valid syntax but too often a C++ scope or a ratio; ask for a bit more substance.
      if (!isIPv6(value) || value.replace(/[^0-9A-Fa-f]/g, '').length < 4) return { isValid: false };
      return { isValid: true, reason: 'valid IPv6 syntax' };
    }
    if (!isIPv4(value) || VERSION_CUE.test(text.slice(Math.max(0, start - 10), start))) return { isValid: false };
    return { isValid: true, reason: 'each part 0–255' };
  },
});
