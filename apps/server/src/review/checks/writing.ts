/** Writing quality: unsupported claims, market figures without a source, long sentences, figures that disagree. */
import { KEYWORDS } from '../criteria/keywords.js';
import { formatChf } from '../numbers.js';
import { compileKeywords, countWords, findFirstKeywordHit, hasFigure, hasKeyword } from '../text.js';
import type { TClaimFinding, TEvidence, TInconsistency, TReadabilityFinding } from '../types.js';
import { makeEvidence, type TAnalysedDocument } from './analysed-document.js';
import type { TFigure, TLocatedFigures } from './figures.js';

export const LONG_SENTENCE_WORDS = 40;

const HYPE = compileKeywords([
  'revolutionary',
  'revolutionise',
  'revolutionize',
  'unique',
  'disruptive',
  'game-changing',
  'game changer',
  'groundbreaking',
  'ground-breaking',
  'world-first',
  "world's first",
  'unprecedented',
  'unparalleled',
  'best-in-class',
  'paradigm shift',
  'revolutionar',
  'einzigartig',
  'disruptiv',
  'bahnbrechend',
  'einmalig',
  'beispiellos',
  'weltweit erste',
  'revolutionnaire',
  'disruptif',
  'sans precedent',
  'inedit',
  'rivoluzionari',
  'dirompente',
  'senza precedenti',
  'unico nel suo genere',
]);
/** Terms of the trade that contain a hype word but claim nothing. */
const HYPE_EXCEPTIONS =
  /unique selling|unique identifier|unique id|unique value proposition|einzigartigkeit des usp|proposition unique de vente/;
const COMPARISON = compileKeywords([
  'than',
  'compared',
  'versus',
  'vs',
  'baseline',
  'outperform',
  'benchmark',
  'unlike',
  'in contrast',
  'besser als',
  'schneller als',
  'mehr als',
  'weniger als',
  'gunstiger als',
  'gegenuber',
  'im vergleich',
  'verglichen',
  'par rapport',
  'contrairement',
  'compare',
  'rispetto',
  'a differenza',
  'paragonato',
  'confronto',
]);
const MARKET_FIGURE = compileKeywords([
  ...KEYWORDS.marketSize.en,
  ...KEYWORDS.marketSize.de,
  ...KEYWORDS.marketSize.fr,
  ...KEYWORDS.marketSize.it,
  'market for',
  'market is',
  'market in',
  'markt fur',
  'marche de',
  'mercato di',
]);
const SOURCE_CUE = compileKeywords([
  'source',
  'according to',
  'quelle',
  'gemass',
  'laut',
  'selon',
  'secondo',
  'fonte',
  'report',
  'study',
  'studie',
  'etude',
  'studio',
  'survey',
  'statista',
  'gartner',
  'mckinsey',
  'bfs',
  'fso',
  'ofs',
  'ust',
  'et al',
  'estimated by',
  'data from',
]);
const CITATION = /\((?:[^()]*\b)?(?:19|20)\d{2}\)|\[\d{1,3}\]/;

export function findUnsupportedClaims(documents: readonly TAnalysedDocument[]): TClaimFinding[] {
  const claims: TClaimFinding[] = [];
  for (const analysed of documents) {
    for (const unit of analysed.units) {
      if (unit.kind === 'heading') continue;
      const hit = findFirstKeywordHit(
        unit.folded.replace(HYPE_EXCEPTIONS, (match) => ' '.repeat(match.length)),
        HYPE,
      );
      if (!hit || hasFigure(unit.text) || hasKeyword(unit.folded, COMPARISON)) continue;
      claims.push({
        word: unit.text.slice(hit.index, hit.end),
        evidence: makeEvidence(analysed.document, unit.text, hit.index),
      });
    }
  }
  return claims;
}

/** Reviewers punish market figures without a source. */
export function findUnsourcedMarketFigures(documents: readonly TAnalysedDocument[]): TEvidence[] {
  const findings: TEvidence[] = [];
  for (const analysed of documents) {
    for (const unit of analysed.units) {
      if (unit.kind === 'heading' || !hasFigure(unit.text)) continue;
      const hit = findFirstKeywordHit(unit.folded, MARKET_FIGURE);
      if (!hit || !/(chf|eur|usd|bn|billion|milliard|mrd|mio|million|%)/.test(unit.folded)) continue;
      if (hasKeyword(unit.folded, SOURCE_CUE) || CITATION.test(unit.text)) continue;
      findings.push(makeEvidence(analysed.document, unit.text, hit.index));
    }
  }
  return findings;
}

export function assessReadability(documents: readonly TAnalysedDocument[]): TReadabilityFinding {
  let sentenceCount = 0;
  let longSentenceCount = 0;
  let longest: TReadabilityFinding['longest'];
  for (const analysed of documents) {
    for (const unit of analysed.units) {
      if (unit.kind !== 'sentence' && unit.kind !== 'bullet') continue;
      sentenceCount += 1;
      const words = countWords(unit.text);
      if (words > LONG_SENTENCE_WORDS) longSentenceCount += 1;
      if (!longest || words > longest.wordCount) {
        longest = {
          ...makeEvidence(analysed.document, unit.text),
          quote: unit.text.length > 400 ? `${unit.text.slice(0, 400)}…` : unit.text,
          wordCount: words,
        };
      }
    }
  }
  return {
    sentenceCount,
    longSentenceCount,
    maxWordsPerSentence: longest?.wordCount ?? 0,
    ...(longest && longest.wordCount > LONG_SENTENCE_WORDS ? { longest } : {}),
  };
}

/** The value each document gives for one figure: the largest for totals, the first otherwise. */
function valuesByDocument(figures: readonly TFigure[], pick: 'largest' | 'first'): Map<number, TFigure> {
  const byDocument = new Map<number, TFigure>();
  for (const figure of figures) {
    const current = byDocument.get(figure.documentIndex);
    if (!current || (pick === 'largest' && figure.value > current.value)) byDocument.set(figure.documentIndex, figure);
  }
  return byDocument;
}

function compare(
  what: string,
  byDocument: Map<number, TFigure>,
  format: (value: number) => string,
  tolerance: number,
): TInconsistency | undefined {
  const values = [...byDocument.values()];
  if (values.length < 2) return undefined;
  const min = Math.min(...values.map((figure) => figure.value));
  const max = Math.max(...values.map((figure) => figure.value));
  if (max - min <= tolerance * Math.max(1, max)) return undefined;
  return { what, values: values.map((figure) => ({ display: format(figure.value), evidence: figure.evidence })) };
}

export function findInconsistencies(figures: TLocatedFigures): TInconsistency[] {
  return [
    compare('Total cost', valuesByDocument(figures.totals, 'largest'), formatChf, 0.005),
    compare('Duration', valuesByDocument(figures.durations, 'first'), (value) => `${value} months`, 0),
    compare(
      'Implementation-partner share',
      valuesByDocument(figures.partnerPercents, 'first'),
      (value) => `${value}%`,
      0.02,
    ),
    compare(
      'Cash contribution',
      valuesByDocument(
        figures.cashPercents.filter((figure) => figure.basis === 'total'),
        'first',
      ),
      (value) => `${value}%`,
      0.02,
    ),
  ].filter((item): item is TInconsistency => item !== undefined);
}
