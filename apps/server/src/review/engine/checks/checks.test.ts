/**
 * The checks on the shapes applicants write in: milestones inline, in tables with or without a header, next to a
 * work-package table; a partner "still to be found"; a market sized in customers with its source in a table; a
 * comparison made by a comparative or a table of alternatives.
 */
import type { TProjectType } from '@grant-review/contract';
import { describe, expect, it } from 'vitest';
import { buildDocument, type TDocumentPart } from '../../test-support/build-document.js';
import { buildReviewContext } from '../index.js';
import { checkMarketEvidence, checkNoveltyEvidence } from './content.js';
import { checkJointApplication } from './financial.js';
import { checkMilestones, findMilestones } from './plan.js';

const contextOf = (parts: TDocumentPart[], projectType: TProjectType = 'INNOSUISSE_PROJECT') =>
  buildReviewContext({
    projectType,
    documents: [
      buildDocument(projectType === 'INNOSUISSE_PROJECT' ? 'APPLICATION_DRAFT' : 'RESEARCH_PROPOSAL', 'Draft', parts),
    ],
  });

describe('milestones', () => {
  it('reads milestones listed inline after a lead-in, each with its own month and result', () => {
    const context = contextOf([
      { heading: 'Arbeitspakete und Meilensteine', numbering: '5' },
      {
        text: 'Meilensteine: M1 (Monat 10) 95 % der Nähte auf 200 Bauteilen erkannt. M2 (Monat 16) Arbeiten an der Bahnplanung. M3 (Monat 24) zwei externe Metallbauer haben eine Zelle bestellt.',
      },
    ]);
    const milestones = findMilestones(context);
    expect(milestones.map((milestone) => milestone.span.text.slice(0, 2))).toEqual(['M1', 'M2', 'M3']);
    expect(milestones.every((milestone) => milestone.isDated)).toBe(true);
    expect(milestones.map((milestone) => milestone.isMeasurable)).toEqual([true, false, true]);
    expect(checkMilestones(context).map((draft) => draft.severity)).toEqual(['minor']);
  });

  it('does not take a passing mention ("tested in M1") for a milestone', () => {
    const context = contextOf([{ heading: 'Risks' }, { text: 'Skin irritation: we test two adhesives in M1.' }]);
    expect(findMilestones(context)).toEqual([]);
  });

  it('reads a table under a milestone heading that lost its header row, with the month as a bare number', () => {
    const context = contextOf([
      { heading: 'Meilensteine', numbering: '6' },
      {
        table: [
          ['M1', 'Labormuster in 5 Farben mit < 10 % Verlust', '9'],
          ['M2', '100 m² auf der Produktionsanlage beschichtet', '16'],
          ['M3', 'Zertifizierung nach IEC 61215 bestanden', '22'],
        ],
        headerRows: 0,
      },
    ]);
    const milestones = findMilestones(context);
    expect(milestones).toHaveLength(3);
    expect(milestones.every((milestone) => milestone.isDated && milestone.isMeasurable)).toBe(true);
  });

  it('takes a work-package table under "Work packages and milestones" for what it is', () => {
    const context = contextOf([
      { heading: 'Work packages and milestones', numbering: '5' },
      {
        table: [
          ['WP', 'Content', 'Lead', 'Months'],
          ['WP1', 'Seam detection on point clouds', 'FHNW', '1–10'],
          ['WP2', 'Path planning', 'FHNW', '6–16'],
        ],
      },
      { text: 'M1 (month 10): 95% of seams detected on 200 parts.' },
    ]);
    expect(findMilestones(context).map((milestone) => milestone.span.text.slice(0, 2))).toEqual(['M1']);
    expect(checkMilestones(context)).toEqual([]);
  });

  it('counts numbers in words and events that happen or not as measurable', () => {
    const context = contextOf([
      { heading: 'Milestones' },
      {
        table: [
          ['Milestone', 'Result', 'Month'],
          ['M1', 'two pilot agreements signed', '6'],
          ['M2', 'company incorporated', '12'],
          ['M3', 'bound for message-passing networks proven', '18'],
        ],
      },
    ]);
    expect(findMilestones(context).every((milestone) => milestone.isMeasurable)).toBe(true);
  });
});

