/**
 * The work plan as experts read it: every work package has budget, milestones say what is achieved by when (a
 * number, counted in digits or in words, or an event that happens or not: "two pilot agreements signed",
 * "company incorporated"), and every risk has a mitigation.
 */
import { foldText } from '../../text.js';
import { BUDGET_SLOTS, MAIN_SLOTS, readsOfSlots, sectionsWithTarget, type TReviewContext } from '../context.js';
import { evidenceOf, type TFindingDraft } from '../findings.js';
import { sectionAt, type TReadDocument } from '../read-documents.js';
import { linesIn, type TSpan } from '../spans.js';

/** Criterion a check's findings count towards, per programme. */
export const PLAN_CRITERION = { INNOSUISSE_PROJECT: 'methodology', ETH_PIONEER_FELLOWSHIP: 'feasibility' } as const;

// ─── work packages ──────────────────────────────────────────────────────────

const WORK_PACKAGE =
  /\b(?:wp|ap|lt|pl|wp\s?-|work\s?package|arbeitspaket|lot de travail|lot|pacchetto di lavoro|pacchetto)\s*-?\s*(\d{1,2})\b/gi;

function workPackageNumbers(text: string, start: number, end: number): Map<number, number> {
  const found = new Map<number, number>();
  const slice = text.slice(start, end);
  for (const match of slice.matchAll(WORK_PACKAGE)) {
    const number = Number(match[1]);
    if (!found.has(number)) found.set(number, start + match.index);
  }
  return found;
}

export function checkWorkPackageBudget(context: TReviewContext): TFindingDraft[] {
  const planned = new Map<number, { read: TReadDocument; offset: number }>();
  for (const { read, section } of sectionsWithTarget(context, 'work-plan')) {
    if (!MAIN_SLOTS.includes(read.document.slot)) continue;
    for (const [number, offset] of workPackageNumbers(read.text, section.start, section.end)) {
      if (!planned.has(number)) planned.set(number, { read, offset });
    }
  }
  if (planned.size < 2) return [];
  // Budget lines per work package: in the budget documents, or in a budget section of the application.
  const budgeted = new Set<number>();
  for (const read of readsOfSlots(context, BUDGET_SLOTS)) {
    for (const number of workPackageNumbers(read.text, 0, read.text.length).keys()) budgeted.add(number);
  }
  for (const { read, section } of sectionsWithTarget(context, 'budget')) {
    for (const number of workPackageNumbers(read.text, section.start, section.end).keys()) budgeted.add(number);
  }
  // A budget that is not broken down by work package cannot be compared with the plan.
  if (budgeted.size === 0) return [];
  const missing = [...planned.keys()].filter((number) => !budgeted.has(number)).sort((a, b) => a - b);
  if (missing.length === 0) return [];
  const evidence = missing.flatMap((number) => {
    const place = planned.get(number);
    if (!place) return [];
    const line = linesIn(place.read.text, place.offset, Math.min(place.read.text.length, place.offset + 400))[0];
    return line ? [evidenceOf(place.read, line.start, line.end)] : [];
  });
  return [
    {
      check: 'work-package-budget',
      criterion: PLAN_CRITERION[context.projectType],
      severity: 'important',
      title: `Work package${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'have' : 'has'} no line in the budget`,
      explanation:
        'The budget is broken down by work package, but not every work package of the plan appears in it. Experts check that the budget matches the work.',
      suggestion:
        'Give every work package its costs in the budget, or merge the work package into one that is budgeted.',
      evidence,
    },
  ];
}

// ─── milestones ─────────────────────────────────────────────────────────────

const MILESTONE_LABEL =
  /^(?:[-*•▪◦–]\s*)?(?:\*\*)?(?:m|ms|mst|milestone|meilenstein|jalon|traguardo|milestone|mijlpaal)\s*-?\s*(\d{1,2})\b/i;
const MILESTONE_WORD = /\b(?:milestones?|meilensteine?|jalons?|traguard[oi]|milestone)\b/;

