/** The report's wording in Italian, addressed formally (Lei), in Innosuisse's terms (domanda, partner attuatore). */
import type { TCatalog } from './index.js';

export const IT: TCatalog = {
  messages: {
    'report.title': 'Verifica prima della presentazione: {programme}',
    'report.notice.builtin':
      "Revisore offline integrato: controlli basati su regole secondo i criteri dell'ente finanziatore, senza modello di IA. Legge le sezioni, le tabelle e le cifre dei suoi documenti; consideri quindi i suoi risultati come indicazioni, non come il giudizio dell'ente finanziatore.",
    'report.notice.model':
      "Redatto da un modello di IA sulla base dei suoi documenti anonimizzati e dei criteri dell'ente finanziatore; i controlli del revisore integrato gli sono stati forniti come fatti.",
    'report.readiness': 'Valutazione complessiva: {level}',
    'report.documents': 'Documenti esaminati: {documents}.',
    'report.noDocuments': 'Non è stato fornito alcun documento con testo.',
    'report.criteria': 'Criteri',
    'report.ratingScale': 'Ogni criterio è valutato sulla stessa scala: {scale}.',
    'report.criteriaColumn.criterion': 'Criterio',
    'report.criteriaColumn.rating': 'Valutazione',
    'report.criteriaColumn.why': 'Motivo',
    'report.assumedCriterion': '{title} (ipotizzato)',
    'report.findings': 'Risultati',
    'report.noFindings': 'Nessun risultato: tutti i controlli sono superati.',
    'report.severityHeading': '{title} ({count}): {meaning}',
    'report.evidenceIn': '{document}, sezione "{section}"',
    'report.lookedFor': 'Cercato',
    'report.whatToDo': 'Cosa fare',
    'report.label': '{label}:',
    'report.readings': 'Come sono stati letti i suoi documenti',
    'report.readingsColumn.document': 'Documento',
    'report.readingsColumn.section': 'Sezione',
    'report.readingsColumn.readAs': 'Letta come',
    'report.readFromContent': '{title} (dal contenuto)',
    'report.notMapped': 'non attribuita',
    'report.about': 'Su questa verifica',
    'report.masking':
      'I dati personali sono stati mascherati prima della verifica; in questa vista i valori reali sono di nuovo visibili. Solo lei può vederli.',
    'report.quotesDropped': 'Citazioni del modello assenti dai suoi documenti, e quindi omesse: {count}.',
    'report.assumedCriteria': 'Criteri ipotizzati (non verificati su una fonte ufficiale): {criteria}.',
    'report.sources': 'Fonti: {sources}.',
    'report.unread': 'Documenti non letti',
    'report.unreadIntro': 'Questa verifica non tiene conto dei documenti seguenti:',

    'readiness.ready': 'Pronta',
    'readiness.nearly-ready': 'Quasi pronta',
    'readiness.needs-work': 'Da rivedere',
    'readiness.not-ready': 'Non pronta',
    'rating.strong': 'Solido',
    'rating.adequate': 'Adeguato',
    'rating.weak': 'Debole',
    'rating.missing': 'Assente',
    'rating.inline.strong': 'solido',
    'rating.inline.adequate': 'adeguato',
    'rating.inline.weak': 'debole',
    'rating.inline.missing': 'assente',
    'rating.meaning.strong': 'prove convincenti per tutto ciò che i valutatori esaminano',
    'rating.meaning.adequate': 'trattato, con lacune che i valutatori noteranno',
    'rating.meaning.weak': 'menzionato, ma senza le cifre o i dettagli di cui i valutatori hanno bisogno',
    'rating.meaning.missing': 'nessuna prova trovata',
    'severity.blocker': 'Punti bloccanti',
    'severity.important': 'Importanti',
    'severity.minor': 'Minori',
    'severity.meaning.blocker':
      'finché non sono risolti, la domanda sarà probabilmente respinta o un criterio non sarà soddisfatto',
    'severity.meaning.important': 'costano punti presso gli esperti',
    'severity.meaning.minor': 'rifiniture',

    'rationale.readFrom': 'Letto da {sections}',
    'rationale.noSection': 'Nessuna sezione propria',
    'rationale.coverage': '{where}; trattati {covered} dei {total} punti che i valutatori esaminano.',
    'rationale.coverageFinding':
      '{where}; trattati {covered} dei {total} punti che i valutatori esaminano; risultato: {finding}.',
    'rationale.coverageFindings':
      '{where}; trattati {covered} dei {total} punti che i valutatori esaminano; {count} risultati, il primo: {finding}.',
    'summary.blockers_one': '{count} punto bloccante',
    'summary.blockers_other': '{count} punti bloccanti',
    'summary.important_one': '{count} risultato importante',
    'summary.important_other': '{count} risultati importanti',
    'summary.counts': '{counts}.',
    'summary.countsBoth': '{blockers} e {important}.',
    'summary.none': 'Nessun punto bloccante e nessun risultato importante.',
    'summary.weakest': 'Punti più deboli: {criteria}.',
    'summary.weakestItem': '{title} ({rating})',
    'summary.fixBlockers': 'Risolva i punti bloccanti prima di presentare la domanda.',

    'document.title': 'Documento mancante: {slot}',
    'document.explanation': 'Il documento {slot} è obbligatorio: {description}',
    'document.suggestion': 'Carichi il documento {slot} nello spazio con lo stesso nome.',
    'document.lookedFor': 'un documento elaborato nello spazio «{slot}»',
    'section.title': 'Sezione mancante: {section}',
    'section.explanation':
      'Gli esperti si aspettano una sezione sul tema «{section}»; nessun titolo e nessun passaggio della domanda lo tratta.',
    'section.suggestion': 'Aggiunga una sezione «{title}» che risponda a ciò che gli esperti vi cercano.',
    'section.lookedFor': 'un titolo o un passaggio sul tema «{section}» in {documents}',

    'ip.title': 'La proprietà intellettuale e la libertà di operare non sono trattate',
    'ip.explanation':
      "Gli esperti valutano la situazione della PI come parte dell'innovazione: a chi appartengono i risultati, cosa è o sarà protetto e se brevetti di terzi bloccano il prodotto.",
    'ip.suggestion':
      "Aggiunga un paragrafo «Proprietà intellettuale e libertà di operare»: brevetti o depositi esistenti, protezione prevista, l'accordo tra i partner sulla proprietà dei risultati e l'esito di una ricerca brevettuale.",
    'ip.lookedFor':
      'proprietà intellettuale, brevetti, licenze o libertà di operare (in inglese, tedesco, francese o italiano) in tutti i documenti',

    'product.title': 'La domanda si legge come ricerca, non come un prodotto o un servizio per clienti',
    'product.explanation.eth':
      'Il Pioneer Fellowship finanzia il percorso dalla ricerca a un prodotto o servizio con potenziale di mercato; la ricerca di base non è ammessa.',
    'product.explanation.innosuisse':
      "Innosuisse promuove l'innovazione che crea valore sul mercato; gli esperti cercano il prodotto o il servizio, i suoi clienti e il modo in cui sarà venduto.",
    'product.suggestion':
      'Descriva il prodotto o il servizio a cui porta il progetto, chi lo acquista o lo usa, quale problema risolve per loro e come arriva sul mercato.',
    'product.lookedFor': 'un prodotto o un servizio, i suoi clienti, il prezzo e la via verso il mercato',

    'team.title': 'Il team non mostra alcuna {competence}',
    'team.explanation':
      'Per {domain}, gli esperti cercano nel team una {competence}. Le descrizioni del team e i CV non la menzionano.',
    'team.suggestion':
      'Indichi chi apporta questa {competence} (un membro del team, un consulente o un partner), con i risultati ottenuti; se ancora nessuno, dica come e quando sarà aggiunta.',
    'team.lookedFor': '{competence} nella descrizione del team',
    'team.lookedForWithCv': '{competence} nella descrizione del team e nel CV',
    'team.domain.medical': 'un dispositivo medico',
    'team.competence.medical': 'esperienza regolatoria o clinica',
    'team.domain.testing': 'un test che rileva sostanze o organismi in campioni',
    'team.competence.testing': 'competenza in chimica, biologia o sicurezza alimentare',
    'team.domain.business': 'un prodotto che deve essere venduto',
    'team.competence.business': 'esperienza commerciale, di vendita o di mercato',

    'market.unsourced.title': 'Le cifre di mercato non hanno né fonte né anno',
    'market.someUnsourced.title': '{count} delle {total} cifre di mercato non hanno né fonte né anno',
    'market.unsourced.explanation':
      'Le dimensioni di un mercato convincono solo con la loro origine e la loro data: gli esperti danno poco peso alle cifre che non possono verificare.',
    'market.unsourced.suggestion':
      'Indichi per ogni cifra di mercato la fonte (studio, ufficio di statistica, associazione) e l’anno, p. es. «(UST 2024)».',
    'market.uncertain.title':
      'Impossibile verificare che il mercato sia quantificato: le sue cifre non dicono cosa contano né da dove provengono',
    'market.notSized.title': 'Il mercato non è quantificato',
    'market.notSized.explanation':
      'Gli esperti cercano la dimensione del mercato di riferimento in cifre (clienti o CHF all’anno), con l’origine della cifra.',
    'market.notSized.suggestion':
      'Indichi la dimensione del mercato accessibile in CHF o in clienti all’anno, con fonte e anno, e la quota a cui mira.',
    'market.notSized.lookedForIn': 'una dimensione del mercato in cifre in {sections}',
    'market.notSized.lookedForAnywhere': 'una dimensione del mercato in cifre in qualsiasi punto della domanda',

    'sustainability.noContribution.title':
      'La sezione sulla sostenibilità non indica alcun contributo ambientale o sociale',
    'sustainability.noContribution.explanation':
      "Innosuisse valuta il contributo allo sviluppo sostenibile: gli effetti ambientali e sociali, per esempio rispetto agli obiettivi di sviluppo sostenibile dell'ONU, non solo la continuità dell'impresa.",
    'sustainability.noContribution.suggestion':
      "Dica cosa cambia il prodotto per l'ambiente e per la società (emissioni, risorse, salute, lavoro), quantificato se possibile, e a quali OSS contribuisce.",
    'sustainability.missing.title': 'Il contributo allo sviluppo sostenibile non è illustrato',
    'sustainability.missing.explanation':
      "Innosuisse valuta il contributo allo sviluppo sostenibile (economico, sociale e ambientale), per esempio rispetto agli obiettivi di sviluppo sostenibile dell'ONU.",
    'sustainability.missing.suggestion':
      'Aggiunga una breve sezione sulla sostenibilità: gli effetti ambientali e sociali del prodotto, quantificati se possibile, e gli OSS a cui contribuisce.',
    'sustainability.missing.lookedFor':
      'una sezione sulla sostenibilità o affermazioni sullo sviluppo sostenibile, gli OSS (SDG, ODD, Ziele für nachhaltige Entwicklung), le emissioni o il clima',

    'novelty.claims.title_one': '{count} affermazione di novità senza cifra né confronto',
    'novelty.claims.title_other': '{count} affermazioni di novità senza cifra né confronto',
    'novelty.claims.explanation':
      'Parole come «unico» o «rivoluzionario» convincono gli esperti solo con il confronto o la cifra che le dimostra.',
    'novelty.claims.suggestion':
      'Sostituisca ogni affermazione con ciò su cui si basa: un vantaggio misurato rispetto a un’alternativa nominata.',
    'novelty.notShown.title': "La novità è affermata, ma non dimostrata rispetto allo stato dell'arte",
    'novelty.notShown.explanation':
      'Gli esperti giudicano la novità di una soluzione confrontandola con le migliori soluzioni esistenti e con i concorrenti; un’affermazione di novità senza questo confronto non convince.',
    'novelty.notShown.suggestion':
      "Aggiunga un paragrafo sullo stato dell'arte: le migliori soluzioni esistenti e i concorrenti, i loro limiti e come si colloca la sua soluzione, in cifre se possibile.",
    'novelty.notShown.lookedFor':
      "una sezione sullo stato dell'arte o sulla concorrenza, o confronti con soluzioni esistenti o concorrenti",

    'host.sought.title': 'Nessun professore ospitante è nominato: è ancora in fase di ricerca',
    'host.missing.title': 'Nessun professore ospitante è nominato',
    'host.explanation':
      'Un Pioneer Fellowship richiede un professore o una professoressa ospitante dell’ETH che sostenga il progetto; i fondi sono gestiti sui conti della cattedra ospitante.',
    'host.suggestion':
      'Nomini il professore o la professoressa ospitante e il laboratorio, e indichi cosa mette a disposizione (spazio in laboratorio, attrezzature, supervisione); alleghi la lettera di sostegno se il bando la richiede.',
    'host.lookedFor':
      'un professore ospitante (host professor, Host-Professur, professeur hôte, professore ospite) in tutti i documenti',

    'share.title': 'La quota del partner attuatore è del {value} dei costi totali del progetto',
    'share.uncertain.title': 'Impossibile verificare la quota del partner attuatore: le cifre danno il {value}',
    'share.uncertainStated.title':
      'Impossibile verificare la quota del partner attuatore: le cifre danno il {value}, la domanda indica il {other}',
    'share.explanation':
      'Innosuisse si aspetta che il partner attuatore sostenga il {min}–{max} % dei costi totali del progetto.',
    'share.uncertainNote':
      'La quota è stata calcolata da cifre lette nel testo o da tabelle che la contraddicono; potrebbe essere letta male: la verifichi nel budget.',
    'share.justifiedNote':
      'La domanda motiva una quota inferiore; si assicuri che indichi uno dei motivi ammessi dalla legge.',
    'share.suggestion.raise':
      'Porti il contributo proprio del partner ad almeno il {min} %, o motivi la quota inferiore con i motivi dell’art. 19 cpv. 2bis RS 420.1 (rischio elevato, ampia cerchia di utenti o partner privo dei mezzi necessari).',
    'share.suggestion.lower':
      'Riduca la quota del partner al massimo al {max} % dei costi totali, o riequilibri il budget.',
    'cash.title': 'Il contributo in contanti è del {value} dei costi totali del progetto',
    'cash.uncertain.title':
      'Impossibile verificare il contributo in contanti: le cifre danno il {value} dei costi totali del progetto',
    'cash.explanation':
      'Il contributo in contanti del partner attuatore al partner di ricerca deve essere almeno il {min} % dei costi totali del progetto.',
    'cash.uncertainNote':
      'La quota è stata calcolata da cifre lette nel testo o da cifre contraddittorie: la verifichi nel budget.',
    'cash.suggestion': 'Porti il contributo in contanti ad almeno il {min} % dei costi totali del progetto.',
    'cash.suggestionWithAmount':
      'Porti il contributo in contanti ad almeno il {min} % dei costi totali del progetto ({amount}).',
    'duration.title': 'La durata di {months} mesi è fuori dall’intervallo di {min}–{max} mesi',
    'duration.explanation.typical':
      'I progetti d’innovazione durano di norma {min}–{max} mesi; un piano più lungo deve essere motivato.',
    'duration.explanation.fixed': 'Il programma finanzia {min}–{max} mesi di lavoro.',
    'duration.suggestion': 'Pianifichi il progetto entro {min}–{max} mesi, o spieghi perché ne servono {months}.',
    'budget.title': 'Il budget di {value} supera il limite di {limit}',
    'budget.explanation': 'L’ETH Pioneer Fellowship finanzia al massimo {limit}.',
    'budget.suggestion':
      'Riduca il budget al massimo a {limit}: elimini o riduca voci, o le rinvii a un finanziamento successivo.',
    'totals.title.table':
      'I costi totali del progetto non coincidono: {text} nel testo, {budget} nella tabella del budget',
    'totals.title.budget': 'I costi totali del progetto non coincidono: {text} nel testo, {budget} nel budget',
    'totals.explanation':
      'Gli esperti confrontano le cifre della domanda con il budget; una differenza rende dubbie entrambe.',
    'totals.suggestion': 'Usi ovunque lo stesso totale e verifichi la tabella del budget rispetto al testo.',
    'requested.title': 'L’importo richiesto non coincide: {text} nella domanda, {budget} nel budget',
    'requested.explanation': 'L’importo richiesto deve corrispondere al totale del budget.',
    'requested.suggestion': 'Corregga l’importo nella domanda o nel budget in modo che coincidano.',
    'tableTotal.title': 'Le righe di una tabella del budget danno {sum}, ma il suo totale indica {total}',
    'tableTotal.explanation':
      'Nella tabella sotto "{section}", i {count} importi della colonna "{column}" non danno la riga del totale.',
    'tableTotal.suggestion': 'Ricalcoli la tabella e usi il totale corretto ovunque sia citato.',
    'joint.title.research': 'Nessun partner di ricerca è nominato',
    'joint.title.implementation': 'Nessun partner attuatore è nominato',
    'joint.title.both': 'Non è nominato né un partner di ricerca né un partner attuatore',
    'joint.explanation':
      'Un progetto d’innovazione Innosuisse è presentato congiuntamente da un partner di ricerca e da un partner attuatore indipendenti l’uno dall’altro.',
    'joint.suggestion': 'Nomini entrambi i partner, il loro ruolo nel progetto e ciò che ciascuno apporta.',
    'joint.lookedFor.research': 'un partner di ricerca nominato in tutti i documenti',
    'joint.lookedFor.implementation': 'un partner attuatore nominato in tutti i documenti',
    'joint.lookedFor.both': 'un partner di ricerca e un partner attuatore nominati in tutti i documenti',

    'workPackages.title_one': 'Il pacchetto di lavoro {packages} non ha alcuna riga nel budget',
    'workPackages.title_other': 'I pacchetti di lavoro {packages} non hanno alcuna riga nel budget',
    'workPackages.explanation':
      'Il budget è suddiviso per pacchetti di lavoro, ma non tutti i pacchetti del piano vi figurano. Gli esperti verificano che il budget corrisponda al lavoro.',
    'workPackages.suggestion':
      'Attribuisca a ogni pacchetto di lavoro i suoi costi nel budget, o lo unisca a un pacchetto già budgetato.',
    'milestones.none.title': 'Nessuna milestone trovata',
    'milestones.none.explanation.plan':
      'Il piano di lavoro non nomina alcuna milestone. Gli esperti cercano milestone quantitative, verificabili e datate.',
    'milestones.none.explanation.noPlan':
      'Non è stato trovato alcun piano di lavoro con milestone. Gli esperti cercano milestone quantitative, verificabili e datate.',
    'milestones.none.suggestion':
      'Aggiunga milestone come «M2 (mese 12): il prototipo rileva il 95 % dei difetti su 1000 campioni», ognuna legata a un pacchetto di lavoro.',
    'milestones.none.lookedFor':
      'designazioni di milestone (M1, Meilenstein 1, Jalon 1, Traguardo 1) e tabelle delle milestone',
    'milestones.unmeasurable.title':
      '{count} delle {total} milestone nominano un’attività, non un risultato misurabile',
    'milestones.unmeasurable.explanation':
      'Una milestone dice cosa viene raggiunto e come si misura il successo: con un numero, una soglia o un evento che si verifica o no.',
    'milestones.unmeasurable.suggestion':
      'Riformuli ogni milestone come un risultato verificabile: «M2 (mese 12): il prototipo rileva il 95 % dei difetti su 1000 campioni di prova».',
    'milestones.undated.title': '{count} delle {total} milestone non hanno né data né mese',
    'milestones.undated.explanation':
      'Gli esperti verificano che le milestone siano datate, in modo da poter misurare l’avanzamento rispetto al piano.',
    'milestones.undated.suggestion': 'Indichi per ogni milestone il mese (o la data) entro cui deve essere raggiunta.',
    'risks.table.title_one': '{count} rischio non ha alcuna misura di mitigazione',
    'risks.table.title_other': '{count} rischi non hanno alcuna misura di mitigazione',
    'risks.table.explanation':
      'Gli esperti si aspettano per ogni rischio ciò che si fa per evitarlo o per limitarne i danni.',
    'risks.table.suggestion':
      'Dia a ogni rischio una misura di mitigazione concreta (cosa, chi, entro quando) e, se il rischio è elevato, una soluzione di ripiego.',
    'risks.prose.none.title': 'I rischi sono elencati senza misure di mitigazione',
    'risks.prose.some.title': '{count} dei {total} rischi non hanno alcuna misura di mitigazione',
    'risks.prose.none.explanation': 'La sezione "{section}" nomina dei rischi, ma non ciò che si fa per affrontarli.',
    'risks.prose.some.explanation':
      'La sezione "{section}" nomina dei rischi, ma non ciò che si fa per affrontarli tutti.',
    'risks.prose.suggestion':
      'Aggiunga per ogni rischio una misura di mitigazione (cosa, chi, entro quando), per esempio in una tabella: rischio, probabilità, impatto, misura.',

    // the report in the Word export
    'export.formalCriterion': 'Regole formali e finanziarie',
    'export.documentsReviewed': 'Documenti esaminati',
    'export.noDocuments': 'non è stato fornito alcun documento con testo',
    'export.ratingScale': 'Ogni criterio è valutato su una stessa scala:',
    'export.findingCriterion': 'Criterio: {criterion}',
    'export.evidence': 'Prove',
    'export.quote': '«{quote}»',
    'export.evidenceIn': '{document}, sezione «{section}»',
    'export.readAs': 'La sua sezione «{section}» è stata letta come {title}.',
    'export.readFromContent': 'La sua sezione «{section}» è stata letta come {title} (dal contenuto).',
    'export.notMatched':
      'La sua sezione «{section}» non è stata attribuita ad alcun elemento valutato dall’ente finanziatore.',
    'export.figures': 'Cifre chiave',
    'export.figuresColumn.figure': 'Cifra',
    'export.figuresColumn.value': 'Valore',
    'export.figuresColumn.readAs': 'Letta come',
    'export.figuresColumn.document': 'Documento',
    'export.percent': '{value}\u00a0%',
    'export.months_one': '{value} mese',
    'export.months_other': '{value} mesi',
    'export.fte': '{value} ETP',
    'export.masking':
      'I dati personali sono stati mascherati prima della verifica; in questa esportazione i valori reali sono di nuovo visibili nelle citazioni dei suoi documenti.',
    'export.sources': 'Fonti',
    'figureRole.total-cost': 'Costo totale del progetto',
    'figureRole.partner-contribution': 'Contributo del partner',
    'figureRole.partner-share': 'Quota del partner',
    'figureRole.cash-contribution': 'Contributo in contanti',
    'figureRole.requested-amount': 'Importo richiesto',
    'figureRole.research-cost': 'Costi del partner di ricerca',
    'figureRole.revenue-forecast': 'Previsione del fatturato',
    'figureRole.market-size': 'Dimensione del mercato',
    'figureRole.staffing': 'Personale',
    'figureRole.duration': 'Durata',
    'figureRole.other': 'Altro',

    // the chat's Word export
    'chatExport.title': 'Chat sulla verifica della domanda',
    'chatExport.documentTitle': 'Chat sulla verifica della domanda: {project}',
    'chatExport.project': 'Progetto',
    'chatExport.type': 'Tipo',
    'chatExport.revision': 'Revisione',
    'chatExport.revisionNumber': 'Revisione {number}',
    'chatExport.revisionCreated': '{revision}, creata il {date}',
    'chatExport.exported': 'Data di esportazione',
    'chatExport.user': 'Lei',
    'chatExport.reviewer': 'Revisore',
    'projectType.INNOSUISSE_PROJECT': 'Progetto Innosuisse',
    'projectType.ETH_PIONEER_FELLOWSHIP': 'ETH Pioneer Fellowship',
    'comparisonExport.title': 'Confronto tra due revisioni',
    'comparisonExport.documentTitle': 'Confronto tra due revisioni: {project}',
    'comparisonExport.earlier': 'Revisione precedente',
    'comparisonExport.later': 'Revisione successiva',
    'comparisonExport.revisionAnalysed': '{revision}, creata il {date}, analizzata il {analysed}',
    'comparisonExport.outdated':
      'I documenti della {revision} sono cambiati dopo la sua analisi, quindi questo confronto potrebbe non tenerne conto. Avvii di nuovo l’analisi per un confronto aggiornato.',
    'comparisonExport.nothingChanged':
      'Tra le due analisi non è cambiato nulla: stessa valutazione complessiva, stesse valutazioni e stessi risultati.',
    'comparisonExport.readiness': 'Valutazione complessiva',
    'comparisonExport.readinessChange': '{before} → {after}',
    'comparisonExport.readinessUnchanged': '{level} in entrambe le revisioni',
    'comparisonExport.criteria': 'Criteri',
    'comparisonExport.noCriteria': 'Nessuna delle due analisi ha valutato un criterio.',
    'comparisonExport.changeColumn': 'Variazione',
    'comparisonExport.change.improved': 'Migliorato',
    'comparisonExport.change.declined': 'Peggiorato',
    'comparisonExport.change.unchanged': 'Invariato',
    'comparisonExport.change.added': 'Valutato ora',
    'comparisonExport.change.dropped': 'Non più valutato',
    'comparisonExport.notRated': 'non valutato',
    'comparisonExport.findings': 'Risultati',
    'comparisonExport.resolved': 'Risolti ({count})',
    'comparisonExport.new': 'Nuovi ({count})',
    'comparisonExport.open': 'Ancora aperti ({count})',
    'comparisonExport.noResolved': 'Nessun risultato è stato risolto.',
    'comparisonExport.noNew': 'Non è emerso alcun nuovo risultato.',
    'comparisonExport.noOpen': 'Nessun risultato è ancora aperto.',
    'comparisonExport.findingMeta': '{severity} · {criterion}',
    'comparisonExport.severityChange': 'Gravità: {before} → {after}',
    'comparisonExport.severity.blocker': 'Bloccante',
    'comparisonExport.severity.important': 'Importante',
    'comparisonExport.severity.minor': 'Minore',
    'comparisonExport.checks': 'Controlli formali e finanziari cambiati',
    'comparisonExport.noChecks': 'Nessun controllo formale o finanziario è cambiato.',
    'comparisonExport.checkColumn': 'Controllo',
    'comparisonExport.passed': 'Superato',
    'comparisonExport.figures': 'Cifre chiave cambiate',
    'comparisonExport.noFigures': 'Nessuna cifra chiave è cambiata.',
    'comparisonExport.notFound': 'non trovata',
    'comparisonExport.documents': 'Documenti',
    'comparisonExport.noDocuments': 'Nessuna delle due revisioni ha documenti.',
    'comparisonExport.noFile': 'nessuno',
    'comparisonExport.documentChange.added': 'Aggiunto',
    'comparisonExport.documentChange.removed': 'Rimosso',
    'comparisonExport.documentChange.replaced': 'Sostituito',
    'comparisonExport.documentChange.unchanged': 'Invariato',
    'check.required-document': 'Documenti richiesti',
    'check.joint-application': 'Domanda congiunta',
    'check.partner-share': 'Quota del partner attuatore',
    'check.cash-contribution': 'Contributo in contanti',
    'check.duration': 'Durata del progetto',
    'check.budget-limit': 'Limite di budget',
    'check.host-professor': 'Professore ospite',
    'check.figures-consistency': 'Coerenza delle cifre',
    'check.work-package-budget': 'Pacchetti di lavoro nel budget',
    'check.risk-mitigation': 'Misure contro i rischi',
    'check.team-competence': 'Competenze del team',
    'check.ip-position': 'Proprietà intellettuale',
    'check.product-focus': 'Orientamento al prodotto',
    'check.milestones': 'Traguardi',
    'check.market-evidence': 'Prove sul mercato',
    'check.sustainability': 'Sostenibilità',
    'check.novelty-evidence': 'Prova della novità',
    'check.section-missing': 'Sezioni attese',
  },
  names: {
    programmes: {
      INNOSUISSE_PROJECT: 'Progetto d’innovazione Innosuisse con partner attuatore',
      ETH_PIONEER_FELLOWSHIP: 'ETH Pioneer Fellowship',
    },
    criteria: {
      'INNOSUISSE_PROJECT:innovation': 'Grado di innovazione',
      'INNOSUISSE_PROJECT:value-creation': 'Creazione di valore per l’economia o la società svizzera',
      'INNOSUISSE_PROJECT:methodology': 'Qualità metodologica',
      'INNOSUISSE_PROJECT:expertise': 'Competenze dei partner di progetto',
      'INNOSUISSE_PROJECT:sustainability': 'Contributo allo sviluppo sostenibile',
      'ETH_PIONEER_FELLOWSHIP:innovation-market': 'Innovazione e potenziale di mercato',
      'ETH_PIONEER_FELLOWSHIP:entrepreneurship': 'Spirito e capacità imprenditoriali del o della fellow',
      'ETH_PIONEER_FELLOWSHIP:feasibility': 'Fattibilità del piano di 12–18 mesi con milestone',
      'ETH_PIONEER_FELLOWSHIP:budget': "Un budget plausibile entro CHF 150'000",
      'ETH_PIONEER_FELLOWSHIP:host-support': 'Il sostegno del professore o della professoressa ospitante',
    },
    sections: {
      'INNOSUISSE_PROJECT:summary': 'Riassunto',
      'INNOSUISSE_PROJECT:state-of-the-art': "Stato dell'arte e concorrenza",
      'INNOSUISSE_PROJECT:innovation-ip': 'Innovazione e proprietà intellettuale',
      'INNOSUISSE_PROJECT:market': 'Mercato e creazione di valore',
      'INNOSUISSE_PROJECT:work-plan': 'Obiettivi, pacchetti di lavoro e milestone',
      'INNOSUISSE_PROJECT:team': 'Team e partner',
      'INNOSUISSE_PROJECT:budget': 'Budget e finanziamento',
      'INNOSUISSE_PROJECT:risks': 'Rischi e misure di mitigazione',
      'INNOSUISSE_PROJECT:sustainability': 'Sostenibilità',
      'ETH_PIONEER_FELLOWSHIP:summary': 'Riassunto',
      'ETH_PIONEER_FELLOWSHIP:innovation': 'Innovazione e tecnologia',
      'ETH_PIONEER_FELLOWSHIP:market': 'Mercato e clienti',
      'ETH_PIONEER_FELLOWSHIP:fellow': 'Il o la fellow e il team',
      'ETH_PIONEER_FELLOWSHIP:work-plan': 'Piano di lavoro e milestone',
      'ETH_PIONEER_FELLOWSHIP:budget': 'Budget',
      'ETH_PIONEER_FELLOWSHIP:host': 'Professore ospitante e sostegno',
      'ETH_PIONEER_FELLOWSHIP:risks': 'Rischi',
    },
    slotDescriptions: {
      APPLICATION_DRAFT: 'Il testo completo della domanda: innovazione, mercato, piano di lavoro, team e milestone.',
      FUNDING_PROPOSAL: 'Budget e finanziamento: costi del progetto, contributi dei partner e contributo in contanti.',
      RISK_MATRIX: 'Rischi tecnici, di mercato e organizzativi con le relative misure di mitigazione.',
      SUPPORTING_DOCS: 'Lettere d’intenti, studi di mercato o altre prove.',
      RESEARCH_PROPOSAL: 'L’innovazione, il suo potenziale di mercato e il piano di 12–18 mesi con le milestone.',
      BUDGET: "Il budget del fellowship (al massimo CHF 150'000).",
      CV: 'Il curriculum vitae del o della richiedente.',
      PUBLICATIONS: 'Pubblicazioni, brevetti o altri lavori precedenti su cui si basa il progetto.',
    },
  },
};
