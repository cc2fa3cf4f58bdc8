import { ZReviewReport, type TReviewCheckId } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { buildDocument, type TDocumentPart } from '../test-support/build-document.js';
import type { TReviewDocument } from '../types.js';
import { classifyFigure } from './figures.js';
import { buildReviewContext, runReviewEngine } from './index.js';
import { establishFinancialFacts } from './checks/financial.js';

const PROSE = {
  summary:
    'AquaTrace develops a sensor system that detects leaks in municipal water networks within hours instead of weeks. The research partner develops the acoustic model; the implementation partner builds and sells the system to utilities.',
  stateOfTheArt:
    'Existing acoustic loggers from competitors need manual analysis and find only 60% of leaks. Compared with the best product on the market, our prototype finds 92% of leaks in a field test on 40 km of pipes.',
  ip: 'The model is protected by a patent application filed in 2024; a freedom-to-operate analysis found no blocking patents. The research partner licenses the results to the implementation partner.',
  market:
    'Swiss utilities lose 13% of their drinking water through leaks. The addressable market in Europe is CHF 420 million per year (source: EurEau report 2023). We sell the system as a subscription of CHF 1,800 per km of pipes and year to utilities and their customers.',
  plan: 'The project runs for 24 months in three work packages.',
  team: 'The research partner brings 15 years of acoustics research. The implementation partner has a sales team of 12 and serves 80 utilities as customers; its CEO built two companies.',
  sustainability:
    'Less water loss saves energy for pumping and treatment: 1,200 MWh and 300 t CO2 per year at 50 utilities. The project serves SDG 6 and SDG 13.',
  risks: 'The main risks and their mitigations are listed below.',
};

type TFlaw = 'no-ip' | 'share' | 'no-mitigation' | 'wp-budget' | 'no-sources' | 'no-sustainability';

function innosuisseApplication(flaws: readonly TFlaw[] = []): TReviewDocument[] {
  const has = (flaw: TFlaw) => flaws.includes(flaw);
  const parts: TDocumentPart[] = [
    { heading: 'Summary', numbering: '1' },
    { text: PROSE.summary },
    { heading: 'State of the art and competition', numbering: '2' },
    { text: PROSE.stateOfTheArt },
    { heading: 'Innovation', numbering: '3' },
    {
      text: has('no-ip')
        ? 'The acoustic model learns the signature of each network and ignores traffic noise.'
        : PROSE.ip,
    },
    { heading: 'Marktanalyse', numbering: '4' },
    {
      text: has('no-sources')
        ? 'The addressable market in Europe is CHF 420 million per year. We sell the system as a subscription of CHF 1,800 per km of pipes and year to utilities and their customers.'
        : PROSE.market,
    },
    { text: 'We expect revenue of CHF 18.5 million by 2030.' },
    { heading: 'Work plan', numbering: '5' },
    { text: PROSE.plan },
    { heading: 'Work packages', numbering: '5.1', level: 2 },
    {
      table: [
        ['Work package', 'Lead', 'Months'],
        ['WP1 Acoustic model', 'Research partner', '1–12'],
        ['WP2 Logger hardware', 'Implementation partner', '6–18'],
        ['WP3 Field pilot', 'Both', '12–24'],
      ],
    },
    { heading: 'Milestones', numbering: '5.2', level: 2 },
    {
      table: [
        ['Milestone', 'Month', 'Success criterion'],
        ['M1', '6', 'Model finds 85% of leaks on the test rig'],
        ['M2', '12', 'two pilot agreements signed'],
        ['M3', '18', 'spin-off company incorporated'],
      ],
    },
    { heading: 'Team', numbering: '6' },
    { text: PROSE.team },
    { text: '[PERSON_1] (project lead, 20 %), [PERSON_2] (engineer, 80 %).' },
    { heading: 'Risks', numbering: '7' },
    { text: PROSE.risks },
    {
      table: has('no-mitigation')
        ? [
            ['Risk', 'Likelihood', 'Mitigation'],
            ['Sensors fail in cold water', 'medium', ''],
            ['Utilities buy slowly', 'high', 'Pilots with three utilities'],
          ]
        : [
            ['Risk', 'Likelihood', 'Mitigation'],
            ['Sensors fail in cold water', 'medium', 'Cold-chamber tests in WP2'],
            ['Utilities buy slowly', 'high', 'Pilots with three utilities'],
          ],
    },
  ];
  if (!has('no-sustainability'))
    parts.push({ heading: 'Sustainability', numbering: '8' }, { text: PROSE.sustainability });
  const [wp2, wp3] = has('share')
    ? ["100'000", "110'000"]
    : has('wp-budget')
      ? ['', "520'000"]
      : ["240'000", "280'000"];
  const partnerCash = has('share') ? "50'000" : "60'000";
  const partnerInKind = has('share') ? "180'000" : "460'000";
  const total = has('share') ? "850'000" : "1'000'000";
  const researchCost = has('share') ? "640'000" : "480'000";
  const budget = buildDocument('FUNDING_PROPOSAL', 'Funding Proposal', [
    { heading: 'Project costs and financing' },
    {
      table: [
        ['Cost item', 'Research partner (CHF)', 'Implementation partner (CHF)', 'Total (CHF)'],
        ['WP1 Acoustic model', researchCost, '0', researchCost],
        ...(has('wp-budget') ? [] : [['WP2 Logger hardware', '0', wp2, wp2]]),
        ['WP3 Field pilot', '0', wp3, wp3],
        ['Total', researchCost, has('share') ? "210'000" : "520'000", total],
      ],
    },
    { text: `Cash contribution of the implementation partner: CHF ${partnerCash}.` },
    { text: `In-kind contribution of the implementation partner: CHF ${partnerInKind}.` },
  ]);
  return [buildDocument('APPLICATION_DRAFT', 'Application Draft', parts), budget];
}

