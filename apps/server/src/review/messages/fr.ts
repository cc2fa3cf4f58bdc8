/** The report's wording in French, addressed formally (vous), in Innosuisse's terms (requête, partenaire chargé de la mise en valeur). */
import type { TCatalog } from './index.js';

export const FR: TCatalog = {
  messages: {
    'report.title': 'Examen avant dépôt : {programme}',
    'report.notice.builtin':
      "Relecteur hors ligne intégré : contrôles fondés sur des règles, d'après les critères du bailleur de fonds, sans modèle d'IA. Il lit les sections, tableaux et chiffres de vos documents ; considérez donc ses constats comme des indications, non comme le jugement du bailleur de fonds.",
    'report.notice.model':
      "Rédigé par un modèle d'IA à partir de vos documents anonymisés et des critères du bailleur de fonds ; les contrôles du relecteur intégré lui ont été fournis comme des faits.",
    'report.readiness': 'Préparation globale : {level}',
    'report.documents': 'Documents examinés : {documents}.',
    'report.noDocuments': "Aucun document contenant du texte n'a été fourni.",
    'report.criteria': 'Critères',
    'report.ratingScale': 'Chaque critère est évalué sur une même échelle : {scale}.',
    'report.criteriaColumn.criterion': 'Critère',
    'report.criteriaColumn.rating': 'Évaluation',
    'report.criteriaColumn.why': 'Motif',
    'report.assumedCriterion': '{title} (supposé)',
    'report.findings': 'Constats',
    'report.noFindings': 'Aucun constat : tous les contrôles sont passés.',
    'report.severityHeading': '{title} ({count}) : {meaning}',
    'report.evidenceIn': '{document}, section "{section}"',
    'report.lookedFor': 'Recherché',
    'report.whatToDo': 'Que faire',
    'report.label': '{label} :',
    'report.readings': 'Comment vos documents ont été lus',
    'report.readingsColumn.document': 'Document',
    'report.readingsColumn.section': 'Section',
    'report.readingsColumn.readAs': 'Lue comme',
    'report.readFromContent': "{title} (d'après son contenu)",
    'report.notMapped': 'non attribuée',
    'report.about': 'À propos de cet examen',
    'report.masking':
      "Les données personnelles ont été masquées avant l'examen ; dans cette vue, les valeurs réelles sont de nouveau affichées. Elles ne sont visibles que pour vous.",
    'report.quotesDropped': 'Citations du modèle absentes de vos documents, et donc écartées : {count}.',
    'report.assumedCriteria': 'Critères supposés (non vérifiés dans une source officielle) : {criteria}.',
    'report.sources': 'Sources : {sources}.',
    'report.unread': 'Documents non lus',
    'report.unreadIntro': 'Cet examen ne tient pas compte des documents suivants :',

    'readiness.ready': 'Prête',
    'readiness.nearly-ready': 'Presque prête',
    'readiness.needs-work': 'À retravailler',
    'readiness.not-ready': 'Pas prête',
    'rating.strong': 'Solide',
    'rating.adequate': 'Suffisant',
    'rating.weak': 'Faible',
    'rating.missing': 'Absent',
    'rating.inline.strong': 'solide',
    'rating.inline.adequate': 'suffisant',
    'rating.inline.weak': 'faible',
    'rating.inline.missing': 'absent',
    'rating.meaning.strong': "des preuves convaincantes pour tout ce qu'examinent les évaluateurs",
    'rating.meaning.adequate': 'traité, avec des lacunes que les évaluateurs relèveront',
    'rating.meaning.weak': 'mentionné, mais sans les chiffres ni les détails dont les évaluateurs ont besoin',
    'rating.meaning.missing': 'aucune preuve trouvée',
    'severity.blocker': 'Points bloquants',
    'severity.important': 'Importants',
    'severity.minor': 'Mineurs',
    'severity.meaning.blocker':
      "la requête sera probablement refusée, ou un critère non rempli, tant qu'ils ne sont pas corrigés",
    'severity.meaning.important': 'coûtent des points auprès des experts',
    'severity.meaning.minor': 'finitions',

    'rationale.readFrom': 'Lu dans {sections}',
    'rationale.noSection': 'Pas de section propre',
    'rationale.coverage': "{where} ; {covered} des {total} points qu'examinent les évaluateurs sont traités.",
    'rationale.coverageFinding':
      "{where} ; {covered} des {total} points qu'examinent les évaluateurs sont traités ; constat : {finding}.",
    'rationale.coverageFindings':
      "{where} ; {covered} des {total} points qu'examinent les évaluateurs sont traités ; {count} constats, le premier : {finding}.",
    'summary.blockers_one': '{count} point bloquant',
    'summary.blockers_other': '{count} points bloquants',
    'summary.important_one': '{count} constat important',
    'summary.important_other': '{count} constats importants',
    'summary.counts': '{counts}.',
    'summary.countsBoth': '{blockers} et {important}.',
    'summary.none': 'Aucun point bloquant et aucun constat important.',
    'summary.weakest': 'Points les plus faibles : {criteria}.',
    'summary.weakestItem': '{title} ({rating})',
    'summary.fixBlockers': 'Corrigez les points bloquants avant de déposer la requête.',

    'document.title': 'Document manquant : {slot}',
    'document.explanation': 'Le document {slot} est obligatoire : {description}',
    'document.suggestion': "Téléversez le document {slot} dans l'emplacement du même nom.",
    'document.lookedFor': "un document traité dans l'emplacement « {slot} »",
    'section.title': 'Section manquante : {section}',
    'section.explanation':
      "Les experts attendent une section sur le thème « {section} » ; aucun titre ni aucun passage de la requête n'en traite.",
    'section.suggestion': 'Ajoutez une section « {title} » qui répond à ce que les experts y recherchent.',
    'section.lookedFor': 'un titre ou un passage sur le thème « {section} » dans {documents}',

    'ip.title': "La propriété intellectuelle et la liberté d'exploitation ne sont pas abordées",
    'ip.explanation':
      "Les experts évaluent la situation en matière de PI dans le cadre de l'innovation : à qui appartiennent les résultats, ce qui est ou sera protégé, et si des brevets de tiers bloquent le produit.",
    'ip.suggestion':
      "Ajoutez un paragraphe « Propriété intellectuelle et liberté d'exploitation » : brevets ou dépôts existants, protection prévue, accord entre les partenaires sur la propriété des résultats et résultat d'une recherche de brevets.",
    'ip.lookedFor':
      "propriété intellectuelle, brevets, licences ou liberté d'exploitation (en anglais, allemand, français ou italien) dans tous les documents",

    'product.title':
      'La requête se lit comme de la recherche, non comme un produit ou un service destiné à des clients',
    'product.explanation.eth':
      "Le Pioneer Fellowship finance le passage de la recherche à un produit ou à un service ayant un potentiel commercial ; la recherche fondamentale n'est pas éligible.",
    'product.explanation.innosuisse':
      "Innosuisse encourage l'innovation qui crée de la valeur sur le marché ; les experts recherchent le produit ou le service, ses clients et la manière dont il sera vendu.",
    'product.suggestion':
      "Décrivez le produit ou le service auquel le projet aboutit, qui l'achète ou l'utilise, quel problème il résout pour ces personnes et comment il arrive sur le marché.",
    'product.lookedFor': 'un produit ou un service, ses clients, son prix et sa voie de mise sur le marché',

    'team.title': "L'équipe ne montre aucune {competence}",
    'team.explanation':
      "Pour {domain}, les experts recherchent une {competence} dans l'équipe. Les descriptions de l'équipe et les CV ne la mentionnent pas.",
    'team.suggestion':
      "Indiquez qui apporte cette {competence} (un membre de l'équipe, un conseiller ou un partenaire), avec ses réalisations ; si personne ne l'apporte encore, dites comment et quand elle sera ajoutée.",
    'team.lookedFor': "{competence} dans la description de l'équipe",
    'team.lookedForWithCv': "{competence} dans la description de l'équipe et dans le CV",
    'team.domain.medical': 'un dispositif médical',
    'team.competence.medical': 'expérience réglementaire ou clinique',
    'team.domain.testing': 'un test qui détecte des substances ou des organismes dans des échantillons',
    'team.competence.testing': 'compétence en chimie, en biologie ou en sécurité alimentaire',
    'team.domain.business': 'un produit qui doit être vendu',
    'team.competence.business': 'expérience commerciale, de la vente ou du marché',

    'market.unsourced.title': "Les chiffres du marché n'ont ni source ni année",
    'market.someUnsourced.title': "{count} des {total} chiffres du marché n'ont ni source ni année",
    'market.unsourced.explanation':
      "La taille d'un marché ne convainc qu'avec son origine et sa date : les experts accordent peu de poids aux chiffres qu'ils ne peuvent pas vérifier.",
    'market.unsourced.suggestion':
      'Indiquez pour chaque chiffre du marché sa source (étude, office statistique, association) et son année, p. ex. « (OFS 2024) ».',
    'market.uncertain.title':
      "Impossible de vérifier que le marché est chiffré : ses chiffres ne disent pas ce qu'ils comptent ni d'où ils viennent",
    'market.notSized.title': "Le marché n'est pas chiffré",
    'market.notSized.explanation':
      "Les experts recherchent la taille du marché cible en chiffres (clients ou CHF par an), avec l'origine du chiffre.",
    'market.notSized.suggestion':
      'Indiquez la taille du marché accessible en CHF ou en clients par an, avec sa source et son année, ainsi que la part visée.',
    'market.notSized.lookedForIn': 'une taille de marché chiffrée dans {sections}',
    'market.notSized.lookedForAnywhere': "une taille de marché chiffrée n'importe où dans la requête",

    'sustainability.noContribution.title':
      "La section sur la durabilité n'indique aucune contribution environnementale ou sociale",
    'sustainability.noContribution.explanation':
      "Innosuisse évalue la contribution au développement durable : les effets environnementaux et sociaux, par exemple au regard des objectifs de développement durable de l'ONU, et pas seulement la pérennité de l'entreprise.",
    'sustainability.noContribution.suggestion':
      "Dites ce que le produit change pour l'environnement et pour la société (émissions, ressources, santé, travail), chiffré si possible, et à quels ODD il contribue.",
    'sustainability.missing.title': "La contribution au développement durable n'est pas présentée",
    'sustainability.missing.explanation':
      "Innosuisse évalue la contribution au développement durable (économique, sociale et environnementale), par exemple au regard des objectifs de développement durable de l'ONU.",
    'sustainability.missing.suggestion':
      'Ajoutez une courte section sur la durabilité : les effets environnementaux et sociaux du produit, chiffrés si possible, et les ODD auxquels il contribue.',
    'sustainability.missing.lookedFor':
      'une section sur la durabilité ou des énoncés sur le développement durable, les ODD (SDG, OSS, Ziele für nachhaltige Entwicklung), les émissions ou le climat',

    'novelty.claims.title_one': '{count} affirmation de nouveauté sans chiffre ni comparaison',
    'novelty.claims.title_other': '{count} affirmations de nouveauté sans chiffre ni comparaison',
    'novelty.claims.explanation':
      "Des mots comme « unique » ou « révolutionnaire » ne convainquent les experts qu'avec la comparaison ou le chiffre qui les prouve.",
    'novelty.claims.suggestion':
      'Remplacez chaque affirmation par ce sur quoi elle repose : un avantage mesuré par rapport à une alternative nommée.',
    'novelty.notShown.title': "La nouveauté est affirmée, mais pas démontrée par rapport à l'état de l'art",
    'novelty.notShown.explanation':
      "Les experts jugent la nouveauté d'une solution en la comparant aux meilleures solutions existantes et aux concurrents ; une affirmation de nouveauté sans cette comparaison ne convainc personne.",
    'novelty.notShown.suggestion':
      "Ajoutez un paragraphe sur l'état de l'art : les meilleures solutions existantes et les concurrents, leurs limites et la position de votre solution, chiffres à l'appui si possible.",
    'novelty.notShown.lookedFor':
      "une section sur l'état de l'art ou la concurrence, ou des comparaisons avec des solutions existantes ou des concurrents",

    'host.sought.title': "Aucun professeur hôte n'est nommé : il est encore recherché",
    'host.missing.title': "Aucun professeur hôte n'est nommé",
    'host.explanation':
      "Un Pioneer Fellowship exige un professeur ou une professeure hôte de l'ETH qui soutient le projet ; les fonds sont gérés sur les comptes de la chaire hôte.",
    'host.suggestion':
      "Nommez le professeur ou la professeure hôte et le laboratoire, et indiquez ce que l'hôte met à disposition (espace de laboratoire, équipement, encadrement) ; joignez sa lettre de soutien si l'appel en demande une.",
    'host.lookedFor':
      'un professeur hôte (host professor, Host-Professur, professeur hôte, professore ospite) dans tous les documents',

    'share.title': 'La part du partenaire chargé de la mise en valeur est de {value} des coûts totaux du projet',
    'share.uncertain.title':
      'Impossible de vérifier la part du partenaire chargé de la mise en valeur : les chiffres donnent {value}',
    'share.uncertainStated.title':
      'Impossible de vérifier la part du partenaire chargé de la mise en valeur : les chiffres donnent {value}, la requête indique {other}',
    'share.explanation':
      "Innosuisse attend du partenaire chargé de la mise en valeur qu'il prenne en charge {min}–{max} % des coûts totaux du projet.",
    'share.uncertainNote':
      'La part a été calculée à partir de chiffres lus dans le texte ou de tableaux qui la contredisent ; elle peut être mal lue : vérifiez-la dans le budget.',
    'share.justifiedNote':
      "La requête justifie une part plus faible ; veillez à ce qu'elle invoque l'un des motifs admis par la loi.",
    'share.suggestion.raise':
      "Portez la contribution propre du partenaire à au moins {min} %, ou justifiez la part plus faible par les motifs de l'art. 19, al. 2bis, RS 420.1 (risque élevé, large cercle d'utilisateurs ou partenaire ne disposant pas des moyens nécessaires).",
    'share.suggestion.lower':
      'Ramenez la part du partenaire à au plus {max} % des coûts totaux, ou rééquilibrez le budget.',
    'cash.title': 'La contribution en espèces est de {value} des coûts totaux du projet',
    'cash.uncertain.title':
      'Impossible de vérifier la contribution en espèces : les chiffres donnent {value} des coûts totaux du projet',
    'cash.explanation':
      'La contribution en espèces du partenaire chargé de la mise en valeur au partenaire de recherche doit atteindre au moins {min} % des coûts totaux du projet.',
    'cash.uncertainNote':
      'La part a été calculée à partir de chiffres lus dans le texte ou de chiffres contradictoires : vérifiez-la dans le budget.',
    'cash.suggestion': 'Portez la contribution en espèces à au moins {min} % des coûts totaux du projet.',
    'cash.suggestionWithAmount':
      'Portez la contribution en espèces à au moins {min} % des coûts totaux du projet ({amount}).',
    'duration.title': 'La durée de {months} mois sort de la fourchette de {min}–{max} mois',
    'duration.explanation.typical':
      "Les projets d'innovation durent en général {min}–{max} mois ; un plan plus long doit être justifié.",
    'duration.explanation.fixed': 'Le programme finance {min}–{max} mois de travail.',
    'duration.suggestion': 'Planifiez le projet sur {min}–{max} mois, ou expliquez pourquoi il lui faut {months} mois.',
    'budget.title': 'Le budget de {value} dépasse la limite de {limit}',
    'budget.explanation': "L'ETH Pioneer Fellowship finance au plus {limit}.",
    'budget.suggestion':
      'Ramenez le budget à au plus {limit} : supprimez ou réduisez des postes, ou reportez-les sur un financement ultérieur.',
    'totals.title.table':
      'Les coûts totaux du projet diffèrent : {text} dans le texte, {budget} dans le tableau du budget',
    'totals.title.budget': 'Les coûts totaux du projet diffèrent : {text} dans le texte, {budget} dans le budget',
    'totals.explanation':
      'Les experts comparent les chiffres de la requête avec le budget ; un écart rend les deux douteux.',
    'totals.suggestion': 'Utilisez partout le même total et vérifiez le tableau du budget par rapport au texte.',
    'requested.title': 'Le montant demandé diffère : {text} dans la requête, {budget} dans le budget',
    'requested.explanation': 'Le montant demandé doit correspondre au total du budget.',
    'requested.suggestion': 'Corrigez le montant dans la requête ou dans le budget pour qu’ils concordent.',
    'tableTotal.title': "Les lignes d'un tableau du budget totalisent {sum}, mais son total indique {total}",
    'tableTotal.explanation':
      'Dans le tableau sous "{section}", les {count} montants de la colonne "{column}" ne donnent pas la ligne du total.',
    'tableTotal.suggestion': 'Recalculez le tableau et utilisez le total corrigé partout où il est cité.',
    'joint.title.research': "Aucun partenaire de recherche n'est nommé",
    'joint.title.implementation': "Aucun partenaire chargé de la mise en valeur n'est nommé",
    'joint.title.both': "Ni partenaire de recherche ni partenaire chargé de la mise en valeur n'est nommé",
    'joint.explanation':
      "Un projet d'innovation Innosuisse est déposé conjointement par un partenaire de recherche et un partenaire chargé de la mise en valeur indépendants l'un de l'autre.",
    'joint.suggestion': 'Nommez les deux partenaires, leur rôle dans le projet et ce que chacun apporte.',
    'joint.lookedFor.research': 'un partenaire de recherche nommé dans tous les documents',
    'joint.lookedFor.implementation': 'un partenaire chargé de la mise en valeur nommé dans tous les documents',
    'joint.lookedFor.both':
      'un partenaire de recherche et un partenaire chargé de la mise en valeur nommés dans tous les documents',

    'workPackages.title_one': "Le lot de travail {packages} n'a aucune ligne dans le budget",
    'workPackages.title_other': "Les lots de travail {packages} n'ont aucune ligne dans le budget",
    'workPackages.explanation':
      "Le budget est ventilé par lot de travail, mais tous les lots du plan n'y figurent pas. Les experts vérifient que le budget correspond au travail.",
    'workPackages.suggestion':
      'Attribuez à chaque lot de travail ses coûts dans le budget, ou fusionnez le lot avec un lot budgété.',
    'milestones.none.title': 'Aucun jalon trouvé',
    'milestones.none.explanation.plan':
      'Le plan de travail ne nomme aucun jalon. Les experts recherchent des jalons quantitatifs, vérifiables et datés.',
    'milestones.none.explanation.noPlan':
      "Aucun plan de travail avec des jalons n'a été trouvé. Les experts recherchent des jalons quantitatifs, vérifiables et datés.",
    'milestones.none.suggestion':
      'Ajoutez des jalons comme « J2 (mois 12) : le prototype détecte 95 % des défauts sur 1000 échantillons », chacun rattaché à un lot de travail.',
    'milestones.none.lookedFor':
      'des désignations de jalons (M1, Meilenstein 1, Jalon 1, Traguardo 1) et des tableaux de jalons',
    'milestones.unmeasurable.title': '{count} des {total} jalons nomment une activité, et non un résultat mesurable',
    'milestones.unmeasurable.explanation':
      'Un jalon dit ce qui est atteint et comment le succès est mesuré : par un nombre, un seuil ou un événement qui se produit ou non.',
    'milestones.unmeasurable.suggestion':
      'Reformulez chaque jalon comme un résultat vérifiable : « J2 (mois 12) : le prototype détecte 95 % des défauts sur 1000 échantillons de test ».',
    'milestones.undated.title': "{count} des {total} jalons n'ont ni date ni mois",
    'milestones.undated.explanation':
      "Les experts vérifient que les jalons sont datés, afin de pouvoir mesurer l'avancement par rapport au plan.",
    'milestones.undated.suggestion': 'Indiquez pour chaque jalon le mois (ou la date) où il doit être atteint.',
    'risks.table.title_one': "{count} risque n'a aucune mesure d'atténuation",
    'risks.table.title_other': "{count} risques n'ont aucune mesure d'atténuation",
    'risks.table.explanation':
      'Les experts attendent pour chaque risque ce qui est fait pour l’éviter ou pour en limiter les dommages.',
    'risks.table.suggestion':
      "Donnez à chaque risque une mesure d'atténuation concrète (quoi, qui, d'ici quand) et, si le risque est élevé, une solution de repli.",
    'risks.prose.none.title': "Les risques sont énumérés sans mesures d'atténuation",
    'risks.prose.some.title': "{count} des {total} risques n'ont aucune mesure d'atténuation",
    'risks.prose.none.explanation':
      'La section "{section}" nomme des risques, mais pas ce qui est fait pour y répondre.',
    'risks.prose.some.explanation':
      'La section "{section}" nomme des risques, mais pas ce qui est fait pour répondre à chacun.',
    'risks.prose.suggestion':
      "Ajoutez pour chaque risque une mesure d'atténuation (quoi, qui, d'ici quand), par exemple sous forme de tableau : risque, probabilité, impact, mesure.",

    // the report in the Word export
    'export.formalCriterion': 'Règles formelles et financières',
    'export.documentsReviewed': 'Documents examinés',
    'export.noDocuments': "aucun document contenant du texte n'a été fourni",
    'export.ratingScale': 'Chaque critère est évalué sur une même échelle :',
    'export.findingCriterion': 'Critère : {criterion}',
    'export.evidence': 'Preuves',
    'export.quote': '« {quote} »',
    'export.evidenceIn': '{document}, section « {section} »',
    'export.readAs': 'Votre section « {section} » a été lue comme {title}.',
    'export.readFromContent': "Votre section « {section} » a été lue comme {title} (d'après son contenu).",
    'export.notMatched':
      "Votre section « {section} » n'a été rattachée à aucun élément évalué par le bailleur de fonds.",
    'export.figures': 'Chiffres clés',
    'export.figuresColumn.figure': 'Chiffre',
    'export.figuresColumn.value': 'Valeur',
    'export.figuresColumn.readAs': 'Lu comme',
    'export.figuresColumn.document': 'Document',
    'export.percent': '{value}\u00a0%',
    'export.months_one': '{value} mois',
    'export.months_other': '{value} mois',
    'export.fte': '{value} EPT',
    'export.masking':
      "Les données personnelles ont été masquées avant l'examen ; dans cet export, les valeurs réelles sont de nouveau affichées dans les citations de vos documents.",
    'export.sources': 'Sources',
    'figureRole.total-cost': 'Coût total du projet',
    'figureRole.partner-contribution': 'Contribution du partenaire',
    'figureRole.partner-share': 'Part du partenaire',
    'figureRole.cash-contribution': 'Contribution en espèces',
    'figureRole.requested-amount': 'Montant demandé',
    'figureRole.research-cost': 'Coûts du partenaire de recherche',
    'figureRole.revenue-forecast': "Prévision du chiffre d'affaires",
    'figureRole.market-size': 'Taille du marché',
    'figureRole.staffing': 'Effectif',
    'figureRole.duration': 'Durée',
    'figureRole.other': 'Autre',

    // the chat's Word export
    'chatExport.title': "Chat d'examen de la requête",
    'chatExport.documentTitle': "Chat d'examen de la requête : {project}",
    'chatExport.project': 'Projet',
    'chatExport.type': 'Type',
    'chatExport.revision': 'Révision',
    'chatExport.revisionNumber': 'Révision {number}',
    'chatExport.revisionCreated': '{revision}, créée le {date}',
    'chatExport.exported': "Date de l'export",
    'chatExport.user': 'Vous',
    'chatExport.reviewer': 'Relecteur',
    'projectType.INNOSUISSE_PROJECT': 'Projet Innosuisse',
    'projectType.ETH_PIONEER_FELLOWSHIP': 'ETH Pioneer Fellowship',
    'comparisonExport.title': 'Comparaison de deux révisions',
    'comparisonExport.documentTitle': 'Comparaison de deux révisions : {project}',
    'comparisonExport.earlier': 'Révision antérieure',
    'comparisonExport.later': 'Révision ultérieure',
    'comparisonExport.revisionAnalysed': '{revision}, créée le {date}, analysée le {analysed}',
    'comparisonExport.outdated':
      'Les documents de la {revision} ont changé après son analyse ; cette comparaison peut donc ne pas en tenir compte. Relancez l’analyse pour obtenir une comparaison à jour.',
    'comparisonExport.nothingChanged':
      'Rien n’a changé entre les deux analyses : même état de préparation, mêmes évaluations et mêmes constats.',
    'comparisonExport.readiness': 'Préparation globale',
    'comparisonExport.readinessChange': '{before} → {after}',
    'comparisonExport.readinessUnchanged': '{level} dans les deux révisions',
    'comparisonExport.criteria': 'Critères',
    'comparisonExport.noCriteria': 'Aucune des deux analyses n’a évalué de critère.',
    'comparisonExport.changeColumn': 'Évolution',
    'comparisonExport.change.improved': 'Amélioré',
    'comparisonExport.change.declined': 'En recul',
    'comparisonExport.change.unchanged': 'Inchangé',
    'comparisonExport.change.added': 'Nouvellement évalué',
    'comparisonExport.change.dropped': 'Plus évalué',
    'comparisonExport.notRated': 'non évalué',
    'comparisonExport.findings': 'Constats',
    'comparisonExport.resolved': 'Résolus ({count})',
    'comparisonExport.new': 'Nouveaux ({count})',
    'comparisonExport.open': 'Toujours ouverts ({count})',
    'comparisonExport.noResolved': 'Aucun constat n’a été résolu.',
    'comparisonExport.noNew': 'Aucun nouveau constat n’a été relevé.',
    'comparisonExport.noOpen': 'Aucun constat n’est encore ouvert.',
    'comparisonExport.findingMeta': '{severity} · {criterion}',
    'comparisonExport.severityChange': 'Gravité : {before} → {after}',
    'comparisonExport.severity.blocker': 'Bloquant',
    'comparisonExport.severity.important': 'Important',
    'comparisonExport.severity.minor': 'Mineur',
    'comparisonExport.checks': 'Contrôles formels et financiers qui ont changé',
    'comparisonExport.noChecks': 'Aucun contrôle formel ou financier n’a changé.',
    'comparisonExport.checkColumn': 'Contrôle',
    'comparisonExport.passed': 'Réussi',
    'comparisonExport.figures': 'Chiffres clés qui ont changé',
    'comparisonExport.noFigures': 'Aucun chiffre clé n’a changé.',
    'comparisonExport.notFound': 'non trouvé',
    'comparisonExport.documents': 'Documents',
    'comparisonExport.noDocuments': 'Aucune des deux révisions n’a de documents.',
    'comparisonExport.noFile': 'aucun',
    'comparisonExport.documentChange.added': 'Ajouté',
    'comparisonExport.documentChange.removed': 'Retiré',
    'comparisonExport.documentChange.replaced': 'Remplacé',
    'comparisonExport.documentChange.unchanged': 'Inchangé',
    'check.required-document': 'Documents requis',
    'check.joint-application': 'Requête conjointe',
    'check.partner-share': 'Part du partenaire de mise en œuvre',
    'check.cash-contribution': 'Contribution en espèces',
    'check.duration': 'Durée du projet',
    'check.budget-limit': 'Plafond budgétaire',
    'check.host-professor': 'Professeur hôte',
    'check.figures-consistency': 'Cohérence des chiffres',
    'check.work-package-budget': 'Lots de travail dans le budget',
    'check.risk-mitigation': 'Mesures face aux risques',
    'check.team-competence': 'Compétences de l’équipe',
    'check.ip-position': 'Propriété intellectuelle',
    'check.product-focus': 'Orientation produit',
    'check.milestones': 'Jalons',
    'check.market-evidence': 'Preuves sur le marché',
    'check.sustainability': 'Durabilité',
    'check.novelty-evidence': 'Preuve de la nouveauté',
    'check.section-missing': 'Sections attendues',
  },
  names: {
    programmes: {
      INNOSUISSE_PROJECT: "Projet d'innovation Innosuisse avec partenaire chargé de la mise en valeur",
      ETH_PIONEER_FELLOWSHIP: 'ETH Pioneer Fellowship',
    },
    criteria: {
      'INNOSUISSE_PROJECT:innovation': "Degré d'innovation",
      'INNOSUISSE_PROJECT:value-creation': "Création de valeur pour l'économie ou la société suisse",
      'INNOSUISSE_PROJECT:methodology': 'Qualité méthodologique',
      'INNOSUISSE_PROJECT:expertise': 'Compétences des partenaires de projet',
      'INNOSUISSE_PROJECT:sustainability': 'Contribution au développement durable',
      'ETH_PIONEER_FELLOWSHIP:innovation-market': 'Innovation et potentiel commercial',
      'ETH_PIONEER_FELLOWSHIP:entrepreneurship': 'Esprit et compétences entrepreneuriales du ou de la fellow',
      'ETH_PIONEER_FELLOWSHIP:feasibility': 'Faisabilité du plan de 12 à 18 mois avec jalons',
      'ETH_PIONEER_FELLOWSHIP:budget': 'Un budget plausible, dans la limite de CHF 150 000',
      'ETH_PIONEER_FELLOWSHIP:host-support': 'Le soutien du professeur ou de la professeure hôte',
    },
    sections: {
      'INNOSUISSE_PROJECT:summary': 'Résumé',
      'INNOSUISSE_PROJECT:state-of-the-art': "État de l'art et concurrence",
      'INNOSUISSE_PROJECT:innovation-ip': 'Innovation et propriété intellectuelle',
      'INNOSUISSE_PROJECT:market': 'Marché et création de valeur',
      'INNOSUISSE_PROJECT:work-plan': 'Objectifs, lots de travail et jalons',
      'INNOSUISSE_PROJECT:team': 'Équipe et partenaires',
      'INNOSUISSE_PROJECT:budget': 'Budget et financement',
      'INNOSUISSE_PROJECT:risks': "Risques et mesures d'atténuation",
      'INNOSUISSE_PROJECT:sustainability': 'Durabilité',
      'ETH_PIONEER_FELLOWSHIP:summary': 'Résumé',
      'ETH_PIONEER_FELLOWSHIP:innovation': 'Innovation et technologie',
      'ETH_PIONEER_FELLOWSHIP:market': 'Marché et clients',
      'ETH_PIONEER_FELLOWSHIP:fellow': 'Le ou la fellow et son équipe',
      'ETH_PIONEER_FELLOWSHIP:work-plan': 'Plan de travail et jalons',
      'ETH_PIONEER_FELLOWSHIP:budget': 'Budget',
      'ETH_PIONEER_FELLOWSHIP:host': 'Professeur hôte et soutien',
      'ETH_PIONEER_FELLOWSHIP:risks': 'Risques',
    },
    slotDescriptions: {
      APPLICATION_DRAFT: 'Le texte complet de la requête : innovation, marché, plan de travail, équipe et jalons.',
      FUNDING_PROPOSAL:
        'Budget et financement : coûts du projet, contributions des partenaires et contribution en espèces.',
      RISK_MATRIX: "Risques techniques, commerciaux et organisationnels, avec leurs mesures d'atténuation.",
      SUPPORTING_DOCS: "Lettres d'intention, études de marché ou autres pièces justificatives.",
      RESEARCH_PROPOSAL: "L'innovation, son potentiel commercial et le plan de 12 à 18 mois avec ses jalons.",
      BUDGET: 'Le budget du fellowship (au plus CHF 150 000).',
      CV: 'Le curriculum vitae du requérant ou de la requérante.',
      PUBLICATIONS: 'Publications, brevets ou autres travaux antérieurs sur lesquels le projet s’appuie.',
    },
  },
};
