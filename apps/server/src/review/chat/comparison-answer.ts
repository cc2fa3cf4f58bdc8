/**
 * "What improved since the last revision?": recognising the question in English, German, French or Italian, and
 * answering it from the comparison of the chat's revision with the latest earlier analysed one (readiness, criteria,
 * findings resolved, new and still open, the formal checks, key figures and documents that changed). The frame is in
 * the question's language; finding and criterion titles are their report's.
 */
import {
  type TComparedRevision,
  type TCriterionComparison,
  type TCriterionRating,
  type TFinding,
  type TFindingSeverity,
  type TRevisionComparison,
} from '@grant-review/contract';
import { hasComparisonChanges, mostSevereFirst } from '../compare-reports.js';
import { createMessages, formatFigureValue } from '../messages/index.js';
import { foldText } from '../text.js';
import type { TLanguage } from '../types.js';
import { fillFrame, FRAME, RATING_NAMES, READINESS_NAMES, SEVERITY_NAMES } from './language.js';

// ─── recognising the question ───────────────────────────────────────────────

/** Words for a change or progress (folded: lower case, no accents). */
const CHANGE =
  /\b(improv\w*|chang\w*|better|worse|progress\w*|differ\w*|evolv\w*|new|fixed|resolved|verbess\w*|geandert|verandert|anderung\w*|veranderung\w*|besser|schlechter|fortschritt\w*|unterschied\w*|neu\w*|behoben|amelior\w*|mieux|pire|progres\w*|evolu\w*|modifi\w*|nouveau\w*|nouvelle\w*|corrige\w*|resolu\w*|miglior\w*|cambi\w*|meglio|peggio\w*|nuov\w*|novit\w*|risolt\w*|corrett\w*)\b/;

/** What was before: "last", "vorherige", "précédente", "scorsa" … */
const EARLIER =
  'last|previous|earlier|prior|former|older|old|first|preceding|letzt\\w*|vorherig\\w*|vorig\\w*|fruher\\w*|alt(e|en|er|es)?|erst(e|en|er|es)|vorangegangen\\w*|dernier\\w*|derniere\\w*|precedent\\w*|anterieur\\w*|ancien\\w*|premier\\w*|premiere\\w*|ultim[aoie]|vecchi[aoe]|scors[aoie]|passat[aoie]';
/** What is compared: a revision, version, draft or analysis, a time ("last time", "letzten Mal"), or a pronoun. */
const EARLIER_NOUN =
  'quell[aoei]|celui|celle|revision\\w*|version\\w*|drafts?|iterations?|analys[ie]s|submission|upload|time|round|one|entwurf\\w*|entwurfe|fassung\\w*|analyse|mal|runde|stand|brouillons?|ebauches?|moutures?|fois|tour|revisione|revisioni|versione|versioni|bozz[ae]|stesur[ae]|analisi|volta|giro';
/** French and Italian put most adjectives after the noun ("la version précédente", "la revisione precedente"). */
const EARLIER_AFTER_NOUN =
  "precedent\\w*|anterieur\\w*|ancien\\w*|d['’]avant|davor|before|vecchi[aoe]|scors[aoie]|passat[aoie]|di prima";

const REFERS_TO_EARLIER = new RegExp(
  [
    `\\b(${EARLIER})\\s+(\\S+\\s+)?(${EARLIER_NOUN})\\b`,
    `\\b(${EARLIER_NOUN})\\s+(${EARLIER_AFTER_NOUN})\\b`,
    // "better than the last", "besser als die letzte", "mieux que la précédente"
    `\\b(than|als|que|qu['’]|di|da|rispetto a)\\s+(the|die|der|dem|den|la|le|il|l['’]|quell[ao])\\s*(${EARLIER})\\b`,
    // "since revision 1", "gegenüber Version 2"
    `\\b(revision|version|draft|entwurf|fassung|revisione|versione|bozza)\\s*\\d+\\b`,
    // "than before", "als vorher", "qu'avant", "di prima"
    `\\b(than|since|compared (to|with)) before\\b|\\b(seit|gegenuber|als) (vorher|zuvor)\\b|\\b(depuis|par rapport a|qu['’]) ?avant\\b|\\b(rispetto a|di|da) prima\\b`,
  ].join('|'),
);