const checksOf = (documents: TReviewDocument[], projectType = 'INNOSUISSE_PROJECT' as const) =>
  runReviewEngine({ projectType, documents }).report.findings.map((finding) => finding.check);

describe('figures with their meaning', () => {
  it('tells staffing percentages, revenue forecasts and market sizes from partner shares and total cost', () => {
    expect(classifyFigure('[PERSON_2] (engineer,', '%', false).role).toBe('staffing');
    expect(classifyFigure('Laura Meier', '%', false).role).toBe('other');
    expect(classifyFigure('We expect revenue of', 'CHF', false).role).toBe('revenue-forecast');
    expect(classifyFigure('The addressable market in Europe is', 'CHF', false).role).toBe('market-size');
    expect(classifyFigure('Total — Total (CHF)', 'CHF', true).role).toBe('total-cost');
    expect(classifyFigure('Total Implementation partner (CHF)', 'CHF', true)).toEqual({
      role: 'partner-contribution',
      part: 'whole',
    });
    expect(classifyFigure('The project runs for', 'months', false).role).toBe('duration');
  });

  it("reads the partner's share from the cost table, not from a staffing percentage", () => {
    const context = buildReviewContext({ projectType: 'INNOSUISSE_PROJECT', documents: innosuisseApplication() });
    const facts = establishFinancialFacts(context);
    expect(facts.totalCost?.value).toBe(1_000_000);
    expect(facts.partnerSharePercent?.value).toBeCloseTo(52, 0);
    expect(facts.cash?.value).toBeCloseTo(6, 0);
  });
});

describe('a clean application', () => {
  it('has no finding', () => {
    const { report } = runReviewEngine({ projectType: 'INNOSUISSE_PROJECT', documents: innosuisseApplication() });
    expect(ZReviewReport.parse(report)).toBeTruthy();
    expect(report.findings.map((finding) => finding.check)).toEqual([]);
    expect(report.readiness.level).toBe('ready');
    expect(report.readings).toContainEqual(
      expect.objectContaining({ heading: 'Marktanalyse', target: 'market', target_title: 'Market and value creation' }),
    );
    for (const finding of report.findings) {
      for (const evidence of finding.evidence) {
        const document = innosuisseApplication().find((item) => item.fileId === evidence.file_id);
        expect(document?.text.slice(evidence.start, evidence.end)).toBe(evidence.quote);
      }
    }
  });
});

