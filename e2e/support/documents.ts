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

/** The same application and budget as a German-speaking applicant writes them: the report comes out in German. */
export const GERMAN_APPLICATION_LINES = [
  'Gesuch für ein Innovationsprojekt: Solarziegel SolarSkin',
  `Projektleitung: ${PERSON.name}, ${PERSON.email}, ${PERSON.phone}.`,
  'Der Umsetzungspartner Helio AG trägt 50 % der gesamten Projektkosten von CHF 400000.',
  'Meilenstein M1 (Monat 6): Wirkungsgrad der Ziegel von 21 % an 20 Prototypen gemessen.',
  'Meilenstein M2 (Monat 12): Pilotinstallation auf drei Dächern mit dem Umsetzungspartner.',
  'Meilenstein M3 (Monat 18): Vorbereitung der Markteinführung in der Deutschschweiz.',
  'Die Ziegel werden in der Schweiz hergestellt und ersetzen herkömmliche Dachziegel ohne zusätzliche Montage.',
] as const;

export const GERMAN_BUDGET_LINES = [
  'Finanzierungsgesuch und Budget',
  `Kontakt für Fragen: ${PERSON.email}, Telefon ${PERSON.phone}`,
  'Gesamte Projektkosten: CHF 400000. Barbeitrag der Helio AG: CHF 30000 (7.5 %).',
  'Die Personalkosten der Forschungspartnerin machen den grössten Teil des Budgets aus.',
] as const;
