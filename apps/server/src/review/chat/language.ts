/**
 * The language of a chat question, and the fixed frame of the offline reviewer's answers in English, German, French
 * and Italian. The findings themselves are in the report's language; an answer in another language says so once.
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

/** The language with the most hints; null when the question has none (too short to tell). */
export function detectLanguage(question: string): TLanguage | null {
  const folded = foldText(question);
  let best: TLanguage | null = null;
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
  de: '*Eingebauter Offline-Reviewer: regelbasiert, ohne Sprachmodell. Ich antworte aus den Befunden der Analyse dieses Chats, Ihren Dokumenten und den Kriterien des Förderers und zitiere, was ich gefunden habe.*',
  fr: "*Relecteur hors ligne intégré : je fonctionne par règles, sans modèle de langage. Je réponds à partir des constats de l'analyse de ce chat, de vos documents et des critères du bailleur de fonds, et je cite ce que j'ai trouvé.*",
  it: "*Revisore offline integrato: funziono con regole, senza modello linguistico. Rispondo in base ai risultati dell'analisi di questa chat, ai suoi documenti e ai criteri dell'ente finanziatore, e cito ciò che ho trovato.*",
};

/** Said once, in the answer's language, when the findings quoted are in another one (the report's). */
const FINDINGS_LANGUAGE_NOTES: Record<TLanguage, Record<TLanguage, string>> = {
  en: {
    en: '',
    de: 'The findings themselves are in German.',
    fr: 'The findings themselves are in French.',
    it: 'The findings themselves are in Italian.',
  },
  de: {
    en: 'Die Befunde selbst sind auf Englisch.',
    de: '',
    fr: 'Die Befunde selbst sind auf Französisch.',
    it: 'Die Befunde selbst sind auf Italienisch.',
  },
  fr: {
    en: 'Les constats eux-mêmes sont en anglais.',
    de: 'Les constats eux-mêmes sont en allemand.',
    fr: '',
    it: 'Les constats eux-mêmes sont en italien.',
  },
  it: {
    en: 'I risultati stessi sono in inglese.',
    de: 'I risultati stessi sono in tedesco.',
    fr: 'I risultati stessi sono in francese.',
    it: '',
  },
};

/** The answer's opening notice, with the note on the findings' language when it differs from the answer's. */
export function chatNotice(language: TLanguage, findingsLanguage: TLanguage): string {
  const note = FINDINGS_LANGUAGE_NOTES[language][findingsLanguage];
  return note ? `${CHAT_NOTICES[language].slice(0, -1)} ${note}*` : CHAT_NOTICES[language];
}

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
  | 'administrator'
  | 'noDocuments'
  | 'rules'
  | 'ruleFinding'
  | 'ruleNoFinding'
  | 'ruleUnread'
  | 'ruleOutside'
  | 'readFrom'
  | 'coFundingNotApplicable'
  | 'noBudgetCap'
  | 'missing'
  | 'thinCriteria'
  | 'nothingMissing'
  | 'otherFindings'
  | 'nextSteps'
  | 'criteria'
  | 'criterion'
  | 'fallback';

