/**
 * The work plan as experts read it: every work package has budget, milestones say what is achieved by when (a
 * number, counted in digits or in words, or an event that happens or not: "two pilot agreements signed",
 * "company incorporated"), and every risk has a mitigation.
 */
import { foldText } from '../../text.js';
import { BUDGET_SLOTS, MAIN_SLOTS, readsOfSlots, sectionsWithTarget, type TReviewContext } from '../context.js';
import { evidenceOf, type TFindingDraft } from '../findings.js';
import { sectionAt, type TReadDocument } from '../read-documents.js';
import { linesIn, sentencesIn, type TSpan } from '../spans.js';

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
      title: context.messages.plural('workPackages.title', missing.length, { packages: missing.join(', ') }),
      explanation: context.messages.t('workPackages.explanation'),
      suggestion: context.messages.t('workPackages.suggestion'),
      evidence,
    },
  ];
}

// ─── milestones ─────────────────────────────────────────────────────────────

/** "M1", "MS 2", "Milestone 3", "Milestone M3", "Meilenstein M4", "Jalon 2", at the start of a line or list item. */
const MILESTONE_LABEL =
  /^(?:[-*•▪◦–]\s*)?(?:\*\*)?(?:(?:milestone|meilenstein|jalon|traguardo)\s*(?:[a-z]{1,3}\s?-?\s?)?|(?:m|ms|mst)\s*-?\s*)(\d{1,2})\b/i;
const MILESTONE_WORD = /\b(?:milestones?|meilensteine?|jalons?|traguard[oi]|milestone)\b/;

/** Times: "month 6", "Monat 12", "mois 9", "mese 3", "Q3 2026", "end of 2026", "31.03.2027", "June 2026", "M+6". */
const TIMING =
  /\b(?:months?|monate?n?|mois|mes[ei]|weeks?|wochen?|semaines?|settiman[ae])\s*\d{1,2}\b|\b\d{1,2}\.?\s*(?:months?|monat|mois|mese)\b|\bq[1-4]\s*(?:\/\s*)?(?:20)?\d{2}\b|\b[1-4]\.?\s*(?:quartal|trimestre)\b|\b(?:end of|ende|fin|fine|by|bis|d'ici|entro)\s+(?:\w+\s+)?20\d{2}\b|\b\d{1,2}[./]\d{1,2}[./](?:20)?\d{2}\b|\b(?:jan\w*|feb\w*|mar\w*|apr\w*|ma[iy]\w*|jun\w*|jul\w*|aug\w*|sep\w*|o[ck]t\w*|nov\w*|de[cz]\w*|janv\w*|fevr\w*|avr\w*|juil\w*|aout|gen\w*|giu\w*|lug\w*|ago\w*|set\w*|ott\w*|dic\w*)\.?\s+20\d{2}\b|\bm\s?\+?\s?\d{1,2}\b|\b20\d{2}\b/g;

const NUMBER_WORDS =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|first|second|third|dozen|hundred|thousand|ein(?:e[rnms]?)?|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|zwolf|zwanzig|hundert|tausend|erste[nrms]?|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|vingt|cent|mille|premier|premiere|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|dodici|venti|cento|mille|primo|prima)\b/;

/** Events that happen or do not: a binary success criterion. */
const BINARY_OUTCOME =
  /\b(?:signed|proven|proved|demonstrated|validated|verified|passed|qualifie[sd]|in operation|in service|bewiesen|nachgewiesen|validiert|verifiziert|bestanden|qualifiziert|in betrieb|prouvee?s?|demontree?s?|validee?s?|verifiee?s?|reussie?s?|qualifiee?s?|en service|dimostrat[oaie]|validat[oaie]|verificat[oaie]|superat[oaie]|qualificat[oaie]|in funzione|incorporated|founded|approved|certified|granted|accepted|launched|released|published|filed|registered|obtained|go\/no-go|go-no-go|go\/no go|unterzeichnet|unterschrieben|gegrundet|zugelassen|zertifiziert|bewilligt|eingereicht|erteilt|lanciert|veroffentlicht|signee?s?|fondee?|creee?|homologuee?s?|certifiee?s?|deposee?|obtenue?|lancee?|publiee?|accordee?|firmat[oaie]|costituit[oaie]|fondat[oaie]|omologat[oaie]|certificat[oaie]|depositat[oaie]|approvat[oaie]|ottenut[oaie]|lanciat[oaie]|pubblicat[oaie])\b/;

