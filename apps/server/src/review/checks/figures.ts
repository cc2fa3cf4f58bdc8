/**
 * Locates the financial figures a reviewer checks: total costs, the implementation partner's share and cash
 * contribution, the Innosuisse funding and the duration. Each number in a sentence or table row is attributed to
 * the thing it belongs to: the word written right after it ("CHF 42'500 in cash"), else the nearest one before it
 * ("cash contribution: CHF 42'500"), else the nearest one after it.
 */
import { parseAmounts, parseDurations, parsePercentages } from '../numbers.js';
import { compileKeywords, findKeywordHits, foldText, hasKeyword, type TKeywordMatcher } from '../text.js';
import type { TEvidence } from '../types.js';
import { makeEvidence, type TAnalysedDocument } from './analysed-document.js';

export type TFigureCategory = 'partner' | 'cash' | 'in-kind' | 'total' | 'funding' | 'research';

const CATEGORY_KEYWORDS: Record<TFigureCategory, readonly string[]> = {
  partner: [
    'implementation partner',
    'umsetzungspartner',
    'partenaire de mise en oeuvre',
    'partenaire de mise en œuvre',
    'partenaire de realisation',
    'partner di attuazione',
    'partner di implementazione',
    'industry partner',
    'industrial partner',
    'industriepartner',
    'wirtschaftspartner',
    'partenaire industriel',
    'partner industriale',
  ],
  cash: [
    'cash',
    'bar',
    'barbeitrag',
    'barleistung',
    'barmittel',
    'geldleistung',
    'geldbeitrag',
    'en especes',
    'en liquide',
    'contribution financiere',
    'in contanti',
    'contributo finanziario',
    'contributo in denaro',
  ],
  'in-kind': [
    'in-kind',
    'in kind',
    'own work',
    'own contribution',
    'eigenleistung',
    '*eigenleistung',
    'naturalleistung',
    'sachleistung',
    'en nature',
    'prestation propre',
    'in natura',
    'prestazioni proprie',
    'contributo proprio',
  ],
  total: [
    'total project costs',
    'total project cost',
    'total costs',
    'total cost',
    'total budget',
    'project total',
    'grand total',
    'overall costs',
    'total requested',
    'total amount',
    'requested amount',
    'amount requested',
    'budget requested',
    'gesamtkosten',
    'gesamtprojektkosten',
    'total projektkosten',
    'projektkosten total',
    'gesamtbudget',
    'totalbetrag',
    'beantragter betrag',
    'beantragte summe',
    'couts totaux',
    'cout total',
    'budget total',
    'montant total',
    'montant demande',
    'costi totali',
    'costo totale',
    'budget totale',
    'importo totale',
    'importo richiesto',
  ],
  funding: [
    'innosuisse funding',
    'innosuisse contribution',
    'innosuisse grant',
    'innosuisse share',
    'funding requested',
    'requested from innosuisse',
    'innosuisse-beitrag',
    'beitrag innosuisse',
    'beitrag von innosuisse',
    'innosuisse-forderung',
    'forderbeitrag',
    'beantragte forderung',
    "contribution d'innosuisse",
    'contribution innosuisse',
    'subvention innosuisse',
    'contributo di innosuisse',
    'contributo innosuisse',
    'innosuisse',
  ],
  research: ['research partner', 'forschungspartner', 'partenaire de recherche', 'partner di ricerca'],
};

const MATCHERS = Object.fromEntries(
  Object.entries(CATEGORY_KEYWORDS).map(([category, keywords]) => [category, compileKeywords(keywords)]),
) as Record<TFigureCategory, TKeywordMatcher>;