describe('joint application', () => {
  it('does not count an implementation partner that is still to be found', () => {
    const context = contextOf([
      { heading: 'Team' },
      {
        text: 'The research partner is the Robotic Systems Lab. An implementation partner from agricultural machinery will be sought during the project.',
      },
    ]);
    expect(checkJointApplication(context).map((draft) => draft.check)).toEqual(['joint-application']);
  });

  it('counts a named implementation partner', () => {
    const context = contextOf([
      { heading: 'Team' },
      { text: 'Research partner: FHNW. Implementation partner: Osteon Präzision AG, Grenchen.' },
    ]);
    expect(checkJointApplication(context)).toEqual([]);
  });
});

describe('market figures', () => {
  it('accepts a market sized in firms and job openings with source and year in the table', () => {
    const context = contextOf([
      { heading: 'Markt und Wertschöpfung', numbering: '4' },
      {
        table: [
          ['Kennzahl', 'Wert', 'Quelle, Jahr'],
          ['Metallbaubetriebe in der Schweiz', "2'700", 'AM Suisse, 2024'],
          ['Offene Stellen im Schweissen', "1'400", 'Adecco, 2024'],
        ],
      },
      { text: 'Der Businessplan rechnet mit einem Umsatz von CHF 4,5 Mio. im Jahr 2030.' },
    ]);
    expect(checkMarketEvidence(context)).toEqual([]);
  });

  it('reports a market size without source, quoting it, and not a price or a revenue forecast', () => {
    const context = contextOf([
      { heading: 'Market', numbering: '4' },
      {
        text: 'The addressable market for orchard robots in Europe is CHF 900 million per year. We sell the robot at CHF 85,000. We expect revenue of CHF 12 million by 2031.',
      },
    ]);
    const drafts = checkMarketEvidence(context);
    expect(drafts.map((draft) => [draft.title, draft.severity])).toEqual([
      ['Market figures have no source or year', 'important'],
    ]);
    expect(drafts[0]?.evidence?.map((evidence) => evidence.quote)).toEqual([
      'The addressable market for orchard robots in Europe is CHF 900 million per year.',
    ]);
  });
});

describe('novelty shown by comparison', () => {
  it('accepts a comparative and a table of alternatives in the innovation section', () => {
    const context = contextOf(
      [
        { heading: 'Innovation and technology' },
        {
          table: [
            ['Coating', 'Service life', 'Cost per m²'],
            ['Copper-based paint', '3 years', 'CHF 25'],
            ['TidalCoat', '5 years', 'CHF 40'],
          ],
        },
        { text: 'Panels showed 85% less fouling than silicone at rest.' },
      ],
      'ETH_PIONEER_FELLOWSHIP',
    );
    expect(checkNoveltyEvidence(context)).toEqual([]);
  });

  it('reports novelty that is only claimed', () => {
    const context = contextOf(
      [
        { heading: 'Innovation' },
        { text: "OrchardBot is the world's first pruning robot and will revolutionise fruit growing." },
      ],
      'ETH_PIONEER_FELLOWSHIP',
    );
    expect(checkNoveltyEvidence(context).map((draft) => draft.check)).toEqual(['novelty-evidence']);
  });
});

describe('milestone labels', () => {
  it('reads "Milestone M1 (month 6): …" as milestone M1', () => {
    const context = contextOf([
      { heading: 'Milestones' },
      { text: 'Milestone M1 (month 6): tile efficiency of 21% measured on 20 prototypes.' },
      { text: 'Milestone M2 (month 18): preparation of the market launch.' },
    ]);
    const milestones = findMilestones(context);
    expect(milestones.map((milestone) => [milestone.isMeasurable, milestone.isDated])).toEqual([
      [true, true],
      [false, true],
    ]);
  });
});