/** Asking for advice ("How can I improve the draft?") is not asking what changed. */
const ASKS_ADVICE =
  /\b(how (can|do|should|could|to)|what should (i|we)|should (i|we)|wie (kann|konnen|soll|sollen|verbessere|andere)|was (soll|sollte|muss) (ich|wir)|comment (puis|peut|dois|doit|ameliorer|changer|faire)|que (dois|faut)|come (posso|possiamo|devo|dobbiamo|migliorare|miglioro|cambiare)|cosa (devo|dobbiamo))\b/;

/** A question about progress relative to an earlier revision, version or draft. */
export function asksWhatChanged(question: string): boolean {
  const folded = foldText(question);
  return CHANGE.test(folded) && REFERS_TO_EARLIER.test(folded) && !ASKS_ADVICE.test(folded);
}

// ─── the answer ─────────────────────────────────────────────────────────────

type TComparisonFrameKey =
  | 'revision'
  | 'readiness'
  | 'readinessSame'
  | 'nothingChanged'
  | 'outdated'
  | 'improved'
  | 'declined'
  | 'notRated'
  | 'resolved'
  | 'noResolved'
  | 'new'
  | 'open'
  | 'severityChange'
  | 'checks'
  | 'passed'
  | 'figures'
  | 'notFound'
  | 'documents'
  | 'added'
  | 'removed'
  | 'replaced'
  | 'noEarlier';