/**
 * A deliverable completed, handed over or put in place is an event that happens or not, in four languages:
 * "technical file submitted", "Dossier fertiggestellt", "société constituée", "prototipo installato".
 */
const COMPLETED =
  /\b(?:completed|finished|finalised|finalized|submitted|installed|delivered|commissioned|deployed|available|achieved|reached|quality-checked|cured|fertiggestellt|abgeschlossen|installiert|geliefert|ausgeliefert|verfugbar|erreicht|eingefuhrt|eingetragen|in kraft|(?:termine|acheve|finalise|soumis|installe|livre|deploye|atteint|constitue|inscrit)e?s?|mise? en service|disponibles?|(?:completat|conclus|terminat|finalizzat|presentat|installat|consegnat|raggiunt|iscritt|costituit)[oaie]|mess[oaie] in servizio|disponibil[ei])\b/;

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

function assessMilestone(folded: string, isDatedElsewhere: boolean): { isMeasurable: boolean; isDated: boolean } {
  const withoutLabel = folded.replace(MILESTONE_LABEL, ' ').replace(PLACEHOLDER, ' ');
  const timings = [...withoutLabel.matchAll(TIMING)];
  const withoutTiming = timings.reduce((text, match) => text.replace(match[0], ' '), withoutLabel);
  const isMeasurable =
    /\d/.test(withoutTiming) ||
    NUMBER_WORDS.test(withoutTiming) ||
    BINARY_OUTCOME.test(withoutTiming) ||
    COMPLETED.test(withoutTiming) ||
    THRESHOLD.test(withoutTiming);
  return { isMeasurable, isDated: isDatedElsewhere || timings.length > 0 };
}

/** Column headers that hold when a milestone is due. */
const DATE_HEADER =
  /\b(?:dates?|datum|months?|monate?n?|mois|mes[ei]|when|wann|quand|quando|deadline|due|faellig|fallig|termin\w*|echeance|scadenz\w*|timing|zeitpunkt|quarter|quartal|trimestre|period\w*|zeitraum|periode|periodo)\b/;
/** A cell that only says when: "9", "M12", "1–10", "Q3 2026", "03/2027", "juin 2026". */
const MONTH_CELL =
  /^\s*(?:(?:m|month|monat|mois|mese)?\s?\d{1,2}(?:\s?[–-]\s?\d{1,2})?|q[1-4]\s*\/?\s*(?:20)?\d{2}|\d{1,2}[./]\d{2,4}|[a-z]{3,9}\.?\s+20\d{2})\s*$/;
/** A row label that names a work package, not a milestone. */
const WORK_PACKAGE_LABEL = /^\s*(?:wp|ap|lt|pl|work\s?package|arbeitspaket|lot|pacchetto)\s*-?\s*\d/i;

interface TTableMilestones {
  body: TReadDocument['tables'][number]['rows'];
  /** The milestone column holds only labels ("M1"): the table says what is achieved in other columns. */
  isMilestoneColumnLabels: boolean;
  /** The column that says what is achieved, when the table has one ("Milestone", "Success criterion"). */
  textColumns: number[];
  dateColumns: number[];
  /** The first column is headed as milestones: its short codes ("J1", "T2", "MS3") are milestone labels. */
  codesAreLabels: boolean;
}

/** A short code in a table's first cell: "J1", "T2", "MS3", "M-4". */
const SHORT_CODE = /^[a-z]{1,3}\s?-?\s?\d{1,2}$/i;
/** A list item's leading short code: "T1", "J-2", "MS3" (followed by its date or text). */
const CODE_LABEL = /^(?:[-*•▪◦–]\s*)?[a-z]{1,3}\s?-?\s?\d{1,2}\b/i;

