/**
 * Figures with their meaning. Every amount, percentage and duration gets a label and a role: in a table from its
 * row and column (the cell where the "Total" row meets the "Implementation partner" column is the partner's
 * contribution, not the project's total cost), in prose from the words of its own clause. A staffing percentage
 * ("[PERSON_2] 20 %"), a revenue forecast or a market size is then never taken for the partner's share or the
 * total cost.
 */
import type { TFigureRole, TReportFigure } from '@grant-review/contract';
import { parseAmounts, parseDurations, parsePercentages, type TCurrency } from '../numbers.js';
import { foldText } from '../text.js';
import { sectionAt, sentencesOf, type TReadDocument } from './read-documents.js';

/** Who or what a label speaks of. */
type TSubject =
  | 'implementation-partner'
  | 'research-partner'
  | 'funder'
  | 'cash'
  | 'in-kind'
  | 'revenue'
  | 'market'
  | 'price'
  | 'staff'
  | 'duration'
  | 'share';

export interface TFigure extends TReportFigure {
  slot: string;
  /** Where the figure's row or sentence stands: what a finding quotes. */
  contextStart: number;
  contextEnd: number;
  source: 'table' | 'text';
  /** A "Total" row or column of a table, or a total named in prose. */
  isTotal: boolean;
  /** For partner figures: whether it is the cash or the in-kind part, or the whole contribution. */
  part: 'cash' | 'in-kind' | 'whole' | null;
  /** The heading of the section it stands in. */
  section: string | null;
}