/** Times: "month 6", "Monat 12", "mois 9", "mese 3", "Q3 2026", "end of 2026", "31.03.2027", "June 2026", "M+6". */
const TIMING =
  /\b(?:months?|monate?n?|mois|mes[ei]|weeks?|wochen?|semaines?|settiman[ae])\s*\d{1,2}\b|\b\d{1,2}\.?\s*(?:months?|monat|mois|mese)\b|\bq[1-4]\s*(?:\/\s*)?(?:20)?\d{2}\b|\b[1-4]\.?\s*(?:quartal|trimestre)\b|\b(?:end of|ende|fin|fine|by|bis|d'ici|entro)\s+(?:\w+\s+)?20\d{2}\b|\b\d{1,2}[./]\d{1,2}[./](?:20)?\d{2}\b|\b(?:jan\w*|feb\w*|mar\w*|apr\w*|ma[iy]\w*|jun\w*|jul\w*|aug\w*|sep\w*|o[ck]t\w*|nov\w*|de[cz]\w*|janv\w*|fevr\w*|avr\w*|juil\w*|aout|gen\w*|giu\w*|lug\w*|ago\w*|set\w*|ott\w*|dic\w*)\.?\s+20\d{2}\b|\bm\s?\+?\s?\d{1,2}\b|\b20\d{2}\b/g;

const hasTiming = (folded: string): boolean => new RegExp(TIMING.source).test(folded);

const NUMBER_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|first|second|third|dozen|hundred|thousand|ein(?:e[rnms]?)?|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|zwolf|zwanzig|hundert|tausend|erste[nrms]?|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|vingt|cent|mille|premier|premiere|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|dodici|venti|cento|mille|primo|prima)\b/;

/** Events that happen or do not: a binary success criterion. */
const BINARY_OUTCOME =
  /\b(?:signed|incorporated|founded|approved|certified|granted|accepted|launched|released|published|filed|registered|obtained|go\/no-go|go-no-go|go\/no go|unterzeichnet|unterschrieben|gegrundet|zugelassen|zertifiziert|bewilligt|eingereicht|erteilt|lanciert|veroffentlicht|signee?s?|fondee?|creee?|homologuee?s?|certifiee?s?|deposee?|obtenue?|lancee?|publiee?|accordee?|firmat[oaie]|costituit[oaie]|fondat[oaie]|omologat[oaie]|certificat[oaie]|depositat[oaie]|approvat[oaie]|ottenut[oaie]|lanciat[oaie]|pubblicat[oaie])\b/;

/** A comparison or a threshold is measurable even without its own digits ("below the reference"). */
const THRESHOLD = /(?:[<>≤≥]|\b(?:at least|at most|mindestens|hochstens|au moins|au plus|almeno|al massimo)\b)/;

/** Placeholders carry digits that are not targets. */
const PLACEHOLDER = /\[[a-z_]+_\d+\]/g;

export interface TMilestone {
  read: TReadDocument;
  span: TSpan;
  isMeasurable: boolean;
  isDated: boolean;
}

function assessMilestone(folded: string, hasDateColumn: boolean): { isMeasurable: boolean; isDated: boolean } {
  const withoutLabel = folded.replace(MILESTONE_LABEL, ' ').replace(PLACEHOLDER, ' ');
  const timings = [...withoutLabel.matchAll(TIMING)];
  const withoutTiming = timings.reduce((text, match) => text.replace(match[0], ' '), withoutLabel);
  const isMeasurable =
    /\d/.test(withoutTiming) ||
    NUMBER_WORDS.test(withoutTiming) ||
    BINARY_OUTCOME.test(withoutTiming) ||
    THRESHOLD.test(withoutTiming);
  return { isMeasurable, isDated: hasDateColumn || timings.length > 0 };
}

