/**
 * The language of a chat question, and the fixed frame of the offline reviewer's answers in English, German, French
 * and Italian. The findings themselves are written in English; non-English answers say so once.
 */
import type { TCriterionRating, TFindingSeverity, TReadinessLevel } from '@grant-review/contract';
import { foldText } from '../text.js';
import type { TLanguage } from '../types.js';

/** Short function words that give a question's language away (folded: lower case, no accents). */
const LANGUAGE_HINTS: Record<TLanguage, RegExp> = {
  en: /\b(is|are|my|our|how|what|which|can|i|we|the|and|not|did|you|about|do|does|should|weakest|part|find|fix)\b/g,
  de: /\b(ist|sind|mein|meine|meinem|unser|unsere|wie|was|welche|fehlt|kann|ich|wir|der|die|das|den|dem|und|nicht|habt|ihr|zum|zur|im|schwache|verbessere)\b/g,
  fr: /\b(est|sont|mon|ma|mes|notre|nos|comment|quoi|quel|quelle|que|qu|avez|vous|le|la|les|du|des|sur|je|peux|manque|plus|faible|ameliorer)\b/g,
  it: /\b(e|sono|mio|mia|nostro|nostra|come|cosa|quale|qual|che|manca|nel|nella|il|gli|della|del|di|piu|debole|posso|migliorare|punto|sul)\b/g,
};

/** The language with the most hints; English when none stands out. */
export function detectLanguage(question: string): TLanguage {
  const folded = foldText(question);
  let best: TLanguage = 'en';
  let bestCount = 0;
  for (const language of ['en', 'de', 'fr', 'it'] as const) {
    const count = (folded.match(LANGUAGE_HINTS[language]) ?? []).length;
    if (count > bestCount) [best, bestCount] = [language, count];
  }
  return best;
}

/**
 * The first line of every chat answer of the built-in reviewer. The English and German openings are those answers
 * have always had, so stored answers are still recognised (see isBuiltinReviewerText).
 */
export const CHAT_NOTICES: Record<TLanguage, string> = {
  en: "*Built-in offline reviewer: I am rule-based, with no language model. I answer from the findings of this chat's analysis, your documents and the funder's criteria, and quote what I found.*",
  de: '*Eingebauter Offline-Reviewer: regelbasiert, ohne Sprachmodell. Ich antworte aus den Befunden der Analyse dieses Chats, Ihren Dokumenten und den Kriterien des Förderers und zitiere, was ich gefunden habe. Die Befunde selbst sind auf Englisch.*',
  fr: "*Relecteur hors ligne intégré : je fonctionne par règles, sans modèle de langage. Je réponds à partir des constats de l'analyse de ce chat, de vos documents et des critères du bailleur de fonds, et je cite ce que j'ai trouvé. Les constats eux-mêmes sont en anglais.*",
  it: "*Revisore offline integrato: funziono con regole, senza modello linguistico. Rispondo in base ai risultati dell'analisi di questa chat, ai suoi documenti e ai criteri dell'ente finanziatore, e cito ciò che ho trovato. I risultati stessi sono in inglese.*",
};

export const SEVERITY_NAMES: Record<TLanguage, Record<TFindingSeverity, string>> = {
  en: { blocker: 'Blocker', important: 'Important', minor: 'Minor' },
  de: { blocker: 'Blocker', important: 'Wichtig', minor: 'Gering' },
  fr: { blocker: 'Bloquant', important: 'Important', minor: 'Mineur' },
  it: { blocker: 'Bloccante', important: 'Importante', minor: 'Minore' },
};

export const RATING_NAMES: Record<TLanguage, Record<TCriterionRating, string>> = {
  en: { strong: 'Strong', adequate: 'Adequate', weak: 'Weak', missing: 'Missing' },
  de: { strong: 'Stark', adequate: 'Angemessen', weak: 'Schwach', missing: 'Fehlt' },
  fr: { strong: 'Solide', adequate: 'Suffisant', weak: 'Faible', missing: 'Absent' },
  it: { strong: 'Solido', adequate: 'Adeguato', weak: 'Debole', missing: 'Assente' },
};

export const READINESS_NAMES: Record<TLanguage, Record<TReadinessLevel, string>> = {
  en: { ready: 'Ready', 'nearly-ready': 'Nearly ready', 'needs-work': 'Needs work', 'not-ready': 'Not ready' },
  de: { ready: 'Bereit', 'nearly-ready': 'Fast bereit', 'needs-work': 'Braucht Arbeit', 'not-ready': 'Nicht bereit' },
  fr: { ready: 'Prêt', 'nearly-ready': 'Presque prêt', 'needs-work': 'À retravailler', 'not-ready': 'Pas prêt' },
  it: { ready: 'Pronta', 'nearly-ready': 'Quasi pronta', 'needs-work': 'Da rivedere', 'not-ready': 'Non pronta' },
};