/** Whether a table lists milestones, and which of its columns say what and when. */
function milestoneColumns(read: TReadDocument, table: TReadDocument['tables'][number]): TTableMilestones | null {
  const headerRow = table.rows[0] ?? [];
  const headers = headerRow.map((cell) => foldText(cell.text));
  // A table whose first row is already a milestone or a work package has lost its header (PDF tables often do).
  const firstCell = table.rows[0]?.[0]?.text.trim() ?? '';
  const hasHeader = table.header_rows > 0 || !(MILESTONE_LABEL.test(firstCell) || WORK_PACKAGE_LABEL.test(firstCell));
  const body = table.rows.slice(hasHeader ? Math.max(1, table.header_rows) : 0);
  // A column is a date column by its header, or when every cell in it is a month number, a range or a date.
  const headerDates = headers.flatMap((header, index) => (DATE_HEADER.test(header) ? [index] : []));
  const dateColumns =
    headerDates.length > 0
      ? headerDates
      : headers.flatMap((_, index) =>
          index > 0 && body.length > 0 && body.every((row) => MONTH_CELL.test(foldText(row[index]?.text ?? '')))
            ? [index]
            : [],
        );
  const workPackageRows = body.filter((row) => WORK_PACKAGE_LABEL.test(row[0]?.text ?? '')).length;
  const milestoneColumn = headers.findIndex((header) => MILESTONE_WORD.test(header));
  const textColumns = headers.flatMap((_, index) => (dateColumns.includes(index) ? [] : [index]));
  const isMilestoneColumnLabels = milestoneColumn === 0;
  const codesAreLabels = isMilestoneColumnLabels;
  const isLabel = (text: string) =>
    MILESTONE_LABEL.test(text) || (codesAreLabels && SHORT_CODE.test(text) && !WORK_PACKAGE_LABEL.test(text));
  const labelledRows = body.filter((row) => isLabel(row[0]?.text.trim() ?? '')).length;
  if (milestoneColumn >= 0) {
    // A work-package table with a milestone column: the milestone column says what is achieved.
    return workPackageRows * 2 > body.length && !(isMilestoneColumnLabels && labelledRows > 0)
      ? { body, textColumns: [milestoneColumn], dateColumns, isMilestoneColumnLabels: false, codesAreLabels }
      : { body, textColumns, dateColumns, isMilestoneColumnLabels, codesAreLabels };
  }
  // Rows labelled "M1", "M2" are milestones in any table.
  if (labelledRows >= 2) return { body, textColumns, dateColumns, isMilestoneColumnLabels: false, codesAreLabels };
  const section = sectionAt(read, table.range.start);
  const isUnderMilestones = section !== undefined && MILESTONE_WORD.test(foldText(section.heading));
  if (!isUnderMilestones || workPackageRows * 2 > body.length) return null;
  return { body, textColumns, dateColumns, isMilestoneColumnLabels: false, codesAreLabels };
}