/** Words in braces (`{topics}`, `{count}`, `{value}` …) are filled in by fillFrame. */
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
    overview: 'The findings, most severe first:',
    noFindings: 'The analysis has no findings: every check passed.',
    weakest: 'The weakest part',
    blockersFirst: 'First the blockers: they can get the application refused until they are fixed.',
    lowestRated: 'The lowest-rated criteria, with their findings:',
    allStrong: 'No blocker, and every criterion is rated Strong. The most important remaining findings:',
    noAnalysis:
      'There is no completed analysis in this chat yet, so I reviewed your documents just now to answer. Start one with **Start Analysis** on this revision’s analysis page to keep its report in this chat.',
    cannotWrite:
      'I cannot write, rewrite or translate text: I am the built-in offline reviewer, rule-based, with no language model.',
    instead: 'What I can do instead: show the findings and suggestions for that part, with the passages they quote.',
    whichPart: 'Tell me which part (for example the market section or the work plan) and I will list its findings.',
    administrator:
      'An administrator can connect a language model to this server (`LLM_PROVIDER=openai-compatible` with `LLM_BASE_URL` and `LLM_MODEL`, see the README). The model also receives only the anonymized text.',
    noDocuments:
      'No document with text has been uploaded to this revision yet, so the review below only lists what is missing.',
    rules: 'Funding rules',
    ruleFinding: 'see the finding *{finding}* below.',
    ruleNoFinding: 'the analysis raised no finding about this rule.',
    ruleUnread: 'I could not read {what} from your documents, so this rule is not confirmed.',
    ruleOutside:
      'your documents give {value}, outside {range}, but the analysis raised no finding (it allows for rounding, or your documents changed since it ran): check the figure.',
    readFrom: '(read from {labels})',
    coFundingNotApplicable:
      "The co-funding rules (the implementation partner's share of 40–60% and its cash contribution) do not apply to the {programme}: no co-funding is required.",
    noBudgetCap:
      "There is no maximum budget for an {programme}, as long as the cost/benefit ratio is right; the budget rules are the implementation partner's share and its cash contribution.",
    missing: 'What is missing or too thin, most severe first:',
    thinCriteria: 'Criteria with too little evidence',
    nothingMissing:
      'Nothing essential is missing: every required document is uploaded, every expected section was found and every criterion has evidence.',
    otherFindings: 'The analysis has {count} other findings; ask "What did you find?" to see them all.',
    nextSteps: 'What to do next, most important first:',
    criteria: 'How each criterion of the {programme} was rated:',
    criterion: 'Related criterion',
    fallback:
      'I could not tell which criterion or rule the question is about. You can ask, for example: "What is the weakest part?", "What did you find about the budget?", "How do I fix the market section?", "What is missing?", "What should I do next?"',
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
    overview: 'Die Befunde, das Schwerwiegendste zuerst:',
    noFindings: 'Die Analyse hat keine Befunde: Alle Prüfungen sind bestanden.',
    weakest: 'Die grösste Schwäche',
    blockersFirst: 'Zuerst die Blocker: Sie können zur Ablehnung des Gesuchs führen, bis sie behoben sind.',
    lowestRated: 'Die am schwächsten bewerteten Kriterien, mit ihren Befunden:',
    allStrong: 'Kein Blocker, und jedes Kriterium ist als stark bewertet. Die wichtigsten übrigen Befunde:',
    noAnalysis:
      'In diesem Chat gibt es noch keine abgeschlossene Analyse; für diese Antwort habe ich Ihre Dokumente soeben geprüft. Starten Sie eine mit **Start Analysis** auf der Analyseseite dieser Revision, damit ihr Bericht in diesem Chat bleibt.',
    cannotWrite:
      'Ich kann keinen Text schreiben, umschreiben oder übersetzen: Ich bin der eingebaute Offline-Reviewer, regelbasiert, ohne Sprachmodell.',
    instead:
      'Was ich stattdessen kann: die Befunde und Vorschläge zu diesem Teil zeigen, mit den Stellen, die sie zitieren.',
    whichPart:
      'Sagen Sie mir, um welchen Teil es geht (zum Beispiel den Marktteil oder den Arbeitsplan), dann liste ich seine Befunde auf.',
    administrator:
      'Eine Administratorin oder ein Administrator kann diesem Server ein Sprachmodell anschliessen (`LLM_PROVIDER=openai-compatible` mit `LLM_BASE_URL` und `LLM_MODEL`, siehe README). Auch das Modell erhält nur den anonymisierten Text.',
    noDocuments:
      'Zu dieser Revision ist noch kein Dokument mit Text hochgeladen; die Prüfung unten zeigt nur, was fehlt.',
    rules: 'Förderregeln',
    ruleFinding: 'siehe den Befund *{finding}* unten.',
    ruleNoFinding: 'die Analyse hat zu dieser Regel keinen Befund ergeben.',
    ruleUnread: 'Ich konnte {what} nicht aus Ihren Dokumenten lesen; die Regel ist daher nicht bestätigt.',
    ruleOutside:
      'Ihre Dokumente nennen {value}, ausserhalb von {range}, aber die Analyse hat dazu keinen Befund (sie lässt Rundungen zu, oder Ihre Dokumente haben sich seither geändert): Prüfen Sie die Zahl.',
    readFrom: '(gelesen aus {labels})',
    coFundingNotApplicable:
      'Die Regeln zur Mitfinanzierung (Anteil des Umsetzungspartners von 40–60 % und sein Barbeitrag) gelten für das {programme} nicht: Eine Mitfinanzierung ist nicht verlangt.',
    noBudgetCap:
      'Für ein {programme} gibt es keine Budgetobergrenze, solange das Kosten-Nutzen-Verhältnis stimmt; die Budgetregeln sind der Anteil des Umsetzungspartners und sein Barbeitrag.',
    missing: 'Was fehlt oder zu knapp ist, das Schwerwiegendste zuerst:',
    thinCriteria: 'Kriterien mit zu wenig Belegen',
    nothingMissing:
      'Nichts Wesentliches fehlt: Alle verlangten Dokumente sind hochgeladen, jeder erwartete Abschnitt wurde gefunden, und jedes Kriterium ist belegt.',
    otherFindings: 'Die Analyse hat {count} weitere Befunde; fragen Sie «Was habt ihr gefunden?», um alle zu sehen.',
    nextSteps: 'Was als Nächstes zu tun ist, das Wichtigste zuerst:',
    criteria: 'Wie jedes Kriterium des {programme} bewertet wurde:',
    criterion: 'Zugehöriges Kriterium',
    fallback:
      'Ich konnte nicht erkennen, um welches Kriterium oder welche Regel es geht. Fragen Sie zum Beispiel: «Was ist die grösste Schwäche?», «Was habt ihr zum Budget gefunden?», «Wie verbessere ich den Marktteil?», «Was fehlt?», «Was soll ich als Nächstes tun?»',
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
    overview: "Les constats, le plus grave d'abord :",
    noFindings: "L'analyse n'a aucun constat : tous les contrôles sont passés.",
    weakest: 'Le point le plus faible',
    blockersFirst:
      "D'abord les points bloquants : ils peuvent faire refuser la demande tant qu'ils ne sont pas corrigés.",
    lowestRated: 'Les critères les moins bien évalués, avec leurs constats :',
    allStrong: 'Aucun point bloquant, et chaque critère est jugé solide. Les constats restants les plus importants :',
    noAnalysis:
      "Ce chat n'a pas encore d'analyse terminée ; pour répondre, j'ai examiné vos documents à l'instant. Lancez-en une avec **Start Analysis** sur la page d'analyse de cette révision pour garder son rapport dans ce chat.",
    cannotWrite:
      'Je ne peux pas écrire, réécrire ni traduire de texte : je suis le relecteur hors ligne intégré, fondé sur des règles, sans modèle de langage.',
    instead:
      'Ce que je peux faire à la place : montrer les constats et les suggestions pour cette partie, avec les passages cités.',
    whichPart:
      'Dites-moi de quelle partie il s’agit (par exemple la section marché ou le plan de travail) et je listerai ses constats.',
    administrator:
      'Un administrateur peut connecter un modèle de langage à ce serveur (`LLM_PROVIDER=openai-compatible` avec `LLM_BASE_URL` et `LLM_MODEL`, voir le README). Le modèle ne reçoit lui aussi que le texte anonymisé.',
    noDocuments:
      "Aucun document avec du texte n'a encore été téléversé dans cette révision ; la revue ci-dessous indique seulement ce qui manque.",
    rules: 'Règles de financement',
    ruleFinding: 'voir le constat *{finding}* ci-dessous.',
    ruleNoFinding: "l'analyse n'a relevé aucun constat sur cette règle.",
    ruleUnread: "Je n'ai pas pu lire {what} dans vos documents ; cette règle n'est donc pas confirmée.",
    ruleOutside:
      "vos documents indiquent {value}, hors de {range}, mais l'analyse n'a relevé aucun constat (elle tolère les arrondis, ou vos documents ont changé depuis) : vérifiez le chiffre.",
    readFrom: '(lu dans {labels})',
    coFundingNotApplicable:
      "Les règles de cofinancement (part du partenaire de mise en œuvre de 40–60 % et sa contribution en espèces) ne s'appliquent pas à l'{programme} : aucun cofinancement n'est exigé.",
    noBudgetCap:
      "Il n'y a pas de budget maximal pour un {programme}, tant que le rapport coût/bénéfice est bon ; les règles budgétaires sont la part du partenaire de mise en œuvre et sa contribution en espèces.",
    missing: "Ce qui manque ou reste trop mince, le plus grave d'abord :",
    thinCriteria: 'Critères avec trop peu de preuves',
    nothingMissing:
      "Rien d'essentiel ne manque : tous les documents requis sont téléversés, chaque section attendue a été trouvée et chaque critère est étayé.",
    otherFindings: "L'analyse a {count} autres constats ; demandez « Qu'avez-vous trouvé ? » pour les voir tous.",
    nextSteps: "Que faire ensuite, le plus important d'abord :",
    criteria: "Comment chaque critère de l'{programme} a été évalué :",
    criterion: 'Critère concerné',
    fallback:
      "Je n'ai pas pu déterminer de quel critère ou de quelle règle il s'agit. Vous pouvez demander par exemple : « Quel est le point le plus faible ? », « Qu'avez-vous trouvé sur le budget ? », « Comment améliorer la section marché ? », « Que manque-t-il ? », « Que dois-je faire ensuite ? »",
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
    overview: 'I risultati, dal più grave:',
    noFindings: "L'analisi non ha risultati: tutti i controlli sono superati.",
    weakest: 'Il punto più debole',
    blockersFirst: 'Prima i punti bloccanti: possono far respingere la domanda finché non sono risolti.',
    lowestRated: 'I criteri con la valutazione più bassa, con i loro risultati:',
    allStrong: 'Nessun punto bloccante e ogni criterio è valutato solido. I risultati rimanenti più importanti:',
    noAnalysis:
      "In questa chat non c'è ancora un'analisi completata; per rispondere ho esaminato ora i suoi documenti. Ne avvii una con **Start Analysis** nella pagina di analisi di questa revisione per conservarne il rapporto in questa chat.",
    cannotWrite:
      'Non posso scrivere, riscrivere o tradurre testi: sono il revisore offline integrato, basato su regole, senza modello linguistico.',
    instead: 'Cosa posso fare invece: mostrare i risultati e i suggerimenti per quella parte, con i passaggi citati.',
    whichPart:
      'Mi dica di quale parte si tratta (per esempio la sezione mercato o il piano di lavoro) e ne elencherò i risultati.',
    administrator:
      'Un amministratore può collegare un modello linguistico a questo server (`LLM_PROVIDER=openai-compatible` con `LLM_BASE_URL` e `LLM_MODEL`, vedi il README). Anche il modello riceve solo il testo anonimizzato.',
    noDocuments:
      'In questa revisione non è ancora stato caricato alcun documento con testo; la revisione qui sotto indica solo ciò che manca.',
    rules: 'Regole di finanziamento',
    ruleFinding: 'vedi il risultato *{finding}* qui sotto.',
    ruleNoFinding: "l'analisi non ha rilevato nulla su questa regola.",
    ruleUnread: 'Non ho potuto leggere {what} nei suoi documenti; questa regola non è quindi confermata.',
    ruleOutside:
      "i suoi documenti indicano {value}, fuori da {range}, ma l'analisi non ha rilevato nulla (tollera gli arrotondamenti, o i suoi documenti sono cambiati nel frattempo): verifichi la cifra.",
    readFrom: '(letto da {labels})',
    coFundingNotApplicable:
      "Le regole sul cofinanziamento (quota del partner di attuazione del 40–60% e il suo contributo in contanti) non si applicano all'{programme}: non è richiesto alcun cofinanziamento.",
    noBudgetCap:
      'Non esiste un budget massimo per un {programme}, purché il rapporto costi/benefici sia adeguato; le regole sul budget sono la quota del partner di attuazione e il suo contributo in contanti.',
    missing: 'Cosa manca o è troppo scarno, dal più grave:',
    thinCriteria: 'Criteri con prove insufficienti',
    nothingMissing:
      'Non manca nulla di essenziale: tutti i documenti richiesti sono caricati, ogni sezione attesa è stata trovata e ogni criterio è documentato.',
    otherFindings: "L'analisi ha altri {count} risultati; chieda «Cosa avete trovato?» per vederli tutti.",
    nextSteps: 'Cosa fare ora, dal più importante:',
    criteria: "Come è stato valutato ogni criterio dell'{programme}:",
    criterion: 'Criterio correlato',
    fallback:
      'Non ho capito a quale criterio o regola si riferisce la domanda. Può chiedere per esempio: «Qual è il punto più debole?», «Cosa avete trovato sul budget?», «Come miglioro la sezione mercato?», «Cosa manca?», «Cosa devo fare ora?»',
  },
};

export const fillFrame = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
