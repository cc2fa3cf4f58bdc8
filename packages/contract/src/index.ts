export * from './constants.js';
export * from './schemas.js';
export * from './review.js';
export * from './pii-corrections.js';