/** Words in braces are filled in by fillFrame. */
export const COMPARISON_FRAME: Record<TLanguage, Record<TComparisonFrameKey, string>> = {
  en: {
    revision: 'Revision {number}',
    readiness: '**{before} → {after}:** the overall readiness went from *{from}* to *{to}*.',
    readinessSame: '**{before} → {after}:** the overall readiness stayed at *{level}*.',
    nothingChanged:
      'Nothing changed between the two analyses: the same readiness, the same ratings and the same findings.',
    outdated:
      'The documents of {revision} changed after its analysis, so this comparison may not reflect the latest documents. Run the analysis again to bring it up to date.',
    improved: 'Criteria rated higher',
    declined: 'Criteria rated lower',
    notRated: 'not rated',
    resolved: 'Findings resolved ({count})',
    noResolved: 'No finding was resolved.',
    new: 'New findings ({count})',
    open: 'Still open ({count}), most severe first',
    severityChange: 'severity {from} → {to}',
    checks: 'Formal and financial checks that changed',
    passed: 'passed',
    figures: 'Key figures that changed',
    notFound: 'not found',
    documents: 'Documents',
    added: '{slot}: added ({after})',
    removed: '{slot}: removed ({before})',
    replaced: '{slot}: replaced ({before} → {after})',
    noEarlier:
      'There is no earlier analysed revision of this project to compare with, so I cannot say what changed. To get one, analyse an earlier revision of this project, or, once you have changed your documents, start a new revision from this one and analyse it: its chat can then answer this question.',
  },
  de: {
    revision: 'Revision {number}',
    readiness: '**{before} → {after}:** Die Gesamteinschätzung ging von *{from}* zu *{to}*.',
    readinessSame: '**{before} → {after}:** Die Gesamteinschätzung blieb bei *{level}*.',
    nothingChanged:
      'Zwischen den beiden Analysen hat sich nichts geändert: gleiche Einschätzung, gleiche Bewertungen und gleiche Befunde.',
    outdated:
      'Die Dokumente der {revision} haben sich nach ihrer Analyse geändert; dieser Vergleich bildet die neuesten Dokumente daher womöglich nicht ab. Starten Sie die Analyse erneut, um ihn zu aktualisieren.',
    improved: 'Besser bewertete Kriterien',
    declined: 'Schlechter bewertete Kriterien',
    notRated: 'nicht bewertet',
    resolved: 'Behobene Befunde ({count})',
    noResolved: 'Kein Befund wurde behoben.',
    new: 'Neue Befunde ({count})',
    open: 'Weiterhin offen ({count}), das Schwerwiegendste zuerst',
    severityChange: 'Schweregrad {from} → {to}',
    checks: 'Geänderte formelle und finanzielle Prüfungen',
    passed: 'bestanden',
    figures: 'Geänderte Kennzahlen',
    notFound: 'nicht gefunden',
    documents: 'Dokumente',
    added: '{slot}: hinzugefügt ({after})',
    removed: '{slot}: entfernt ({before})',
    replaced: '{slot}: ersetzt ({before} → {after})',
    noEarlier:
      'Zu diesem Projekt gibt es keine frühere analysierte Revision, mit der ich vergleichen könnte; ich kann daher nicht sagen, was sich geändert hat. Analysieren Sie dazu eine frühere Revision dieses Projekts, oder starten Sie, sobald Sie Ihre Dokumente überarbeitet haben, aus dieser Revision eine neue und analysieren Sie sie: In deren Chat kann ich diese Frage dann beantworten.',
  },
  fr: {
    revision: 'Révision {number}',
    readiness: '**{before} → {after} :** la préparation globale est passée de *{from}* à *{to}*.',
    readinessSame: '**{before} → {after} :** la préparation globale est restée *{level}*.',
    nothingChanged:
      'Rien n’a changé entre les deux analyses : même état de préparation, mêmes évaluations et mêmes constats.',
    outdated:
      'Les documents de la {revision} ont changé après son analyse ; cette comparaison peut donc ne pas refléter les derniers documents. Relancez l’analyse pour la mettre à jour.',
    improved: 'Critères mieux évalués',
    declined: 'Critères moins bien évalués',
    notRated: 'non évalué',
    resolved: 'Constats résolus ({count})',
    noResolved: 'Aucun constat n’a été résolu.',
    new: 'Nouveaux constats ({count})',
    open: 'Toujours ouverts ({count}), le plus grave d’abord',
    severityChange: 'gravité {from} → {to}',
    checks: 'Contrôles formels et financiers qui ont changé',
    passed: 'réussi',
    figures: 'Chiffres clés qui ont changé',
    notFound: 'non trouvé',
    documents: 'Documents',
    added: '{slot} : ajouté ({after})',
    removed: '{slot} : retiré ({before})',
    replaced: '{slot} : remplacé ({before} → {after})',
    noEarlier:
      'Ce projet n’a pas de révision antérieure analysée avec laquelle comparer ; je ne peux donc pas dire ce qui a changé. Pour en avoir une, analysez une révision antérieure de ce projet ou, une fois vos documents modifiés, créez une nouvelle révision à partir de celle-ci et analysez-la : son chat pourra alors répondre à cette question.',
  },
  it: {
    revision: 'Revisione {number}',
    readiness: '**{before} → {after}:** la valutazione complessiva è passata da *{from}* a *{to}*.',
    readinessSame: '**{before} → {after}:** la valutazione complessiva è rimasta *{level}*.',
    nothingChanged:
      'Tra le due analisi non è cambiato nulla: stessa valutazione complessiva, stesse valutazioni e stessi risultati.',
    outdated:
      'I documenti della {revision} sono cambiati dopo la sua analisi, quindi questo confronto potrebbe non rispecchiare i documenti più recenti. Avvii di nuovo l’analisi per aggiornarlo.',
    improved: 'Criteri valutati meglio',
    declined: 'Criteri valutati peggio',
    notRated: 'non valutato',
    resolved: 'Risultati risolti ({count})',
    noResolved: 'Nessun risultato è stato risolto.',
    new: 'Nuovi risultati ({count})',
    open: 'Ancora aperti ({count}), dal più grave',
    severityChange: 'gravità {from} → {to}',
    checks: 'Controlli formali e finanziari cambiati',
    passed: 'superato',
    figures: 'Cifre chiave cambiate',
    notFound: 'non trovata',
    documents: 'Documenti',
    added: '{slot}: aggiunto ({after})',
    removed: '{slot}: rimosso ({before})',
    replaced: '{slot}: sostituito ({before} → {after})',
    noEarlier:
      'Questo progetto non ha una revisione precedente analizzata con cui confrontare, quindi non posso dire cosa è cambiato. Per averne una, analizzi una revisione precedente di questo progetto oppure, dopo aver modificato i documenti, crei una nuova revisione a partire da questa e la analizzi: nella sua chat potrò rispondere a questa domanda.',
  },
};

/** A section lists at most this many items, then says how many more there are. */
const ITEMS_SHOWN = 8;

const quoted = (text: string) => `"${text.replace(/\s+/g, ' ').trim().replace(/"/g, '”')}"`;

function section(title: string, items: readonly string[], language: TLanguage): string[] {
  if (items.length === 0) return [];
  const more = items.length - ITEMS_SHOWN;
  return [
    `**${title}**`,
    ...items.slice(0, ITEMS_SHOWN).map((item) => `- ${item}`),
    ...(more > 0 ? [`- ${fillFrame(FRAME[language].more, { count: more })}`] : []),
    '',
  ];
}

