/**
 * The report's wording in English, with its Word export and the chat export's frame: the message ids every other
 * language's catalog must have, with the same `{placeholders}`. Ids ending in `_one` / `_other` are plural forms,
 * picked by `count`. This wording is what reports and exports have always said (tests and the review benchmark read
 * it): change it only on purpose.
 */
export const EN = {
  // ─── report (render-report.ts) ───
  'report.title': 'Pre-submission review: {programme}',
  'report.notice.builtin':
    "Built-in offline reviewer: rule-based checks against the funder's criteria, with no AI model. It reads your documents' sections, tables and figures, so read its findings as pointers, not as the funder's judgement.",
  'report.notice.model':
    "Written by an AI model from your anonymized documents and the funder's criteria, with the rule checks of the built-in reviewer given to it as facts.",
  'report.readiness': 'Overall readiness: {level}',
  'report.documents': 'Documents reviewed: {documents}.',
  'report.noDocuments': 'No documents with text were provided.',
  'report.criteria': 'Criteria',
  'report.ratingScale': 'Each criterion is rated on one scale: {scale}.',
  'report.criteriaColumn.criterion': 'Criterion',
  'report.criteriaColumn.rating': 'Rating',
  'report.criteriaColumn.why': 'Why',
  'report.assumedCriterion': '{title} (assumed)',
  'report.findings': 'Findings',
  'report.noFindings': 'No findings: every check passed.',
  'report.severityHeading': '{title} ({count}): {meaning}',
  'report.evidenceIn': '{document}, section "{section}"',
  'report.lookedFor': 'Looked for',
  'report.whatToDo': 'What to do',
  'report.label': '{label}:',
  'report.readings': 'How your documents were read',
  'report.readingsColumn.document': 'Document',
  'report.readingsColumn.section': 'Section',
  'report.readingsColumn.readAs': 'Read as',
  'report.readFromContent': '{title} (from its content)',
  'report.notMapped': 'not mapped',
  'report.about': 'About this review',
  'report.masking':
    'Personal data was masked before the review; in this view the real values are shown again. Only you see them.',
  'report.quotesDropped': '{count} quote(s) the model gave were not in your documents and were left out.',
  'report.assumedCriteria': 'Assumed criteria (not verified against an official source): {criteria}.',
  'report.sources': 'Sources: {sources}.',
  'report.unread': 'Documents not read',
  'report.unreadIntro': 'This review does not take the following documents into account:',

  'readiness.ready': 'Ready',
  'readiness.nearly-ready': 'Nearly ready',
  'readiness.needs-work': 'Needs work',
  'readiness.not-ready': 'Not ready',
  'rating.strong': 'Strong',
  'rating.adequate': 'Adequate',
  'rating.weak': 'Weak',
  'rating.missing': 'Missing',
  'rating.inline.strong': 'strong',
  'rating.inline.adequate': 'adequate',
  'rating.inline.weak': 'weak',
  'rating.inline.missing': 'missing',
  'rating.meaning.strong': 'convincing evidence for everything reviewers look for',
  'rating.meaning.adequate': 'addressed, with gaps a reviewer will note',
  'rating.meaning.weak': 'mentioned, but without the figures or detail reviewers need',
  'rating.meaning.missing': 'no evidence found',
  'severity.blocker': 'Blockers',
  'severity.important': 'Important',
  'severity.minor': 'Minor',
  'severity.meaning.blocker': 'the application is likely refused, or a criterion fails, until fixed',
  'severity.meaning.important': 'costs points with the experts',
  'severity.meaning.minor': 'polish',

  // ─── ratings and readiness (engine/index.ts) ───
  'rationale.readFrom': 'Read from {sections}',
  'rationale.noSection': 'No section of its own',
  'rationale.coverage': '{where}; {covered} of {total} points reviewers look for addressed.',
  'rationale.coverageFinding': '{where}; {covered} of {total} points reviewers look for addressed; finding: {finding}.',
  'rationale.coverageFindings':
    '{where}; {covered} of {total} points reviewers look for addressed; {count} findings, first: {finding}.',
  'summary.blockers_one': '{count} blocker',
  'summary.blockers_other': '{count} blockers',
  'summary.important_one': '{count} important finding',
  'summary.important_other': '{count} important findings',
  'summary.counts': '{counts}.',
  'summary.countsBoth': '{blockers} and {important}.',
  'summary.none': 'No blocker and no important finding.',
  'summary.weakest': 'Weakest: {criteria}.',
  'summary.weakestItem': '{title} ({rating})',
  'summary.fixBlockers': 'Fix the blockers before you submit.',

  // ─── required documents and expected sections ───
  'document.title': '{slot} is missing',
  'document.explanation': 'The {slot} is a required document: {description}',
  'document.suggestion': 'Upload the {slot} to the slot of the same name.',
  'document.lookedFor': 'a processed document in the slot "{slot}"',
  'section.title': 'No section on {section}',
  'section.explanation': 'Experts expect a section on {section}; no heading or passage of the application covers it.',
  'section.suggestion': 'Add a section "{title}" that answers what the experts look for there.',
  'section.lookedFor': 'a heading or passage on {section} in {documents}',

  // ─── IP and freedom to operate ───
  'ip.title': 'Intellectual property and freedom to operate are not discussed',
  'ip.explanation':
    'Experts assess the IP position as part of the innovation: who owns the results, what is protected or will be, and whether third-party patents block the product.',
  'ip.suggestion':
    'Add an "IP and freedom to operate" paragraph: existing patents or filings, planned protection, the ownership agreement between the partners, and the result of a patent search.',
  'ip.lookedFor':
    'intellectual property, patents, licences or freedom to operate (in English, German, French or Italian) in every document',

  // ─── product focus ───
  'product.title': 'The application reads as research, not as a product or service for customers',
  'product.explanation.eth':
    'The Pioneer Fellowship funds the way from research to a product or service with market potential; basic research is not eligible.',
  'product.explanation.innosuisse':
    'Innosuisse funds innovation that creates value on the market; experts look for the product or service, its customers and how it will be sold.',
  'product.suggestion':
    'Describe the product or service the project leads to, who buys or uses it, what problem it solves for them, and how it reaches the market.',
  'product.lookedFor': 'a product or service, its customers, price and route to market',

  // ─── team competence ───
  'team.title': 'The team shows no {competence}',
  'team.explanation':
    'For {domain}, experts look for {competence} in the team. The descriptions of the team and the CVs do not mention it.',
  'team.suggestion':
    'Name who brings {competence} (a team member, an advisor or a partner), with their track record; if nobody does yet, say how and when it will be added.',
  'team.lookedFor': "{competence} in the team's description",
  'team.lookedForWithCv': "{competence} in the team's description and the CV",
  'team.domain.medical': 'a medical product',
  'team.competence.medical': 'regulatory or clinical experience',
  'team.domain.testing': 'a test that detects substances or organisms in samples',
  'team.competence.testing': 'chemistry, biology or food-safety competence',
  'team.domain.business': 'a product that must be sold',
  'team.competence.business': 'business, sales or market experience',

  // ─── market evidence ───
  'market.unsourced.title': 'Market figures have no source or year',
  'market.someUnsourced.title': '{count} of {total} market figures have no source or year',
  'market.unsourced.explanation':
    'Market sizes are only convincing with where they come from and when: experts discount figures they cannot check.',
  'market.unsourced.suggestion':
    'Give each market figure its source (study, statistics office, association) and year, e.g. "(BFS 2024)".',
  'market.uncertain.title':
    'Could not verify that the market is sized: its figures do not say what they count or where they come from',
  'market.notSized.title': 'The market is not sized',
  'market.notSized.explanation':
    'Experts look for the size of the target market in figures (customers or CHF per year), with where the figure comes from.',
  'market.notSized.suggestion':
    'Give the size of the addressable market in CHF or in customers per year, with its source and year, and the share you aim for.',
  'market.notSized.lookedForIn': 'a market size in figures in {sections}',
  'market.notSized.lookedForAnywhere': 'a market size in figures anywhere in the application',

  // ─── sustainability ───
  'sustainability.noContribution.title': 'The sustainability section states no environmental or social contribution',
  'sustainability.noContribution.explanation':
    'Innosuisse assesses the contribution to sustainable development: environmental and social effects, for example against the UN Sustainable Development Goals, not only whether the company will last.',
  'sustainability.noContribution.suggestion':
    'Say what the product changes for the environment and for society (emissions, resources, health, work), quantified where possible, and the SDGs it serves.',
  'sustainability.missing.title': 'The contribution to sustainable development is not stated',
  'sustainability.missing.explanation':
    'Innosuisse assesses the contribution to sustainable development (economic, social and environmental), for example against the UN Sustainable Development Goals.',
  'sustainability.missing.suggestion':
    'Add a short section on sustainability: the environmental and social effects of the product, quantified where possible, and the SDGs it serves.',
  'sustainability.missing.lookedFor':
    'a sustainability section or statements on sustainable development, SDGs (ODD, OSS, Ziele für nachhaltige Entwicklung), emissions or climate',

  // ─── novelty ───
  'novelty.claims.title_one': '{count} claim of novelty without a figure or comparison',
  'novelty.claims.title_other': '{count} claims of novelty without a figure or comparison',
  'novelty.claims.explanation':
    'Words such as "unique" or "revolutionary" convince experts only with the comparison or the figure that proves them.',
  'novelty.claims.suggestion':
    'Replace each claim by what it rests on: a measured advantage against a named alternative.',
  'novelty.notShown.title': 'Novelty is claimed but not shown against the state of the art',
  'novelty.notShown.explanation':
    'Experts judge how new a solution is by comparing it with the best existing solutions and competitors; a claim of novelty without that comparison convinces nobody.',
  'novelty.notShown.suggestion':
    'Add a state-of-the-art paragraph: the best existing solutions and competitors, their limits, and how your solution compares, in figures where possible.',
  'novelty.notShown.lookedFor':
    'a state-of-the-art or competition section, or comparisons with existing solutions or competitors',

  // ─── host professor ───
  'host.sought.title': 'No host professor is named: one is still being sought',
  'host.missing.title': 'No host professor is named',
  'host.explanation':
    'A Pioneer Fellowship needs an ETH host professor who supports the project; the funds are managed through the host professor’s accounts.',
  'host.suggestion':
    'Name the host professor and the lab, and say what the host provides (lab space, equipment, supervision); attach the host’s letter of support if the call asks for one.',
  'host.lookedFor':
    'a host professor (host professor, Host-Professur, professeur hôte, professore ospite) in every document',

  // ─── financial rules ───
  'share.title': "Implementation partner's share is {value} of the total project costs",
  'share.uncertain.title': "Could not verify the implementation partner's share: the figures give {value}",
  'share.uncertainStated.title':
    "Could not verify the implementation partner's share: the figures give {value}, the application states {other}",
  'share.explanation':
    'Innosuisse expects the implementation partner to carry {min}–{max}% of the total project costs.',
  'share.uncertainNote':
    'The share was computed from figures read in prose or from tables that disagree with it, so it may be misread; check it against the budget.',
  'share.justifiedNote':
    'The application gives a reason for a lower share; make sure it names one of the grounds the law allows.',
  'share.suggestion.raise':
    "Raise the partner's own contribution to at least {min}%, or justify the lower share with the grounds of SR 420.1 Art. 19 para. 2bis (high risk, a broad group of users, or a partner who lacks the funds).",
  'share.suggestion.lower': "Lower the partner's share to at most {max}% of the total costs, or rebalance the budget.",
  'cash.title': 'Cash contribution is {value} of the total project costs',
  'cash.uncertain.title': 'Could not verify the cash contribution: the figures give {value} of the total project costs',
  'cash.explanation':
    "The implementation partner's cash contribution to the research partner must be at least {min}% of the total project costs.",
  'cash.uncertainNote':
    'The share was computed from figures read in prose or from disagreeing figures; check it against the budget.',
  'cash.suggestion': 'Increase the cash contribution to at least {min}% of the total project costs.',
  'cash.suggestionWithAmount':
    'Increase the cash contribution to at least {min}% of the total project costs ({amount}).',
  'duration.title': 'Duration of {months} months is outside {min}–{max} months',
  'duration.explanation.typical': 'Innovation projects typically run {min}–{max} months; a longer plan needs a reason.',
  'duration.explanation.fixed': 'The programme funds {min}–{max} months of work.',
  'duration.suggestion': 'Plan the project within {min}–{max} months, or explain why it needs {months}.',
  'budget.title': 'Budget of {value} is above the {limit} limit',
  'budget.explanation': 'The ETH Pioneer Fellowship funds at most {limit}.',
  'budget.suggestion': 'Cut the budget to at most {limit}: drop or cheapen items, or move them to later funding.',
  'totals.title.table': 'Total project costs differ: {text} in the text, {budget} in the budget table',
  'totals.title.budget': 'Total project costs differ: {text} in the text, {budget} in the budget',
  'totals.explanation':
    'Experts compare the figures of the application with the budget; a difference makes both doubtful.',
  'totals.suggestion': 'Use one total everywhere, and check the budget table against the text.',
  'requested.title': 'Requested amount differs: {text} in the proposal, {budget} in the budget',
  'requested.explanation': 'The amount requested must be the one the budget adds up to.',
  'requested.suggestion': 'Correct the amount in the proposal or the budget so that they agree.',
  'tableTotal.title': "A budget table's rows add up to {sum}, but its total says {total}",
  'tableTotal.explanation':
    'In the table under "{section}", the {count} amounts of the column "{column}" do not add up to the total row.',
  'tableTotal.suggestion': 'Recalculate the table and use the corrected total everywhere it is cited.',
  'joint.title.research': 'No research partner named',
  'joint.title.implementation': 'No implementation partner named',
  'joint.title.both': 'No research partner and no implementation partner named',
  'joint.explanation':
    'An Innosuisse innovation project is applied for jointly by a research partner and an implementation partner that are independent of each other.',
  'joint.suggestion': 'Name both partners, their roles in the project and what each contributes.',
  'joint.lookedFor.research': 'a named research partner in every document',
  'joint.lookedFor.implementation': 'a named implementation partner in every document',
  'joint.lookedFor.both': 'a named research partner and a named implementation partner in every document',

  // ─── plan: work packages, milestones, risks ───
  'workPackages.title_one': 'Work package {packages} has no line in the budget',
  'workPackages.title_other': 'Work packages {packages} have no line in the budget',
  'workPackages.explanation':
    'The budget is broken down by work package, but not every work package of the plan appears in it. Experts check that the budget matches the work.',
  'workPackages.suggestion':
    'Give every work package its costs in the budget, or merge the work package into one that is budgeted.',
  'milestones.none.title': 'No milestones found',
  'milestones.none.explanation.plan':
    'The work plan names no milestones. Experts look for quantitative, verifiable milestones with a date.',
  'milestones.none.explanation.noPlan':
    'No work plan with milestones was found. Experts look for quantitative, verifiable milestones with a date.',
  'milestones.none.suggestion':
    'Add milestones such as "M2 (month 12): prototype detects 95% of defects on 1,000 samples", each tied to a work package.',
  'milestones.none.lookedFor': 'milestone labels (M1, Meilenstein 1, Jalon 1, Traguardo 1) and milestone tables',
  'milestones.unmeasurable.title': '{count} of {total} milestones name an activity, not a measurable result',
  'milestones.unmeasurable.explanation':
    'A milestone says what is achieved and how success is measured, with a number, a threshold or an event that happens or not.',
  'milestones.unmeasurable.suggestion':
    'Rewrite each milestone as a verifiable result: "M2 (month 12): prototype detects 95% of defects on 1,000 test samples".',
  'milestones.undated.title': '{count} of {total} milestones have no date or month',
  'milestones.undated.explanation':
    'Experts check that milestones are dated, so progress can be verified against the plan.',
  'milestones.undated.suggestion': 'Give every milestone the month (or date) by which it is reached.',
  'risks.table.title_one': '{count} risk has no mitigation',
  'risks.table.title_other': '{count} risks have no mitigation',
  'risks.table.explanation': 'Experts expect every risk to come with what is done to avoid it or to limit its damage.',
  'risks.table.suggestion':
    'Give each risk a concrete mitigation (what, who, by when), and a fallback where the risk is high.',
  'risks.prose.none.title': 'Risks are listed without mitigations',
  'risks.prose.some.title': '{count} of {total} risks have no mitigation',
  'risks.prose.none.explanation': 'The section "{section}" names risks but not what is done about them.',
  'risks.prose.some.explanation': 'The section "{section}" names risks but not what is done about all of them.',
  'risks.prose.suggestion':
    'Add a mitigation for each risk (what, who, by when), for example as a table: risk, likelihood, impact, mitigation.',

  // ─── the report in the Word export (export/report-docx.ts) ───
  'export.formalCriterion': 'Formal and financial rules',
  'export.documentsReviewed': 'Documents reviewed',
  'export.noDocuments': 'no documents with text were provided',
  'export.ratingScale': 'Each criterion is rated on one scale:',
  'export.findingCriterion': 'Criterion: {criterion}',
  'export.evidence': 'Evidence',
  'export.quote': '“{quote}”',
  'export.evidenceIn': '{document}, section “{section}”',
  'export.readAs': 'Your section “{section}” was read as {title}.',
  'export.readFromContent': 'Your section “{section}” was read as {title} (from its content).',
  'export.notMatched': 'Your section “{section}” was not matched to anything the funder assesses.',
  'export.figures': 'Key figures',
  'export.figuresColumn.figure': 'Figure',
  'export.figuresColumn.value': 'Value',
  'export.figuresColumn.readAs': 'Read as',
  'export.figuresColumn.document': 'Document',
  'export.percent': '{value} %',
  'export.months_one': '{value} month',
  'export.months_other': '{value} months',
  'export.fte': '{value} FTE',
  'export.masking':
    'Personal data was masked before the review; in this export the real values are shown again inside the quotes from your documents.',
  'export.sources': 'Sources',
  'figureRole.total-cost': 'Total project cost',
  'figureRole.partner-contribution': "Partner's contribution",
  'figureRole.partner-share': "Partner's share",
  'figureRole.cash-contribution': 'Cash contribution',
  'figureRole.requested-amount': 'Amount requested',
  'figureRole.research-cost': 'Research partner cost',
  'figureRole.revenue-forecast': 'Revenue forecast',
  'figureRole.market-size': 'Market size',
  'figureRole.staffing': 'Staffing',
  'figureRole.duration': 'Duration',
  'figureRole.other': 'Other',

  // ─── the chat's Word export (export/chat-docx.ts), in its report's language or the user's ───
  'chatExport.title': 'Grant review chat',
  'chatExport.documentTitle': 'Grant review chat: {project}',
  'chatExport.project': 'Project',
  'chatExport.type': 'Type',
  'chatExport.revision': 'Revision',
  'chatExport.revisionNumber': 'Revision {number}',
  'chatExport.revisionCreated': '{revision}, created {date}',
  'chatExport.exported': 'Exported',
  'chatExport.user': 'You',
  'chatExport.reviewer': 'Reviewer',
  'projectType.INNOSUISSE_PROJECT': 'Innosuisse Project',
  'projectType.ETH_PIONEER_FELLOWSHIP': 'ETH Pioneer Fellowship',

  // ─── the Word export of a comparison of two revisions (export/comparison-docx.ts) ───
  'comparisonExport.title': 'Comparison of two revisions',
  'comparisonExport.documentTitle': 'Comparison of two revisions: {project}',
  'comparisonExport.earlier': 'Earlier revision',
  'comparisonExport.later': 'Later revision',
  'comparisonExport.revisionAnalysed': '{revision}, created {date}, analysed {analysed}',
  'comparisonExport.outdated':
    'The documents of {revision} changed after its analysis, so this comparison may not reflect them. Run the analysis again for an up-to-date comparison.',
  'comparisonExport.nothingChanged':
    'Nothing changed between the two analyses: the same readiness, the same ratings and the same findings.',
  'comparisonExport.readiness': 'Overall readiness',
  'comparisonExport.readinessChange': '{before} → {after}',
  'comparisonExport.readinessUnchanged': '{level} in both revisions',
  'comparisonExport.criteria': 'Criteria',
  'comparisonExport.noCriteria': 'Neither analysis rated a criterion.',
  'comparisonExport.changeColumn': 'Change',
  'comparisonExport.change.improved': 'Improved',
  'comparisonExport.change.declined': 'Declined',
  'comparisonExport.change.unchanged': 'Unchanged',
  'comparisonExport.change.added': 'Newly rated',
  'comparisonExport.change.dropped': 'No longer rated',
  'comparisonExport.notRated': 'not rated',
  'comparisonExport.findings': 'Findings',
  'comparisonExport.resolved': 'Resolved ({count})',
  'comparisonExport.new': 'New ({count})',
  'comparisonExport.open': 'Still open ({count})',
  'comparisonExport.noResolved': 'No finding was resolved.',
  'comparisonExport.noNew': 'No new finding was raised.',
  'comparisonExport.noOpen': 'No finding is still open.',
  'comparisonExport.findingMeta': '{severity} · {criterion}',
  'comparisonExport.severityChange': 'Severity: {before} → {after}',
  'comparisonExport.severity.blocker': 'Blocker',
  'comparisonExport.severity.important': 'Important',
  'comparisonExport.severity.minor': 'Minor',
  'comparisonExport.checks': 'Formal and financial checks that changed',
  'comparisonExport.noChecks': 'No formal or financial check changed.',
  'comparisonExport.checkColumn': 'Check',
  'comparisonExport.passed': 'Passed',
  'comparisonExport.figures': 'Key figures that changed',
  'comparisonExport.noFigures': 'No key figure changed.',
  'comparisonExport.notFound': 'not found',
  'comparisonExport.documents': 'Documents',
  'comparisonExport.noDocuments': 'Neither revision has documents.',
  'comparisonExport.noFile': 'none',
  'comparisonExport.documentChange.added': 'Added',
  'comparisonExport.documentChange.removed': 'Removed',
  'comparisonExport.documentChange.replaced': 'Replaced',
  'comparisonExport.documentChange.unchanged': 'Unchanged',
  'check.required-document': 'Required documents',
  'check.joint-application': 'Joint application',
  'check.partner-share': "Implementation partner's share",
  'check.cash-contribution': 'Cash contribution',
  'check.duration': 'Project duration',
  'check.budget-limit': 'Budget limit',
  'check.host-professor': 'Host professor',
  'check.figures-consistency': 'Consistent figures',
  'check.work-package-budget': 'Work packages in the budget',
  'check.risk-mitigation': 'Risk mitigation',
  'check.team-competence': 'Team competence',
  'check.ip-position': 'Intellectual property',
  'check.product-focus': 'Product focus',
  'check.milestones': 'Milestones',
  'check.market-evidence': 'Market evidence',
  'check.sustainability': 'Sustainability',
  'check.novelty-evidence': 'Evidence of novelty',
  'check.section-missing': 'Expected sections',
} as const;

export type TMessageId = keyof typeof EN;
