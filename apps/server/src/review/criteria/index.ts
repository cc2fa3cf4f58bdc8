/** Review knowledge per project type. Add a funder by adding its file and an entry here. */
import type { TProjectType } from '@grant-review/contract';
import type { TFunderCriteria } from '../types.js';
import { ETH_PIONEER_CRITERIA } from './eth-pioneer.js';
import { INNOSUISSE_CRITERIA } from './innosuisse.js';

export const CRITERIA_BY_PROJECT_TYPE: Record<TProjectType, TFunderCriteria> = {
  INNOSUISSE_PROJECT: INNOSUISSE_CRITERIA,
  ETH_PIONEER_FELLOWSHIP: ETH_PIONEER_CRITERIA,
};

export const getFunderCriteria = (projectType: TProjectType): TFunderCriteria => CRITERIA_BY_PROJECT_TYPE[projectType];

export { ETH_PIONEER_CRITERIA } from './eth-pioneer.js';
export { INNOSUISSE_CRITERIA } from './innosuisse.js';
export { KEYWORDS } from './keywords.js';
export { REVIEW_PRACTICE } from './review-practice.js';
export { SOURCES } from './sources.js';