/** A milestone label inside a line: "M2 (Monat 16)", "M3:", "Meilenstein 4 –". */
const INLINE_LABEL =
  /(?<![\p{L}\p{N}])(?:(?:milestone|meilenstein|jalon|traguardo)\s?(?:[a-z]{1,3}\s?-?\s?)?|(?:m|ms)\s?-?\s?)\d{1,2}(?=\s*[(:–—-]|\s+\((?:month|monat|mois|mese))/giu;

/**
 * The milestones of one block (a paragraph or a line): the whole block when it starts with a label, or each
 * labelled stretch when it lists several after a lead-in ("Meilensteine: M1 (Monat 10) … M2 (Monat 16) …"), read
 * on past lines a PDF wrapped up to the next blank line or heading. A passing mention ("tested in M1") is none.
 */
function milestonesInBlock(read: TReadDocument, block: TSpan): TSpan[] {
  const labels = [...block.text.matchAll(INLINE_LABEL)];
  const startsWithLabel = MILESTONE_LABEL.test(block.text.trim());
  const first = labels[0];
  const leadsIn = first !== undefined && (startsWithLabel || MILESTONE_WORD.test(block.folded.slice(0, first.index)));
  if (labels.length < 2 || !leadsIn || !first) return startsWithLabel ? [block] : [];
  const regionStart = block.start + first.index;
  const region = read.text.slice(regionStart, zoneEnd(read, block.end));
  const all = [...region.matchAll(INLINE_LABEL)];
  return all.map((label, index) => {
    const start = regionStart + label.index;
    const text = region.slice(label.index, all[index + 1]?.index ?? region.length).trimEnd();
    return { start, end: start + text.length, text, folded: read.folded.slice(start, start + text.length) };
  });
}

/** Where a list of milestones that runs on from `offset` ends: the next blank line or heading. */
function zoneEnd(read: TReadDocument, offset: number): number {
  const rest = read.text.slice(offset, offset + 1000);
  const stop = rest.search(/\n\s*\n/);
  const heading = read.sections.find((section) => section.start >= offset && section.start < offset + 1000)?.start;
  return Math.min(offset + (stop < 0 ? rest.length : stop), heading ?? Number.POSITIVE_INFINITY);
}

/** Milestones: labelled lines and list items, and the rows of milestone tables. */
export function findMilestones(context: TReviewContext): TMilestone[] {
  const milestones: TMilestone[] = [];
  for (const read of context.reads) {
    const inTable = (offset: number) =>
      read.tables.find((table) => offset >= table.range.start && offset < table.range.end);
    for (const table of read.tables) {
      const columns = milestoneColumns(read, table);
      if (!columns) continue;
      for (const row of columns.body) {
        const first = row[0];
        const last = row[row.length - 1];
        if (!first || !last) continue;
        // Two tables written one after the other are often read as one (a work-package table followed by the
        // milestones): a row labelled as a milestone is one whatever the table's header says, a work-package row
        // is one only where a milestone column says what it achieves.
        const label = row[0]?.text.trim() ?? '';
        const isLabelledMilestone =
          (MILESTONE_LABEL.test(label) ||
            (columns.codesAreLabels && SHORT_CODE.test(label) && !WORK_PACKAGE_LABEL.test(label))) &&
          label.length <= 16;
        const isWorkPackageRow = WORK_PACKAGE_LABEL.test(label);
        const textColumns = isLabelledMilestone
          ? row.flatMap((_, index) => (index > 0 && !columns.dateColumns.includes(index) ? [index] : []))
          : columns.textColumns;
        if (isWorkPackageRow && columns.isMilestoneColumnLabels) continue;
        const what = textColumns
          .map((index) => row[index]?.text ?? '')
          .join(' ')
          .trim();
        if (what.length < 4) continue;
        const isDated = columns.dateColumns.some((index) => /\d|[a-z]{3,}/i.test(row[index]?.text ?? ''));
        const span = {
          start: first.start,
          end: last.end,
          text: read.text.slice(first.start, last.end),
          folded: read.folded.slice(first.start, last.end),
        };
        milestones.push({ read, span, ...assessMilestone(foldText(what), isDated) });
      }
    }
    // Paragraphs first (a PDF wraps one milestone over several lines), then lines the paragraphs did not cover.
    const found: TSpan[] = [];
    // A list led in by the word for milestones ("Traguardi:", "Milestones", "Jalons :"): its items labelled by a
    // short code ("T1 (mese 8): …", "J2", "MS3") are milestones, as in a table headed as milestones.
    for (const list of read.structure.lists) {
      const before = read.text.slice(Math.max(0, list.range.start - 200), list.range.start).trimEnd();
      const leadIn = before.slice(before.lastIndexOf('\n') + 1);
      if (leadIn.length === 0 || leadIn.length > 120 || !MILESTONE_WORD.test(foldText(leadIn))) continue;
      for (const item of list.items) {
        const text = read.text.slice(item.start, item.end);
        const label = CODE_LABEL.exec(text.trim())?.[0] ?? '';
        if (!label || WORK_PACKAGE_LABEL.test(label)) continue;
        const span = { start: item.start, end: item.end, text, folded: read.folded.slice(item.start, item.end) };
        found.push(span);
        milestones.push({ read, span, ...assessMilestone(span.folded.replace(CODE_LABEL, ' '), false) });
      }
    }
    const paragraphs = [...read.structure.paragraphs, ...read.structure.lists.flatMap((list) => list.items)]
      .sort((a, b) => a.start - b.start)
      .map((range) => ({
        start: range.start,
        end: range.end,
        text: read.text.slice(range.start, range.end),
        folded: read.folded.slice(range.start, range.end),
      }));
    for (const block of [...paragraphs, ...linesIn(read.text)]) {
      if (inTable(block.start)) continue;
      if (found.some((span) => block.start >= span.start && block.start < span.end)) continue;
      for (const span of milestonesInBlock(read, block)) {
        if (found.some((other) => span.start >= other.start && span.start < other.end)) continue;
        found.push(span);
        milestones.push({ read, span, ...assessMilestone(span.folded, false) });
      }
    }
  }
  return milestones;
}

export function checkMilestones(context: TReviewContext): TFindingDraft[] {
  const milestones = findMilestones(context);
  const criterion = PLAN_CRITERION[context.projectType];
  const { t } = context.messages;
  if (milestones.length === 0) {
    const hasPlan = sectionsWithTarget(context, 'work-plan').length > 0;
    return [
      {
        check: 'milestones',
        criterion,
        severity: 'important',
        title: t('milestones.none.title'),
        explanation: t(hasPlan ? 'milestones.none.explanation.plan' : 'milestones.none.explanation.noPlan'),
        suggestion: t('milestones.none.suggestion'),
        lookedFor: t('milestones.none.lookedFor'),
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
      title: t('milestones.unmeasurable.title', { count: unmeasurable.length, total: milestones.length }),
      explanation: t('milestones.unmeasurable.explanation'),
      suggestion: t('milestones.unmeasurable.suggestion'),
      evidence: unmeasurable
        .slice(0, 3)
        .map((milestone) => evidenceOf(milestone.read, milestone.span.start, milestone.span.end)),
    });
  } else if (undated.length > 0) {
    drafts.push({
      check: 'milestones',
      criterion,
      severity: undated.length * 2 >= milestones.length ? 'important' : 'minor',
      title: t('milestones.undated.title', { count: undated.length, total: milestones.length }),
      explanation: t('milestones.undated.explanation'),
      suggestion: t('milestones.undated.suggestion'),
      evidence: undated
        .slice(0, 3)
        .map((milestone) => evidenceOf(milestone.read, milestone.span.start, milestone.span.end)),
    });
  }
  return drafts;
}

// ─── risks ──────────────────────────────────────────────────────────────────

const RISK_WORD = /\b(?:risks?|risiken|risiko\w*|risques?|rischi|rischio)\b/;
/**
 * Column headers that say what is done about a risk. In a risk table "Measure", "Mesure" and "Misura" are the
 * countermeasure; in prose the same words more often mean a measurement, so prose reads MITIGATION_PROSE instead.
 */
const MITIGATION_HEADER =
  /\b(?:mitigat\w*|countermeasures?|counter-measures?|measures?|responses?|actions?|handling|approach|strateg\w*|solutions?|remed\w*|contingency|fallback|plan b|massnahmen?|gegenmassnahmen?|abhilfe|minderung|vorkehrung\w*|vorgehen|losung\w*|reaktion|umgang|mesures?|attenuation|parade|contre-mesures?|reponses?|traitement|mitigazion\w*|contromisur\w*|misur[ae]|azion[ei]|rispost[ae]|soluzion[ei]|gestione|strategia|reduce|reduzier\w*|reduire|ridurre|avoid|vermeid\w*|eviter|evitare)\b/;
/** Column headers that describe a risk rather than answer it. */
const DESCRIPTIVE_HEADER =
  /\b(?:descriptions?|beschreibung|descrizione|causes?|ursachen?|cause|impacts?|auswirkung\w*|consequences?|folgen|effets?|effetti|conseguenz\w*|probabilit\w*|likelihood|wahrscheinlichkeit|eintritt\w*|vraisemblance|severity|schwere|gravite|gravita|level|niveau|livello|stufe|rating)\b/;
/** Words that answer a risk in prose: a mitigation, a fallback, an alternative, a countermeasure. */
const MITIGATION_PROSE =
  /\b(?:mitigat\w*|countermeasures?|counter-measures?|contingency|fallback|fall back|plan b|back-?up|workaround|instead|alternativ\w*|massnahmen?|gegenmassnahmen?|abhilfe|minderung|vorkehrung\w*|ausweich\w*|notfallplan\w*|ruckfallebene|stattdessen|attenuation|attenue\w*|parade|contre-mesures?|plan de secours|solution de repli|repli|a la place|mitigazion\w*|mitigar\w*|contromisur\w*|piano b|ripiego|in alternativa|invece|(?:preventive|corrective|protective) measures?|measures? (?:taken|planned|foreseen)|(?:vorbeugende|korrektive) massnahmen|mesures? (?:preventives?|correctives?|prevues?|de protection)|misure (?:preventive|correttive|previste|di protezione))\b/;
/** A label that introduces the answer to a risk: "Measure:", "Mesure :", "Misura:", "Response:". */
const ANSWER_LABEL =
  /(?:^|[\s(])(?:measures?|mesures?|misur[ae]|massnahmen?|responses?|reponses?|rispost[ae]|antwort|strateg\w*|solutions?|losung|soluzion[ei])\s*:/;
/** Someone acting on a risk ("we test two adhesives") is a mitigation in prose; seeing or naming one is not. */
const ACTION =
  /\b(?:we|wir|ich|nous|je|noi|io)\s+(?:will\s+|werden\s+|allons\s+)?\p{L}{3,}|\bi\s+will\s+\p{L}{3,}|\b\p{L}{3,}(?:iamo|eremo|iremo)\b|\bsi\s+\p{L}{3,}(?:era|ira|ara|eranno|iranno|aranno)\b|\b\p{L}{3,}(?:erons|irons)\b/u;
const NO_ACTION =
  /\b(?:we|wir|ich|nous|je|noi|io)\s+(?:see|identif\w*|expect|consider|sehen|erwarten|identifizier\w*|voyons|identifions|vediamo|identifichiamo|prevediamo)\b|\b(?:vediamo|identifichiamo|prevediamo|abbiamo identificato|riteniamo|consideriamo|voyons|identifions|estimons|considerons)\b/gu;
/** A risk stated as a possibility: what may happen, with no answer. */
const POSSIBILITY =
  /\b(?:may|might|could|can|cannot|kann|konnte|konnen|konnten|peut|peuvent|pourrait|pourraient|puo|possono|potrebbe|potrebbero|risk|risks|risiko|risque|rischio|danger|gefahr|pericolo)\b/;
const EMPTY_CELL =
  /^\s*(?:[-–—?]|n\/?a|tbd|tbc|offen|open|a definir|da definire|keine?|none|aucune?|nessun[ao]?)?\s*$/i;
const wordCount = (text: string) => (text.match(/\p{L}{2,}/gu) ?? []).length;

/** The column of a risk table that says what is done: by its header, or the free-text column no header explains. */
function mitigationColumnOf(table: TReadDocument['tables'][number], headers: readonly string[]): number {
  const byHeader = headers.findIndex((header, index) => index > 0 && MITIGATION_HEADER.test(header));
  if (byHeader >= 0) return byHeader;
  const riskColumn = Math.max(
    0,
    headers.findIndex((header) => RISK_WORD.test(header)),
  );
  const body = table.rows.slice(Math.max(1, table.header_rows));
  if (body.length === 0) return -1;
  return headers.findIndex(
    (header, index) =>
      index !== riskColumn &&
      !DESCRIPTIVE_HEADER.test(header) &&
      !RISK_WORD.test(header) &&
      body.filter((row) => wordCount(row[index]?.text ?? '') >= 3).length * 2 > body.length,
  );
}

/** Whether one risk item of a prose list (a bullet, a paragraph, a sentence) says what is done about it. */
export function isRiskAnswered(folded: string): boolean {
  if (MITIGATION_PROSE.test(folded) || ANSWER_LABEL.test(folded)) return true;
  if (ACTION.test(folded.replace(NO_ACTION, ' '))) return true;
  // "Risk – answer", "Risk: answer", "Risk; answer", "Risk. Answer.": an answer that is not itself a possibility.
  const parts = folded.split(/\s[–—→-]\s|:\s|;\s|\.\s+/).filter((part) => wordCount(part) >= 2);
  return parts.length >= 2 && parts.slice(1).some((part) => !POSSIBILITY.test(part));
}

/** The items of a risk section written in prose: its bullets, else its paragraphs, else its sentences. */
function riskItems(read: TReadDocument, start: number, end: number): TSpan[] {
  const within = (range: { start: number; end: number }) => range.start >= start && range.start < end;
  const toSpan = (range: { start: number; end: number }): TSpan => ({
    start: range.start,
    end: range.end,
    text: read.text.slice(range.start, range.end),
    folded: read.folded.slice(range.start, range.end),
  });
  const bullets = read.structure.lists.flatMap((list) => list.items).filter(within);
  const paragraphs = read.structure.paragraphs.filter(within);
  const blocks = (bullets.length >= 2 ? bullets : paragraphs).map(toSpan);
  const items = blocks.length >= 2 ? blocks : blocks.flatMap((block) => sentencesIn(read.text, block.start, block.end));
  // A lead-in ("The main risks are:") is no risk of its own.
  return items.filter((item) => wordCount(item.text) >= 3 && !/:\s*$/.test(item.text));
}

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
      const mitigationColumn = mitigationColumnOf(table, headers);
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
      title: context.messages.plural('risks.table.title', unmitigated.length),
      explanation: context.messages.t('risks.table.explanation'),
      suggestion: context.messages.t('risks.table.suggestion'),
      evidence: unmitigated.slice(0, 3).map((item) => evidenceOf(item.read, item.start, item.end)),
    });
    return drafts;
  }
  if (riskTables > 0) return drafts;
  // Risks in prose: each risk (a bullet, a paragraph or a sentence) should say how it is met.
  for (const { read, section } of sectionsWithTarget(context, 'risks')) {
    const own = read.folded.slice(section.ownStart, section.ownEnd);
    if (own.trim().length <= 40) continue;
    const items = riskItems(read, section.ownStart, section.ownEnd);
    const open = items.filter((item) => !isRiskAnswered(item.folded));
    const answered = items.length - open.length;
    const isWholeSectionOpen =
      items.length < 2 && !MITIGATION_PROSE.test(own) && !ACTION.test(own.replace(NO_ACTION, ' '));
    const isMostlyOpen = items.length >= 2 && open.length >= 2 && open.length * 2 >= items.length;
    if (!isWholeSectionOpen && !isMostlyOpen) continue;
    const evidence = isWholeSectionOpen
      ? [evidenceOf(read, section.ownStart, Math.min(section.ownEnd, section.ownStart + 300))]
      : open.slice(0, 3).map((item) => evidenceOf(read, item.start, item.end));
    drafts.push({
      check: 'risk-mitigation',
      criterion,
      severity: answered === 0 ? 'important' : 'minor',
      title:
        answered === 0
          ? context.messages.t('risks.prose.none.title')
          : context.messages.t('risks.prose.some.title', { count: open.length, total: items.length }),
      explanation: context.messages.t(
        answered === 0 ? 'risks.prose.none.explanation' : 'risks.prose.some.explanation',
        {
          section: section.heading || read.document.slotName,
        },
      ),
      suggestion: context.messages.t('risks.prose.suggestion'),
      evidence,
    });
    break;
  }
  return drafts;
}