const SUBJECT_PATTERNS: readonly [TSubject, RegExp][] = [
  [
    'staff',
    /\b(?:fte|vze|pensum|beschaftigungsgrad|anstellungsgrad|arbeitspensum|workload|time commitment|taux d'(?:activite|occupation)|grado di occupazione|percentuale di impiego|of (?:his|her|their|my) time)\b/,
  ],
  [
    'revenue',
    /\b(?:revenues?|turnover|sales (?:forecast|volume)|umsatz\w*|erlos\w*|chiffre d'affaires|ventes|fatturato|ricavi|vendite)\b/,
  ],
  ['market', /\b(?:market\w*|markt\w*|\w+markt|marche|mercato|tam|sam|som|addressable)\b/],
  // A unit's price: what one sale brings, in four languages ("Systempreis", "prix de vente", "prezzo").
  ['price', /\b(?:prices?|priced|pricing|\w*preis(?:e|en)?|prix|tarif\w*|prezz[oi]|tariff\w*)\b/],
  [
    'cash',
    /\b(?:cash|bar-?beitrag|barbeitrag|barleistung\w*|barmittel|in bar|geldleistung\w*|geldbeitrag|en especes|en liquide|contribution financiere|in contanti|contributo finanziario|contributo in denaro)\b/,
  ],
  [
    'in-kind',
    /\b(?:in-kind|in kind|own (?:work|contribution)|eigenleistung\w*|naturalleistung\w*|sachleistung\w*|prestations? propres?|en nature|in natura|prestazioni proprie|contributo proprio)\b/,
  ],
  [
    'implementation-partner',
    /\b(?:implementation partner|umsetzungspartner\w*|partenaire (?:de mise en (?:oeuvre|œuvre|valeur)|charge de la mise en valeur|de realisation|industriel|economique)|partner (?:attuatore|di attuazione|di implementazione|industriale)|industry partner|industrial partner|business partner|commercial partner|industriepartner\w*|wirtschaftspartner\w*|praxispartner\w*|anwendungspartner\w*|verwertungspartner\w*|partenaire commercial|partner (?:economico|commerciale))\b/,
  ],
  [
    'research-partner',
    /\b(?:research partner|forschungspartner|forschungsinstitution|partenaire de recherche|partner di ricerca|research institution)\b/,
  ],
  [
    'funder',
    /\b(?:innosuisse|requested|beantragt\w*|demande\w*|sollicite\w*|richiest\w*|forderbeitrag|funding requested|fellowship (?:amount|grant)|grant requested|requested amount|contribution requested|beitrag des bundes)\b/,
  ],
  ['duration', /\b(?:duration|laufzeit|dauer|projektdauer|duree|durata|runs? (?:for|over))\b/],
  ['share', /\b(?:share|anteil|part|quota|proportion|percentage|prozentsatz|pourcentage|percentuale)\b/],
];

const PROJECT = /\b(?:project|projekt\w*|projet|progetto|fellowship|stipendium|bourse|borsa)\b/;
const PROJECT_PART =
  /\b(?:wp|ap|lt|work packages?|arbeitspakete?|lots?|pacchett\w*|phases?|pilot\w*|tests?|testing|trials?|stud(?:y|ie|io)|etude|garantie|warranty|garanzia|payback|amorti\w*|mese|months? \d)\b/;
const TOTAL = /\b(?:total\w*|gesamt\w*|summe|insgesamt|totale?|somme|grand total|overall)\b/;
const COST = /\b(?:costs?|kosten|couts?|costi|budget|aufwand|depenses|spese|project|projekt|projet|progetto)\b/;
/** Rows that are not costs although they carry amounts in a budget table. */
const FINANCING = /\b(?:financing|finanzierung|financement|finanziamento|funding|funded by|finanziert)\b/;

function subjectsOf(folded: string): Set<TSubject> {
  const subjects = new Set<TSubject>();
  for (const [subject, pattern] of SUBJECT_PATTERNS) if (pattern.test(folded)) subjects.add(subject);
  return subjects;
}

/** A person placeholder or a role word next to a percentage makes it a staffing figure. */
const PERSON_OR_ROLE =
  /\[person_\d+\]|\b(?:phd|doktorand\w*|doctoral|postdoc\w*|engineer|ingenieur\w*|ingegner\w*|developer|entwickler\w*|developpeu\w*|sviluppator\w*|project (?:manager|lead)|projektleit\w*|chef(?:fe)? de projet|capo progetto|collaborat\w*|mitarbeit\w*|staff|personal|personnel|technician|techniker\w*|assistant|scientist|wissenschaftler\w*|chercheu\w*|ricercator\w*|student\w*|etudiant\w*)\b/;

interface TClassified {
  role: TFigureRole;
  part: TFigure['part'];
}

/** Decides what a figure is from the words of its label (row, column and caption, or its clause). */
export function classifyFigure(label: string, unit: TFigure['unit'], isTotal: boolean): TClassified {
  const folded = foldText(label);
  const subjects = subjectsOf(folded);
  if (unit === 'months') {
    // The project's duration, not a work package's, a pilot's or a warranty's.
    const isProject = PROJECT.test(folded);
    const isPart = PROJECT_PART.test(folded);
    const isDuration =
      (subjects.has('duration') || isProject || isTotal) && (!isPart || (isProject && subjects.has('duration')));
    return { role: isDuration ? 'duration' : 'other', part: null };
  }
  if (unit === '%' || unit === 'FTE') {
    if (
      unit === 'FTE' ||
      subjects.has('staff') ||
      (PERSON_OR_ROLE.test(folded) && !subjects.has('implementation-partner'))
    )
      return { role: 'staffing', part: null };
    if (subjects.has('market') || subjects.has('revenue')) return { role: 'other', part: null };
    if (subjects.has('cash')) return { role: 'cash-contribution', part: 'cash' };
    // The share of the partner's own work alone is a part of its share, not the share the rule speaks of.
    if (subjects.has('in-kind')) return { role: 'other', part: 'in-kind' };
    if (subjects.has('implementation-partner') && (subjects.has('share') || /\bcost|kosten|couts|costi/.test(folded)))
      return { role: 'partner-share', part: 'whole' };
    return { role: 'other', part: null };
  }
  // Money.
  if (subjects.has('revenue')) return { role: 'revenue-forecast', part: null };
  // A price is what one sale brings, not the market's size, even in the clause that names the market share.
  if (subjects.has('market') && !subjects.has('implementation-partner') && !subjects.has('price'))
    return { role: 'market-size', part: null };
  if (subjects.has('cash')) return { role: 'cash-contribution', part: 'cash' };
  if (subjects.has('implementation-partner')) {
    return { role: 'partner-contribution', part: subjects.has('in-kind') ? 'in-kind' : 'whole' };
  }
  if (subjects.has('in-kind')) return { role: 'partner-contribution', part: 'in-kind' };
  if (subjects.has('research-partner')) return { role: 'research-cost', part: null };
  if (subjects.has('funder')) return { role: 'requested-amount', part: null };
  if (isTotal && (COST.test(folded) || TOTAL.test(folded)) && !FINANCING.test(folded))
    return { role: 'total-cost', part: null };
  return { role: 'other', part: null };
}

/** A currency named: by code, by symbol, or as the franc in each language ("Fr.", "Franken", "francs", "franchi"). */
const CURRENCY_IN = /\b(?:chf|kchf|tchf|mchf|sfr|eur|usd|franken|francs?|franchi|franco)\b|\bfr\.|€/;

function multiplierOfHeader(folded: string): number {
  if (
    /\b(?:kchf|tchf|k ?chf|kfr|tfr|tsd\.?|in tausend\w*|tausend franken|in thousands|thousand (?:chf|francs)|en milliers|milliers de (?:chf|francs)|in migliaia|migliaia di (?:chf|franchi)|'000|’000)(?![\p{L}\d])/u.test(
      folded,
    )
  )
    return 1_000;
  if (/\b(?:mio\.? (?:chf|fr\.)|mchf|in millionen|in millions|en millions|in milioni)\b/.test(folded)) return 1_000_000;
  return 1;
}

/** A column whose header says it holds something else than money: a share, a duration, a count of people. */
const NOT_MONEY_COLUMN =
  /%|\b(?:share|anteil\w*|part|parts|quota|percent\w*|prozent\w*|pourcentage|months?|monate?n?|mois|mes[ei]|years?|jahre?|annee|anno|fte|vze|etp|persons?|personen|personnes|persone|employees|mitarbeitende|count|anzahl|nombre|numero)\b/;

/** A cell that is a number and nothing else ("70", "1,250", "480'000", "12.5"). */
const BARE_NUMBER = /^\s*[-–]?\s*\d[\d'’ \u00a0\u202f.,]*\s*$/;

/**
 * Where a table's unit is declared, nearest first: its caption (the section's heading) and the lead-in between the
 * previous table or the section's start and the table, then the document's title block ("all amounts in kCHF").
 */
function declaredUnitText(read: TReadDocument, tableStart: number): string {
  const section = sectionAt(read, tableStart);
  const previousTableEnd = Math.max(
    0,
    ...read.tables.filter((table) => table.range.end <= tableStart).map((table) => table.range.end),
  );
  const leadStart = Math.max(section?.start ?? 0, previousTableEnd, tableStart - 400);
  const firstSectionStart = read.sections.find((candidate) => candidate.section !== null)?.start ?? 0;
  const title = read.text.slice(0, Math.min(300, Math.max(firstSectionStart, read.text.indexOf('\n') + 1)));
  return foldText(`${section?.heading ?? ''} ${read.text.slice(leadStart, tableStart)} ${title}`);
}

interface TNumberHit {
  value: number;
  unit: TFigure['unit'];
  start: number;
  end: number;
}

/** Amounts, percentages, FTE and durations in a piece of text, with offsets relative to it. */
function numbersIn(text: string, assumeCurrency?: TCurrency): TNumberHit[] {
  const hits: TNumberHit[] = [];
  for (const amount of parseAmounts(text, assumeCurrency ? { assumeCurrency } : {})) {
    hits.push({ value: amount.value, unit: amount.currency, start: amount.index, end: amount.end });
  }
  for (const percentage of parsePercentages(text)) {
    hits.push({ value: percentage.value, unit: '%', start: percentage.index, end: percentage.end });
  }
  for (const match of foldText(text).matchAll(/(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:fte|vze)\b/g)) {
    hits.push({
      value: Number((match[1] ?? '0').replace(',', '.')),
      unit: 'FTE',
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  for (const duration of parseDurations(text)) {
    hits.push({ value: duration.maxMonths, unit: 'months', start: duration.index, end: duration.end });
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** Legal forms and articles left out of a partner's name, so that "Ledgerleaf" in a table is "Ledgerleaf AG". */
const LEGAL_FORM =
  /\b(?:ag|gmbh|sa|sarl|sagl|srl|spa|ltd|llc|inc|kg|plc|the|die|der|das|la|le|les|il|lo|l')\b|[^\p{L}\p{N}[\]_ &'-]/gu;

const subjectSource = (subject: TSubject): string =>
  (SUBJECT_PATTERNS.find(([candidate]) => candidate === subject)?.[1].source ?? '').replace(/^\\b|\\b$/g, '');

/**
 * The names the application gives its partners ("Implementation partner: Ledgerleaf AG, Bern", "Vigilis GmbH
 * (implementation partner)"), so that a table's "Ledgerleaf AG" column or row is read as the implementation partner's.
 */
export interface TPartnerNames {
  implementation: string[];
  research: string[];
}

export function findPartnerNames(reads: readonly TReadDocument[]): TPartnerNames {
  const names: TPartnerNames = { implementation: [], research: [] };
  const kinds = [
    ['implementation', subjectSource('implementation-partner')],
    ['research', subjectSource('research-partner')],
  ] as const;
  const clean = (raw: string) => raw.replace(LEGAL_FORM, ' ').replace(/\s+/g, ' ').trim();
  for (const read of reads) {
    for (const [kind, role] of kinds) {
      const after = new RegExp(`\\b(?:${role})\\b(?:\\s*\\([^)]{0,40}\\))?\\s*[:=–—]\\s*([^,;.\\n(]{2,60})`, 'g');
      const before = new RegExp(
        `([^,;.\\n(:]{2,60})[,(]\\s*(?:(?:the|our|as|als|comme|come|unser\\w*|notre|nostro)\\s+)?(?:${role})\\b`,
        'g',
      );
      for (const pattern of [after, before]) {
        for (const match of read.folded.matchAll(pattern)) {
          const name = clean(match[1] ?? '');
          // A name, not a sentence: at most four words, none of them a number.
          if (name.length < 3 || name.split(' ').length > 4 || /\d/.test(name.replace(/\[[a-z_]+_\d+\]/g, '')))
            continue;
          if (!names[kind].includes(name)) names[kind].push(name);
        }
      }
    }
  }
  names.research = names.research.filter((name) => !names.implementation.includes(name));
  return names;
}

/**
 * Research institutions as applicants name them in a cost table's partner columns ("ZHAW", "Hochschule Luzern",
 * "Université de Genève"): such a column's total is that partner's costs, not the project's.
 */
const RESEARCH_INSTITUTION =
  /\b(?:hochschule\w*|fachhochschule\w*|universit(?:y|at|e|a)\w*|haute ecole|scuola universitaria|politecnico|eth|epfl|empa|eawag|psi|wsl|hes-so|hes|supsi|zhaw|fhnw|hslu|bfh|ost|csem|heig-vd|hepia|he-arc|hevs|usi|uzh|unibe|unige|unil|unibas|unifr|unine|unilu|hsg|agroscope|idiap|research institute|forschungsinstitut\w*|institut de recherche|istituto di ricerca)\b/;

/** A label that names a partner says so in the words the classifier reads. */
function withPartnerRoles(label: string, names: TPartnerNames): string {
  const folded = foldText(label);
  const contains = (name: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'u').test(folded);
  if (names.implementation.some(contains)) return `${label} implementation partner`;
  if (names.research.some(contains)) return `${label} research partner`;
  return label;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function tableFigures(read: TReadDocument, names: TPartnerNames): TFigure[] {
  const figures: TFigure[] = [];
  for (const table of read.tables) {
    const headerRows = table.rows.slice(0, Math.max(table.header_rows, 0));
    const bodyRows = table.rows.slice(headerRows.length);
    const section = sectionAt(read, table.range.start);
    const caption = `${section?.heading ?? ''}`;
    const tableText = foldText(read.text.slice(table.range.start, table.range.end));
    const unitText = declaredUnitText(read, table.range.start);
    const tableIsMoney = CURRENCY_IN.test(tableText) || CURRENCY_IN.test(unitText);
    const assumeCurrency: TCurrency | undefined = tableIsMoney ? 'CHF' : undefined;
    const columnHeader = (column: number) =>
      headerRows
        .map((row) => row[column]?.text ?? '')
        .filter(Boolean)
        .join(' ');
    const headerMultiplier = multiplierOfHeader(
      foldText(
        `${caption} ${headerRows
          .flat()
          .map((cell) => cell.text)
          .join(' ')}`,
      ),
    );
    const tableMultiplier = headerMultiplier > 1 ? headerMultiplier : multiplierOfHeader(unitText);
    // A column holds money when its header names a currency, or when the table's unit is a currency and the header
    // does not say it holds shares, durations or counts: its bare numbers ("70" in a kCHF table) are amounts.
    const isMoneyColumn = (header: string) => {
      const folded = foldText(header);
      if (CURRENCY_IN.test(folded) || multiplierOfHeader(folded) > 1) return true;
      return tableIsMoney && !NOT_MONEY_COLUMN.test(folded);
    };
    for (const row of bodyRows) {
      const firstNumeric = row.findIndex((cell) => /\d/.test(cell.text.replace(/\[[A-Z_]+_\d+\]/g, '')));
      const rowLabel = row
        .slice(0, firstNumeric < 0 ? 1 : Math.max(1, firstNumeric))
        .map((cell) => cell.text)
        .join(' ')
        .trim();
      const rowStart = row[0]?.start ?? table.range.start;
      const rowEnd = row[row.length - 1]?.end ?? table.range.end;
      const isTotalRow = TOTAL.test(foldText(rowLabel));
      row.forEach((cell, column) => {
        if (column < Math.max(1, firstNumeric)) return;
        const header = columnHeader(column);
        const columnMultiplier = multiplierOfHeader(foldText(header)) || 1;
        const multiplier = columnMultiplier > 1 ? columnMultiplier : tableMultiplier;
        let hits = numbersIn(cell.text, assumeCurrency);
        if (hits.length === 0 && BARE_NUMBER.test(cell.text) && isMoneyColumn(header)) {
          // The parser takes a bare small number for money only with a currency beside it: lend it the column's.
          hits = parseAmounts(`CHF ${cell.text}`).map((amount) => ({
            value: amount.value,
            unit: amount.currency,
            start: Math.max(0, amount.index - 4),
            end: Math.max(0, amount.end - 4),
          }));
        }
        for (const hit of hits) {
          const isCurrency = hit.unit === 'CHF' || hit.unit === 'EUR' || hit.unit === 'USD';
          const value = isCurrency ? hit.value * multiplier : hit.value;
          const label = [rowLabel, header].filter(Boolean).join(' — ');
          // The row says who (a partner, the funder); the column may say it instead in a matrix table. A "Total"
          // column of an ordinary row is that row's sum, never the project's total.
          const named = withPartnerRoles(`${rowLabel} ${header}`, names);
          const classified = classifyFigure(
            named === `${rowLabel} ${header}` && RESEARCH_INSTITUTION.test(foldText(header))
              ? `${named} research partner`
              : named,
            hit.unit,
            isTotalRow,
          );
          figures.push({
            role: classified.role,
            part: classified.part,
            value,
            unit: hit.unit,
            label,
            file_id: read.fileId,
            slot: read.document.slot,
            start: cell.start + hit.start,
            end: cell.start + hit.end,
            contextStart: rowStart,
            contextEnd: rowEnd,
            source: 'table',
            isTotal: isTotalRow,
            section: section?.heading || null,
          });
        }
      });
    }
  }
  return figures;
}

/** The words a number belongs to: from the previous number or clause break up to the number, and just after it. */
function clauseAround(sentence: string, hits: readonly TNumberHit[], index: number): string {
  const hit = hits[index];
  if (!hit) return '';
  const previousEnd = hits[index - 1]?.end ?? 0;
  const before = sentence.slice(previousEnd, hit.start);
  const clauseBreak = Math.max(before.lastIndexOf(';'), before.lastIndexOf(' and '), before.lastIndexOf(' und '));
  const lead = clauseBreak > 0 && before.length - clauseBreak > 12 ? before.slice(clauseBreak) : before;
  const nextStart = hits[index + 1]?.start ?? sentence.length;
  // What follows belongs to this number only up to the end of its line or clause ("CHF 637'500\nPartner: …").
  const after = sentence.slice(hit.end, Math.min(nextStart, hit.end + 40)).split(/[\n;]|, (?=\p{L})/u)[0] ?? '';
  return `${lead.slice(-90)} ${after}`;
}

/** A readable label for a figure in prose: its own clause with the figure in it ("total project costs of CHF 900'000"). */
function labelOfClause(sentence: string, hits: readonly TNumberHit[], index: number): string {
  const hit = hits[index];
  if (!hit) return '';
  const before = sentence.slice(hits[index - 1]?.end ?? 0, hit.start);
  const lead = before.slice(Math.max(0, before.search(/[^;,(]*$/)));
  const after = sentence.slice(hit.end, hits[index + 1]?.start ?? sentence.length).split(/[\n;,(]/)[0] ?? '';
  const label = `${lead}${sentence.slice(hit.start, hit.end)}${after}`.replace(/\s+/g, ' ').trim();
  return label.length > 120 ? `${label.slice(0, 117).trimEnd()}…` : label;
}

function textFigures(read: TReadDocument, names: TPartnerNames): TFigure[] {
  const figures: TFigure[] = [];
  const inTable = (offset: number) =>
    read.tables.some((table) => offset >= table.range.start && offset < table.range.end);
  for (const sentence of sentencesOf(read)) {
    if (inTable(sentence.start) || !/\d/.test(sentence.text)) continue;
    const hits = numbersIn(sentence.text);
    const section = sectionAt(read, sentence.start);
    hits.forEach((hit, index) => {
      const clause = clauseAround(sentence.text, hits, index);
      const foldedClause = foldText(clause);
      const isTotal = TOTAL.test(foldedClause);
      const classified = classifyFigure(withPartnerRoles(clause, names), hit.unit, isTotal);
      figures.push({
        role: classified.role,
        part: classified.part,
        value: hit.value,
        unit: hit.unit,
        label: labelOfClause(sentence.text, hits, index),
        file_id: read.fileId,
        slot: read.document.slot,
        start: sentence.start + hit.start,
        end: sentence.start + hit.end,
        contextStart: sentence.start,
        contextEnd: sentence.end,
        source: 'text',
        isTotal,
        section: section?.heading || null,
      });
    });
  }
  return figures;
}

export function locateFigures(reads: readonly TReadDocument[]): TFigure[] {
  const names = findPartnerNames(reads);
  return reads.flatMap((read) => [...tableFigures(read, names), ...textFigures(read, names)]);
}

/** The figures as the report lists them (the roles a reader cares about). */
export const reportFigures = (figures: readonly TFigure[]): TReportFigure[] =>
  figures
    .filter((figure) => figure.role !== 'other')
    .map(({ role, value, unit, label, file_id, start, end }) => ({ role, value, unit, label, file_id, start, end }));