/** Milestones: labelled lines and list items, and the rows of milestone tables. */
export function findMilestones(context: TReviewContext): TMilestone[] {
  const milestones: TMilestone[] = [];
  for (const read of context.reads) {
    const inTable = (offset: number) =>
      read.tables.find((table) => offset >= table.range.start && offset < table.range.end);
    for (const table of read.tables) {
      const header = table.rows
        .slice(0, Math.max(1, table.header_rows))
        .flat()
        .map((cell) => foldText(cell.text))
        .join(' ');
      const section = sectionAt(read, table.range.start);
      const isMilestoneTable =
        MILESTONE_WORD.test(header) || (section !== undefined && MILESTONE_WORD.test(foldText(section.heading)));
      if (!isMilestoneTable) continue;
      const hasDateColumn =
        /\b(?:date|datum|month|monat|mois|mese|when|wann|quand|quando|deadline|termin|echeance|scadenza|timing)\b/.test(
          header,
        );
      for (const row of table.rows.slice(Math.max(1, table.header_rows))) {
        const first = row[0];
        const last = row[row.length - 1];
        if (!first || !last) continue;
        const span = {
          start: first.start,
          end: last.end,
          text: read.text.slice(first.start, last.end),
          folded: read.folded.slice(first.start, last.end),
        };
        if (span.text.trim().length < 4) continue;
        const dateCell = hasDateColumn && row.some((cell) => hasTiming(foldText(cell.text)));
        milestones.push({ read, span, ...assessMilestone(span.folded, dateCell) });
      }
    }
    for (const line of linesIn(read.text)) {
      if (inTable(line.start)) continue;
      if (!MILESTONE_LABEL.test(line.text.trim())) continue;
      milestones.push({ read, span: line, ...assessMilestone(line.folded, false) });
    }
  }
  return milestones;
}

export function checkMilestones(context: TReviewContext): TFindingDraft[] {
  const milestones = findMilestones(context);
  const criterion = PLAN_CRITERION[context.projectType];
  if (milestones.length === 0) {
    const hasPlan = sectionsWithTarget(context, 'work-plan').length > 0;
    return [
      {
        check: 'milestones',
        criterion,
        severity: 'important',
        title: 'No milestones found',
        explanation: hasPlan
          ? 'The work plan names no milestones. Experts look for quantitative, verifiable milestones with a date.'
          : 'No work plan with milestones was found. Experts look for quantitative, verifiable milestones with a date.',
        suggestion:
          'Add milestones such as "M2 (month 12): prototype detects 95% of defects on 1,000 samples", each tied to a work package.',
        lookedFor: 'milestone labels (M1, Meilenstein 1, Jalon 1, Traguardo 1) and milestone tables',
      },
    ];
  }
  const unmeasurable = milestones.filter((milestone) => !milestone.isMeasurable);
  const undated = milestones.filter((milestone) => !milestone.isDated);
  const drafts: TFindingDraft[] = [];
  // Half or more of the plan is the flaw experts mark; a few vague milestones among good ones are polish.
  if (unmeasurable.length > 0) {
    drafts.push({
      check: 'milestones',
      criterion,
      severity: unmeasurable.length * 2 >= milestones.length ? 'important' : 'minor',
      title: `${unmeasurable.length} of ${milestones.length} milestones name an activity, not a measurable result`,
      explanation:
        'A milestone says what is achieved and how success is measured, with a number, a threshold or an event that happens or not.',
      suggestion:
        'Rewrite each milestone as a verifiable result: "M2 (month 12): prototype detects 95% of defects on 1,000 test samples".',
      evidence: unmeasurable
        .slice(0, 3)
        .map((milestone) => evidenceOf(milestone.read, milestone.span.start, milestone.span.end)),
    });
  } else if (undated.length > 0) {
    drafts.push({
      check: 'milestones',
      criterion,
      severity: undated.length * 2 >= milestones.length ? 'important' : 'minor',
      title: `${undated.length} of ${milestones.length} milestones have no date or month`,
      explanation: 'Experts check that milestones are dated, so progress can be verified against the plan.',
      suggestion: 'Give every milestone the month (or date) by which it is reached.',
      evidence: undated
        .slice(0, 3)
        .map((milestone) => evidenceOf(milestone.read, milestone.span.start, milestone.span.end)),
    });
  }
  return drafts;
}

// ─── risks ──────────────────────────────────────────────────────────────────

const RISK_WORD = /\b(?:risks?|risiken|risiko|risques?|rischi|rischio)\b/;
const MITIGATION_WORD =
  /\b(?:mitigat\w*|countermeasures?|measures?|response|contingency|fallback|plan b|massnahmen?|gegenmassnahmen?|abhilfe|minderung|vorkehrung\w*|mesures?|attenuation|parade|contre-mesures?|mitigazion\w*|contromisur\w*|misur\w*|azion\w* correttiv\w*|mitigier\w*|entscharf\w*|reduce|reduzier\w*|reduire|ridurre|avoid|vermeid\w*|eviter|evitare|then|dann|alors|allora|instead|stattdessen|sinon|altrimenti|alternativ\w*|backup|fall back|ausweich\w*|replace\w*|ersetz\w*|remplac\w*|sostitu\w*)\b/;
