/**
 * Sources exactly as /work/shared/funder-criteria.md names them. Update a source here and every item that cites it
 * follows. Where the fact sheet names sources per section rather than per fact, each item cites the sources of
 * its section that cover it.
 */
export const SOURCES = {
  innosuisseEvaluation: 'Innosuisse "Evaluation and decision" page',
  innosuisseProjectPage: 'Innosuisse "Innovation project with implementation partner" page',
  fundingOrdinance: 'Federal Funding Ordinance SR 420.231',
  fundingOrdinanceArt7: 'SR 420.231 Art. 7',
  ripaArt19: 'Federal Act SR 420.1 (RIPA), Art. 19',
  ripaArt19Para2bis: 'SR 420.1 Art. 19 para. 2bis',
  ethGuideline: 'ETH Zürich guideline text (copied 2016)',
  startupticker: 'startupticker.ch (2016)',
  dbsseInterview: 'D-BSSE interview (2022)',
  reviewPractice: 'General grant-review practice',
  assumption: 'Assumption, not verified',
} as const;

/** Several sources for one item, in the order the fact sheet lists them. */
export const citeSources = (...sources: string[]): string => sources.join('; ');

/** Shared by every ETH fact: the sources are old, so the current ETH page may differ. */
export const ETH_SOURCE_NOTE = 'These are older sources, so the current ETH page may differ.';
