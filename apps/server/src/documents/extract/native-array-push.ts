/**
 * `Array.prototype.push` as it was before pdf.js loaded. Its legacy build bundles core-js, which
 * replaces the native push of the whole thread with a JavaScript version about twice as slow (core-js
 * flags V8's push for an edge case at lengths near 2^32 that no code here reaches). extract-pdf.ts
 * imports this module before pdf.js and puts the native method back afterwards.
 */
export const nativeArrayPush = Array.prototype.push;
