/**
 * The documents the journeys upload. The PDF and DOCX builders are the server suite's, so both suites
 * exercise the same real files; the lines carry the personal data the journeys expect to see masked.
 */
export { buildDocx, buildPasswordProtectedPdf, buildPdf } from '../../apps/server/test/support/documents.js';

export const PERSON = { name: 'Dr. Anna Muster', email: 'anna.muster@example.ch', phone: '+41 44 632 11 11' } as const;

export const APPLICATION_LINES = [
  'Innovation project application: SolarSkin roof tiles',
  `Project lead: ${PERSON.name}, ${PERSON.email}, ${PERSON.phone}.`,
  'The implementation partner, Helio AG, carries 50% of the total project costs of CHF 400000.',
  'Milestone M1 (month 6): tile efficiency of 21% measured on 20 prototypes.',
  'Milestone M2 (month 12): pilot installation on three roofs with the implementation partner.',
  'Milestone M3 (month 18): preparation of the market launch.',
] as const;

export const BUDGET_LINES = [
  'Funding proposal and budget',
  `Contact for questions: ${PERSON.email}, phone ${PERSON.phone}`,
  'Total project costs: CHF 400000. Cash contribution of Helio AG: CHF 30000 (7.5%).',
] as const;