/** The answer to "what changed since the last revision?", as Markdown lines in `language`. */
export function answerFromComparison(comparison: TRevisionComparison, language: TLanguage): string[] {
  const frame = COMPARISON_FRAME[language];
  const messages = createMessages(language);
  const say = (key: TComparisonFrameKey, values: Readonly<Record<string, string | number>> = {}) =>
    fillFrame(frame[key], values);
  const revisionName = (revision: TComparedRevision) => say('revision', { number: revision.number });
  const rating = (value: TCriterionRating | null) => (value ? RATING_NAMES[language][value] : say('notRated'));
  const severity = (value: TFindingSeverity | 'passed') =>
    value === 'passed' ? say('passed') : SEVERITY_NAMES[language][value];
  const criterionLine = (criterion: TCriterionComparison) =>
    `${criterion.title}: ${rating(criterion.before)} → ${rating(criterion.after)}`;
  const findingLine = (finding: TFinding, detail = '') =>
    `${finding.title} (*${severity(finding.severity)}*${detail ? `, ${detail}` : ''})`;
  const { before, after, findings } = comparison;

  const lines: string[] = [
    comparison.readiness_change === 'unchanged'
      ? say('readinessSame', {
          before: revisionName(before),
          after: revisionName(after),
          level: READINESS_NAMES[language][after.readiness],
        })
      : say('readiness', {
          before: revisionName(before),
          after: revisionName(after),
          from: READINESS_NAMES[language][before.readiness],
          to: READINESS_NAMES[language][after.readiness],
        }),
    '',
    ...[before, after]
      .filter((revision) => revision.is_analysis_outdated)
      .flatMap((revision) => [say('outdated', { revision: revisionName(revision) }), '']),
  ];
  if (!hasComparisonChanges(comparison)) lines.push(say('nothingChanged'), '');

  const changed = (changes: readonly string[]) =>
    comparison.criteria.filter((criterion) => changes.includes(criterion.change)).map(criterionLine);
  lines.push(
    ...section(say('improved'), changed(['improved', 'added']), language),
    ...section(say('declined'), changed(['declined', 'dropped']), language),
  );
  if (hasComparisonChanges(comparison) && findings.resolved.length === 0) lines.push(say('noResolved'), '');
  lines.push(
    ...section(
      say('resolved', { count: findings.resolved.length }),
      mostSevereFirst(findings.resolved, (finding) => finding).map((finding) => findingLine(finding)),
      language,
    ),
    ...section(
      say('new', { count: findings.new.length }),
      mostSevereFirst(findings.new, (finding) => finding).map((finding) => findingLine(finding)),
      language,
    ),
    ...section(
      say('open', { count: findings.open.length }),
      mostSevereFirst(findings.open, (item) => item.after).map((item) =>
        findingLine(
          item.after,
          item.severity_change === 'unchanged'
            ? ''
            : say('severityChange', {
                from: severity(item.before.severity),
                to: severity(item.after.severity),
              }),
        ),
      ),
      language,
    ),
    ...section(
      say('checks'),
      comparison.formal_checks.map(
        (check) => `${messages.t(`check.${check.check}`)}: ${severity(check.before)} → ${severity(check.after)}`,
      ),
      language,
    ),
    ...section(
      say('figures'),
      comparison.figures.map((figure) => {
        const values = (list: readonly number[]) =>
          list.length > 0
            ? list.map((value) => formatFigureValue({ value, unit: figure.unit }, messages)).join(', ')
            : say('notFound');
        return `${messages.t(`figureRole.${figure.role}`)}: ${values(figure.before)} → ${values(figure.after)}`;
      }),
      language,
    ),
    ...section(
      say('documents'),
      comparison.documents.flatMap((document) =>
        document.change === 'unchanged'
          ? []
          : [
              say(document.change, {
                slot: document.slot_name,
                before: quoted(document.before ?? ''),
                after: quoted(document.after ?? ''),
              }),
            ],
      ),
      language,
    ),
  );
  return lines;
}

/** The answer when the project has no earlier analysed revision. */
export const answerWithoutComparison = (language: TLanguage): string[] => [COMPARISON_FRAME[language].noEarlier];
