/** What reviewers praise and punish across funders (funder-criteria.md, "general grant-review practice"). */
import type { TReviewPractice } from '../types.js';
import { SOURCES } from './sources.js';

export const REVIEW_PRACTICE: TReviewPractice = {
  source: SOURCES.reviewPractice,
  isAssumption: false,
  praise: [
    'quantified claims with evidence (market size with its source, performance against a named baseline)',
    'milestones with measurable success criteria',
    'a budget that matches the work packages',
    'risks with mitigations',
    'a clear "why now" and "why this team"',
  ],
  punish: [
    'vague novelty claims ("revolutionary", "unique") with no comparison',
    'market figures without a source',
    'milestones that are only activities',
    'work packages that are missing from the budget',
    'numbers that disagree between documents',
    'sections that are missing',
    'walls of jargon',
  ],
};
