/**
 * `JSON.stringify` and `JSON.parse` as they were before pdf.js loaded. Its legacy build bundles core-js, which
 * replaces both for the whole thread because Node 20 lacks `JSON.rawJSON` and `JSON.parse` source access: the
 * replacement stringify calls a replacer for every value and then re-scans the whole output character by character,
 * so a 4.7 MB response (the 619-page PDF's text, anonymized text and 12,000 entities) took about 0.5 s to serialize
 * instead of about 20 ms. Nothing here uses `JSON.rawJSON`. extract-pdf.ts imports this module before pdf.js and
 * puts the native functions back afterwards.
 */
export const nativeJsonStringify = JSON.stringify;
export const nativeJsonParse = JSON.parse;