describe('planted flaws', () => {
  const cases: [TFlaw, TReviewCheckId][] = [
    ['no-ip', 'ip-position'],
    ['share', 'partner-share'],
    ['no-mitigation', 'risk-mitigation'],
    ['wp-budget', 'work-package-budget'],
    ['no-sources', 'market-evidence'],
    ['no-sustainability', 'sustainability'],
  ];
  it.each(cases)('%s is reported as %s', (flaw, check) => {
    const checks = checksOf(innosuisseApplication([flaw]));
    expect(checks).toContain(check);
    expect(checks.filter((item) => item !== check)).toEqual([]);
  });

  it('quotes the risk without mitigation from the risk table', () => {
    const { report } = runReviewEngine({
      projectType: 'INNOSUISSE_PROJECT',
      documents: innosuisseApplication(['no-mitigation']),
    });
    const finding = report.findings.find((item) => item.check === 'risk-mitigation');
    expect(finding?.evidence[0]?.quote).toContain('Sensors fail in cold water');
    expect(finding?.evidence[0]?.section).toBe('Risks');
  });
});

describe('ETH Pioneer', () => {
  const proposal = (hostLine: string, teamLine: string) =>
    buildDocument('RESEARCH_PROPOSAL', 'Research Proposal', [
      { heading: 'Produkt und Innovation' },
      {
        text: 'CardioPatch ist ein Pflaster, das Herzrhythmusstörungen bei Patientinnen und Patienten zu Hause erkennt. Im Vergleich zu bestehenden Langzeit-EKG-Geräten misst es 14 Tage ohne Kabel. Eine Erfindungsmeldung wurde 2024 eingereicht.',
      },
      { heading: 'Markt und Kunden' },
      {
        text: 'Der Markt für ambulante EKG-Diagnostik in Europa beträgt CHF 900 Mio. pro Jahr (Quelle: MedTech Europe 2023). Kunden sind Kardiologiepraxen und Spitäler, die das Pflaster pro Untersuchung für CHF 120 kaufen.',
      },
      { heading: 'Arbeitsplan und Meilensteine' },
      {
        text: 'M1 (Monat 6): 30 Prototypen hergestellt. M2 (Monat 12): klinische Pilotstudie mit 40 Patienten abgeschlossen. M3 (Monat 18): Firma gegründet.',
      },
      { heading: 'Team' },
      { text: teamLine },
      { heading: 'Risiken' },
      { text: 'Hautreizungen bei langer Tragedauer: Wir testen zwei hypoallergene Klebstoffe in M1.' },
      { heading: 'Host-Professur' },
      { text: hostLine },
    ]);
  const budget = buildDocument('BUDGET', 'Budget', [
    { heading: 'Budget' },
    {
      table: [
        ['Posten', 'Betrag (CHF)'],
        ['Lohn', "110'000"],
        ['Material', "25'000"],
        ['Total', "135'000"],
      ],
    },
  ]);
  const cv = buildDocument('CV', 'CV', [
    { text: '[PERSON_1], Dr. sc. ETH, Elektrotechnik. Gründer eines Studentenprojekts.' },
  ]);

  it('finds the host professor next to "Host-Professur" and accepts a team with clinical experience', () => {
    const checks = checksOf(
      [
        proposal(
          'Prof. Dr. [PERSON_3], Institut für Biomedizinische Technik, stellt Labor und Betreuung.',
          'Mit [PERSON_2], Oberärztin Kardiologie, als klinischer Partnerin und einem Mentor mit Vertriebserfahrung.',
        ),
        budget,
        cv,
      ],
      'ETH_PIONEER_FELLOWSHIP' as never,
    );
    expect(checks).toEqual([]);
  });

  it('misses the clinical and regulatory competence a medical device needs', () => {
    const checks = checksOf(
      [
        proposal(
          'Prof. Dr. [PERSON_3], Institut für Biomedizinische Technik, stellt Labor und Betreuung.',
          'Ich entwickle die Elektronik; ein Mentor mit Vertriebserfahrung berät mich.',
        ),
        budget,
        cv,
      ],
      'ETH_PIONEER_FELLOWSHIP' as never,
    );
    expect(checks).toEqual(['team-competence']);
  });

  it('reports a missing host professor as a blocker', () => {
    const { report } = runReviewEngine({
      projectType: 'ETH_PIONEER_FELLOWSHIP',
      documents: [
        proposal(
          'Die Arbeit findet im Labor statt.',
          'Mit [PERSON_2], Oberärztin Kardiologie, und einem Mentor mit Vertriebserfahrung.',
        ),
        budget,
        cv,
      ],
    });
    expect(report.findings.map((finding) => [finding.check, finding.severity])).toEqual([
      ['host-professor', 'blocker'],
    ]);
    expect(report.readiness.level).toBe('not-ready');
  });
});

