/** Recognises text the built-in reviewer wrote, so real values go back only into what it quotes. */
import { REPORT_LANGUAGES } from '@grant-review/contract';
import { isReportLanguageAvailable } from '../messages/index.js';
import { builtinNoticeOf } from '../render-report.js';
import { CHAT_NOTICES } from './language.js';

/**
 * How the built-in reviewer's texts open: a chat answer with its notice ("*Built-in offline reviewer: …"), an
 * analysis with its heading and then the notice as a blockquote ("> Built-in offline reviewer: …").
 */
const OPENINGS = [
  ...Object.values(CHAT_NOTICES).map((notice) => notice.slice(0, notice.indexOf(':') + 1)),
  ...REPORT_LANGUAGES.filter(isReportLanguageAvailable)
    .map(builtinNoticeOf)
    .map((notice) => `> ${notice.slice(0, notice.indexOf(':') + 1)}`),
];

/** True for an answer or analysis of the built-in reviewer (its opening is within the first few lines). */
export function isBuiltinReviewerText(content: string): boolean {
  return content.split('\n', 6).some((line) => OPENINGS.some((opening) => line.startsWith(opening)));
}
