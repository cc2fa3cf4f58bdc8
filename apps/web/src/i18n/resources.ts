/**
 * The namespaces of the translation files (`locales/<language>/<namespace>.json`, i18next's JSON format: `{{name}}`
 * interpolation, `_one` / `_other` plural suffixes) and their English files' shapes, which type every `t()` call.
 * Only types are taken from the English files here: the files themselves load on demand (see index.ts).
 */
import type common from './locales/en/common.json';
import type landing from './locales/en/landing.json';
import type auth from './locales/en/auth.json';
import type anonymization from './locales/en/anonymization.json';
import type chat from './locales/en/chat.json';
import type corrections from './locales/en/corrections.json';
import type files from './locales/en/files.json';
import type report from './locales/en/report.json';
import type review from './locales/en/review.json';
import type terms from './locales/en/terms.json';
import type admin from './locales/en/admin.json';
import type revisions from './locales/en/revisions.json';
import type projects from './locales/en/projects.json';
import type compare from './locales/en/compare.json';

export const NAMESPACES = [
  'common',
  'landing',
  'auth',
  'anonymization',
  'chat',
  'corrections',
  'files',
  'report',
  'review',
  'projects',
  'revisions',
  'compare',
  'admin',
  'terms',
] as const;
export type TNamespace = (typeof NAMESPACES)[number];

export interface TResources {
  common: typeof common;
  landing: typeof landing;
  auth: typeof auth;
  anonymization: typeof anonymization;
  chat: typeof chat;
  corrections: typeof corrections;
  files: typeof files;
  report: typeof report;
  review: typeof review;
  projects: typeof projects;
  revisions: typeof revisions;
  compare: typeof compare;
  admin: typeof admin;
  terms: typeof terms;
}