describe('sustainability in French', () => {
  it('counts "ODD 7 et 13" as a stated contribution', () => {
    const documents = innosuisseApplication(['no-sustainability']);
    const draft = documents[0];
    if (!draft) throw new Error('no draft');
    const french = {
      ...draft,
      text: `${draft.text}Le projet contribue aux ODD 7 et 13 : il réduit les émissions de CO2 des pompes de 300 t par an.\n`,
    };
    expect(checksOf([french, ...documents.slice(1)])).not.toContain('sustainability');
  });
});

describe('amounts and durations compared like with like', () => {
  const withText = (line: string) => {
    const documents = innosuisseApplication();
    const draft = documents[0];
    if (!draft) throw new Error('no draft');
    return [{ ...draft, text: `${draft.text}${line}\n` }, ...documents.slice(1)];
  };

  it("takes the project's duration, not a pilot's", () => {
    expect(checksOf(withText('The field pilot with each utility runs for 48 months of monitoring.'))).toEqual([]);
    expect(checksOf(withText('Projektdauer: 42 Monate.'))).toEqual(['duration']);
  });

  it('compares the total in the text with the budget table', () => {
    expect(checksOf(withText("The total project costs amount to CHF 1'000'000."))).toEqual([]);
    const { report } = runReviewEngine({
      projectType: 'INNOSUISSE_PROJECT',
      documents: withText("The total project costs amount to CHF 1'150'000."),
    });
    expect(report.findings.map((finding) => finding.check)).toEqual(['figures-consistency']);
    expect(report.findings[0]?.evidence.map((evidence) => evidence.slot)).toEqual([
      'APPLICATION_DRAFT',
      'FUNDING_PROPOSAL',
    ]);
  });
});

describe('polish: minor findings', () => {
  it('marks a claim of novelty with neither figure nor comparison as minor, quoting it', () => {
    const documents = innosuisseApplication();
    const draft = documents[0];
    if (!draft?.structure) throw new Error('no draft');
    const offset = draft.structure.sections.find((section) => section.heading === 'Innovation')?.range.end ?? 0;
    const claim = 'Our approach is truly revolutionary.';
    const shift = claim.length + 1;
    const moved = (value: number) => (value >= offset ? value + shift : value);
    const structure = {
      ...draft.structure,
      sections: draft.structure.sections.map((section) => ({
        ...section,
        heading_range: { start: moved(section.heading_range.start), end: moved(section.heading_range.end) },
        range: {
          start: moved(section.range.start),
          end: section.range.end === offset ? offset + shift : moved(section.range.end),
        },
      })),
      tables: draft.structure.tables.map((table) => ({
        ...table,
        range: { start: moved(table.range.start), end: moved(table.range.end) },
        rows: table.rows.map((row) => row.map((cell) => ({ ...cell, start: moved(cell.start), end: moved(cell.end) }))),
      })),
    };
    const text = `${draft.text.slice(0, offset)}${claim}\n${draft.text.slice(offset)}`;
    const { report } = runReviewEngine({
      projectType: 'INNOSUISSE_PROJECT',
      documents: [{ ...draft, text, structure }, ...documents.slice(1)],
    });
    expect(report.findings.map((finding) => [finding.check, finding.severity])).toEqual([
      ['novelty-evidence', 'minor'],
    ]);
    expect(report.findings[0]?.evidence[0]?.quote).toBe(claim);
    expect(report.readiness.level).toBe('ready');
  });
});