type TFrameKey =
  | 'readiness'
  | 'section'
  | 'whatToDo'
  | 'lookedFor'
  | 'findingsAbout'
  | 'fixesFor'
  | 'noFindingsAbout'
  | 'ratings'
  | 'figures'
  | 'passages'
  | 'more'
  | 'overview'
  | 'noFindings'
  | 'weakest'
  | 'blockersFirst'
  | 'lowestRated'
  | 'allStrong'
  | 'noAnalysis'
  | 'cannotWrite'
  | 'instead'
  | 'whichPart'
  | 'administrator';

/** `{topics}` and `{count}` are filled in. */
export const FRAME: Record<TLanguage, Record<TFrameKey, string>> = {
  en: {
    readiness: 'Overall readiness',
    section: 'section',
    whatToDo: 'What to do',
    lookedFor: 'Looked for',
    findingsAbout: 'What the analysis found about {topics}, most severe first:',
    fixesFor: 'How to improve {topics}: the findings, most severe first, each with what to do.',
    noFindingsAbout: 'The analysis raised no finding about {topics}.',
    ratings: 'How the criterion was rated',
    figures: 'Figures read from your documents',
    passages: 'What your documents say about it',
    more: '…and {count} more in the analysis.',
    overview: 'Findings of the latest analysis, most severe first:',
    noFindings: 'The analysis has no findings: every check passed.',
    weakest: 'The weakest part',
    blockersFirst: 'First the blockers: they can get the application refused until they are fixed.',
    lowestRated: 'The lowest-rated criteria, with their findings:',
    allStrong: 'No blocker, and every criterion is rated Strong. The most important remaining findings:',
    noAnalysis:
      'There is no completed analysis in this chat yet, so I have no findings to answer from. Start one with **Start Analysis** on this revision’s analysis page; I then answer from its findings.',
    cannotWrite:
      'I cannot write, rewrite or translate text: I am the built-in offline reviewer, rule-based, with no language model.',
    instead: 'What I can do instead: show the findings and suggestions for that part, with the passages they quote.',
    whichPart: 'Tell me which part (for example the market section or the work plan) and I will list its findings.',
    administrator:
      'An administrator can connect a language model to this server (`LLM_PROVIDER=openai-compatible` with `LLM_BASE_URL` and `LLM_MODEL`, see the README). The model also receives only the anonymized text.',
  },
  de: {
    readiness: 'Gesamteinschätzung',
    section: 'Abschnitt',
    whatToDo: 'Was zu tun ist',
    lookedFor: 'Gesucht',
    findingsAbout: 'Was die Analyse zum Thema {topics} gefunden hat, das Schwerwiegendste zuerst:',
    fixesFor:
      'Was Sie beim Thema {topics} verbessern können: die Befunde, das Schwerwiegendste zuerst, jeweils mit dem, was zu tun ist.',
    noFindingsAbout: 'Die Analyse hat zum Thema {topics} keinen Befund ergeben.',
    ratings: 'Wie das Kriterium bewertet wurde',
    figures: 'Zahlen aus Ihren Dokumenten',
    passages: 'Was Ihre Dokumente dazu sagen',
    more: '…und {count} weitere in der Analyse.',
    overview: 'Befunde der letzten Analyse, das Schwerwiegendste zuerst:',
    noFindings: 'Die Analyse hat keine Befunde: Alle Prüfungen sind bestanden.',
    weakest: 'Die grösste Schwäche',
    blockersFirst: 'Zuerst die Blocker: Sie können zur Ablehnung des Gesuchs führen, bis sie behoben sind.',
    lowestRated: 'Die am schwächsten bewerteten Kriterien, mit ihren Befunden:',
    allStrong: 'Kein Blocker, und jedes Kriterium ist als stark bewertet. Die wichtigsten übrigen Befunde:',
    noAnalysis:
      'In diesem Chat gibt es noch keine abgeschlossene Analyse, also keine Befunde, aus denen ich antworten kann. Starten Sie eine mit **Start Analysis** auf der Analyseseite dieser Revision; danach antworte ich aus ihren Befunden.',
    cannotWrite:
      'Ich kann keinen Text schreiben, umschreiben oder übersetzen: Ich bin der eingebaute Offline-Reviewer, regelbasiert, ohne Sprachmodell.',
    instead:
      'Was ich stattdessen kann: die Befunde und Vorschläge zu diesem Teil zeigen, mit den Stellen, die sie zitieren.',
    whichPart:
      'Sagen Sie mir, um welchen Teil es geht (zum Beispiel den Marktteil oder den Arbeitsplan), dann liste ich seine Befunde auf.',
    administrator:
      'Eine Administratorin oder ein Administrator kann diesem Server ein Sprachmodell anschliessen (`LLM_PROVIDER=openai-compatible` mit `LLM_BASE_URL` und `LLM_MODEL`, siehe README). Auch das Modell erhält nur den anonymisierten Text.',
  },
  fr: {
    readiness: 'Préparation globale',
    section: 'section',
    whatToDo: 'Que faire',
    lookedFor: 'Recherché',
    findingsAbout: "Ce que l'analyse a trouvé sur {topics}, le plus grave d'abord :",
    fixesFor: "Comment améliorer {topics} : les constats, le plus grave d'abord, chacun avec ce qu'il faut faire.",
    noFindingsAbout: "L'analyse n'a relevé aucun constat sur {topics}.",
    ratings: 'Comment le critère a été évalué',
    figures: 'Chiffres lus dans vos documents',
    passages: 'Ce que disent vos documents',
    more: "…et {count} de plus dans l'analyse.",
    overview: "Constats de la dernière analyse, le plus grave d'abord :",
    noFindings: "L'analyse n'a aucun constat : tous les contrôles sont passés.",
    weakest: 'Le point le plus faible',
    blockersFirst:
      "D'abord les points bloquants : ils peuvent faire refuser la demande tant qu'ils ne sont pas corrigés.",
    lowestRated: 'Les critères les moins bien évalués, avec leurs constats :',
    allStrong: 'Aucun point bloquant, et chaque critère est jugé solide. Les constats restants les plus importants :',
    noAnalysis:
      "Ce chat n'a pas encore d'analyse terminée, je n'ai donc aucun constat sur lequel m'appuyer. Lancez-en une avec **Start Analysis** sur la page d'analyse de cette révision ; je répondrai ensuite à partir de ses constats.",
    cannotWrite:
      'Je ne peux pas écrire, réécrire ni traduire de texte : je suis le relecteur hors ligne intégré, fondé sur des règles, sans modèle de langage.',
    instead:
      'Ce que je peux faire à la place : montrer les constats et les suggestions pour cette partie, avec les passages cités.',
    whichPart:
      'Dites-moi de quelle partie il s’agit (par exemple la section marché ou le plan de travail) et je listerai ses constats.',
    administrator:
      'Un administrateur peut connecter un modèle de langage à ce serveur (`LLM_PROVIDER=openai-compatible` avec `LLM_BASE_URL` et `LLM_MODEL`, voir le README). Le modèle ne reçoit lui aussi que le texte anonymisé.',
  },
  it: {
    readiness: 'Valutazione complessiva',
    section: 'sezione',
    whatToDo: 'Cosa fare',
    lookedFor: 'Cercato',
    findingsAbout: "Cosa ha trovato l'analisi per {topics}, dal più grave:",
    fixesFor: 'Come migliorare {topics}: i risultati, dal più grave, ciascuno con cosa fare.',
    noFindingsAbout: "L'analisi non ha rilevato nulla per {topics}.",
    ratings: 'Come è stato valutato il criterio',
    figures: 'Cifre lette nei suoi documenti',
    passages: 'Cosa dicono i suoi documenti',
    more: "…e altri {count} nell'analisi.",
    overview: "Risultati dell'ultima analisi, dal più grave:",
    noFindings: "L'analisi non ha risultati: tutti i controlli sono superati.",
    weakest: 'Il punto più debole',
    blockersFirst: 'Prima i punti bloccanti: possono far respingere la domanda finché non sono risolti.',
    lowestRated: 'I criteri con la valutazione più bassa, con i loro risultati:',
    allStrong: 'Nessun punto bloccante e ogni criterio è valutato solido. I risultati rimanenti più importanti:',
    noAnalysis:
      "In questa chat non c'è ancora un'analisi completata, quindi non ho risultati su cui basarmi. Ne avvii una con **Start Analysis** nella pagina di analisi di questa revisione; poi rispondo in base ai suoi risultati.",
    cannotWrite:
      'Non posso scrivere, riscrivere o tradurre testi: sono il revisore offline integrato, basato su regole, senza modello linguistico.',
    instead: 'Cosa posso fare invece: mostrare i risultati e i suggerimenti per quella parte, con i passaggi citati.',
    whichPart:
      'Mi dica di quale parte si tratta (per esempio la sezione mercato o il piano di lavoro) e ne elencherò i risultati.',
    administrator:
      'Un amministratore può collegare un modello linguistico a questo server (`LLM_PROVIDER=openai-compatible` con `LLM_BASE_URL` e `LLM_MODEL`, vedi il README). Anche il modello riceve solo il testo anonimizzato.',
  },
};

export const fillFrame = (text: string, values: { topics?: string; count?: number }): string =>
  text.replace('{topics}', values.topics ?? '').replace('{count}', String(values.count ?? ''));