/** A table's total row: "Total | 850'000", "Summe: CHF 148'500" (but not "Total personnel costs"). */
const TOTAL_ROW =
  /^[\s|*#-]*(?:total|totale|summe|gesamt|gesamttotal|totaux?)\b(?=\s*(?:[:|\t=]|chf|fr\.|eur|\d|$|\(|project|projekt|costs?|kosten|budget|du projet|del progetto))/;

/** "in-kind and cash" names the partner's whole contribution, not its cash part. */
const COMBINED_CONTRIBUTION =
  /(?:in[- ]kind|eigen-?|eigenleistung\w*|en nature|in natura)\s*(?:and|und|et|e|\+|\/|&)\s*(?:cash|bar\w*|en especes|in contanti)|(?:cash|bar-?)\s*(?:and|und|et|e|\+|\/|&)\s*(?:in[- ]kind|eigenleistung\w*|en nature|in natura)/g;

const FUNDING_BASIS = compileKeywords([
  'innosuisse funding',
  'innosuisse contribution',
  'innosuisse grant',
  'of the funding',
  'of funding',
  'innosuisse-beitrag',
  'innosuisse-beitrags',
  'innosuisse-forderung',
  'forderbeitrag',
  'der forderung',
  'des beitrags',
  'de la subvention',
  'du financement',
  'du soutien',
  'del finanziamento',
  'del contributo',
  'innosuisse',
]);
const TOTAL_BASIS = compileKeywords([
  'total',
  'gesamt',
  'of the project costs',
  'of project costs',
  'der projektkosten',
  'des couts',
  'dei costi',
]);

const DURATION_CONTEXT = compileKeywords([
  'duration',
  'runtime',
  'project period',
  'fellowship period',
  'term of',
  'will last',
  'lasts',
  'over a period',
  'runs for',
  'run for',
  'runs over',
  'lasting',
  'for a period',
  'months of full-time',
  'laufzeit',
  'dauer',
  'projektdauer',
  'zeitraum',
  'duree',
  'durata',
  'periodo',
]);
const DURATION_ADJECTIVE =
  /^\s*(?:project|fellowship|plan|programme|program|work plan|projekt|fellowship|plan|projet|progetto)/i;
const NOT_PROJECT_DURATION_AFTER =
  /^\s*(?:after|before|later|earlier|nach|vor|spater|apres|avant|dopo|prima|of (?:experience|work experience))/i;

export interface TFigure {
  value: number;
  documentIndex: number;
  evidence: TEvidence;
  /** For percentages: what they are a share of, when the text says. */
  basis?: 'total' | 'funding';
}

export interface TLocatedFigures {
  totals: TFigure[];
  partnerPercents: TFigure[];
  partnerAmounts: TFigure[];
  inKindAmounts: TFigure[];
  cashPercents: TFigure[];
  cashAmounts: TFigure[];
  fundingAmounts: TFigure[];
  durations: TFigure[];
  /** Every CHF amount of each document, for the "largest amount" fallback of a budget. */
  largestAmountByDocument: Map<number, TFigure>;
}

interface TMention {
  category: TFigureCategory;
  index: number;
  end: number;
}

function findMentions(folded: string): TMention[] {
  const combined = [...folded.matchAll(COMBINED_CONTRIBUTION)].map((match) => ({
    index: match.index,
    end: match.index + match[0].length,
  }));
  const isInsideCombined = (index: number) => combined.some((range) => index >= range.index && index < range.end);
  const mentions: TMention[] = combined.map((range) => ({ category: 'partner', ...range }));
  for (const category of Object.keys(MATCHERS) as TFigureCategory[]) {
    for (const hit of findKeywordHits(folded, MATCHERS[category])) {
      if ((category === 'cash' || category === 'in-kind') && isInsideCombined(hit.index)) continue;
      mentions.push({ category, index: hit.index, end: hit.end });
    }
  }
  if (TOTAL_ROW.test(folded)) mentions.push({ category: 'total', index: 0, end: 1 });
  // "Cash contribution of the implementation partner": the partner mention next to a cash/in-kind mention only
  // says whose cash it is.
  const typed = mentions.filter((mention) => mention.category === 'cash' || mention.category === 'in-kind');
  return mentions
    .filter(
      (mention) =>
        mention.category !== 'partner' ||
        !typed.some((other) => Math.abs(other.index - mention.index) < 45 && !isInsideCombined(other.index)),
    )
    .filter(
      // "Innosuisse" alone is a weak hint: drop it when a more specific funding phrase overlaps it.
      (mention, _index, all) =>
        !(
          mention.category === 'funding' &&
          all.some(
            (other) =>
              other !== mention &&
              other.category === 'funding' &&
              other.index <= mention.index &&
              other.end >= mention.end &&
              other.end - other.index > mention.end - mention.index,
          )
        ),
    )
    .sort((a, b) => a.index - b.index);
}

function attribute(
  mentions: readonly TMention[],
  index: number,
  end: number,
  folded: string,
): TFigureCategory | undefined {
  const following = mentions.find(
    (mention) =>
      mention.index >= end &&
      mention.index - end <= 12 &&
      /^[\s)(.,:-]*(?:in\s+|en\s+)?$/.test(folded.slice(end, mention.index)),
  );
  if (following && (following.category === 'cash' || following.category === 'in-kind')) return following.category;
  const preceding = [...mentions].reverse().find((mention) => mention.end <= index);
  if (preceding) return preceding.category;
  return mentions.find((mention) => mention.index >= end && mention.index - end <= 80)?.category;
}

/** Locates the figures in every document, budget documents first. */
export function locateFigures(documents: readonly TAnalysedDocument[]): TLocatedFigures {
  const figures: TLocatedFigures = {
    totals: [],
    partnerPercents: [],
    partnerAmounts: [],
    inKindAmounts: [],
    cashPercents: [],
    cashAmounts: [],
    fundingAmounts: [],
    durations: [],
    largestAmountByDocument: new Map(),
  };
  for (const analysed of documents) {
    const { document } = analysed;
    const assumeCurrency = /\b(?:chf|fr\.)/i.test(document.text) ? 'CHF' : undefined;
    for (const unit of analysed.units) {
      if (unit.kind === 'heading') continue;
      const folded = unit.folded;
      const mentions = findMentions(folded);
      const amounts = parseAmounts(unit.text, assumeCurrency ? { assumeCurrency } : {}).filter(
        (amount) => amount.currency === 'CHF',
      );
      for (const amount of amounts) {
        const figure: TFigure = {
          value: amount.value,
          documentIndex: analysed.index,
          evidence: makeEvidence(document, unit.text, amount.index),
        };
        const largest = figures.largestAmountByDocument.get(analysed.index);
        if (!largest || largest.value < amount.value) figures.largestAmountByDocument.set(analysed.index, figure);
        const category = attribute(mentions, amount.index, amount.end, folded);
        if (category === 'total') figures.totals.push(figure);
        else if (category === 'partner') figures.partnerAmounts.push(figure);
        else if (category === 'in-kind') figures.inKindAmounts.push(figure);
        else if (category === 'cash') figures.cashAmounts.push(figure);
        else if (category === 'funding') figures.fundingAmounts.push(figure);
      }
      for (const percentage of parsePercentages(unit.text)) {
        const category = attribute(mentions, percentage.index, percentage.end, folded);
        if (category !== 'partner' && category !== 'cash') continue;
        const after = folded.slice(percentage.end, percentage.end + 60);
        const fundingHit = findKeywordHits(after, FUNDING_BASIS)[0];
        const totalHit = findKeywordHits(after, TOTAL_BASIS)[0];
        const basis = fundingHit && (!totalHit || fundingHit.index < totalHit.index) ? 'funding' : 'total';
        const figure: TFigure = {
          value: percentage.value,
          documentIndex: analysed.index,
          evidence: makeEvidence(document, unit.text, percentage.index),
          basis,
        };
        (category === 'partner' ? figures.partnerPercents : figures.cashPercents).push(figure);
      }
      for (const duration of parseDurations(unit.text)) {
        if (duration.isRange) continue;
        const after = folded.slice(duration.end, duration.end + 30);
        if (NOT_PROJECT_DURATION_AFTER.test(after)) continue;
        const isAdjective = /[-\s]month$|monatig/i.test(duration.raw.trim()) && DURATION_ADJECTIVE.test(after);
        if (!isAdjective && !hasKeyword(folded, DURATION_CONTEXT) && !/monatig/.test(foldText(duration.raw))) continue;
        figures.durations.push({
          value: duration.months,
          documentIndex: analysed.index,
          evidence: makeEvidence(document, unit.text, duration.index),
        });
      }
    }
  }
  return figures;
}