/** Someone acting on a risk ("we test two adhesives") is a mitigation in prose; seeing or naming one is not. */
const ACTION = /\b(?:we|i|wir|ich|nous|je|noi|io)\s+(?:will\s+|werden\s+|allons\s+)?\p{L}{3,}/u;
const NO_ACTION =
  /\b(?:we|i|wir|ich|nous|je|noi|io)\s+(?:see|identif\w*|expect|consider|sehen|erwarten|identifizier\w*|voyons|identifions|vediamo|identifichiamo|prevediamo)\b/g;
const EMPTY_CELL =
  /^\s*(?:[-–—?]|n\/?a|tbd|tbc|offen|open|a definir|da definire|keine?|none|aucune?|nessun[ao]?)?\s*$/i;

export function checkRiskMitigation(context: TReviewContext): TFindingDraft[] {
  const criterion = PLAN_CRITERION[context.projectType];
  const drafts: TFindingDraft[] = [];
  const unmitigated: { read: TReadDocument; start: number; end: number }[] = [];
  let riskTables = 0;
  for (const read of context.reads) {
    for (const table of read.tables) {
      const headerRow = table.rows[0];
      if (!headerRow) continue;
      const headers = headerRow.map((cell) => foldText(cell.text));
      const section = sectionAt(read, table.range.start);
      const isRiskTable =
        headers.some((header) => RISK_WORD.test(header)) ||
        (section !== undefined && section.targets.includes('risks'));
      if (!isRiskTable) continue;
      riskTables++;
      const mitigationColumn = headers.findIndex((header) => MITIGATION_WORD.test(header));
      if (mitigationColumn < 0) {
        unmitigated.push({
          read,
          start: table.range.start,
          end: headerRow[headerRow.length - 1]?.end ?? table.range.end,
        });
        continue;
      }
      for (const row of table.rows.slice(Math.max(1, table.header_rows))) {
        const riskText = row
          .filter((_, index) => index !== mitigationColumn)
          .map((cell) => cell.text)
          .join(' ');
        if (riskText.trim().length < 3) continue;
        const cell = row[mitigationColumn];
        if (!cell || EMPTY_CELL.test(cell.text)) {
          unmitigated.push({
            read,
            start: row[0]?.start ?? table.range.start,
            end: row[row.length - 1]?.end ?? table.range.end,
          });
        }
      }
    }
  }
  if (unmitigated.length > 0) {
    drafts.push({
      check: 'risk-mitigation',
      criterion,
      severity: 'important',
      title: `${unmitigated.length} risk${unmitigated.length > 1 ? 's have' : ' has'} no mitigation`,
      explanation: 'Experts expect every risk to come with what is done to avoid it or to limit its damage.',
      suggestion: 'Give each risk a concrete mitigation (what, who, by when), and a fallback where the risk is high.',
      evidence: unmitigated.slice(0, 3).map((item) => evidenceOf(item.read, item.start, item.end)),
    });
    return drafts;
  }
  if (riskTables > 0) return drafts;
  // Risks in prose: a risk section that never says how a risk is met.
  for (const { read, section } of sectionsWithTarget(context, 'risks')) {
    const own = read.folded.slice(section.start, section.end);
    if (own.length > 80 && !MITIGATION_WORD.test(own) && !ACTION.test(own.replace(NO_ACTION, ' '))) {
      drafts.push({
        check: 'risk-mitigation',
        criterion,
        severity: 'important',
        title: 'Risks are listed without mitigations',
        explanation: `The section "${section.heading || read.document.slotName}" names risks but not what is done about them.`,
        suggestion:
          'Add a mitigation for each risk (what, who, by when), for example as a table: risk, likelihood, impact, mitigation.',
        evidence: [evidenceOf(read, section.ownStart, Math.min(section.ownEnd, section.ownStart + 300))],
      });
      break;
    }
  }
  return drafts;
}
