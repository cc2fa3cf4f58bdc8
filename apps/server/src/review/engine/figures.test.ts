/**
 * Reading cost tables laid out as applicants lay them out, in four languages: the unit declared in the title, the
 * caption or a column header (CHF, kCHF, TCHF, "Fr.", "in Tausend Franken", "en milliers de francs"), bare numbers in
 * money columns, and partners named by their company name rather than by their role.
 */
import { describe, expect, it } from 'vitest';
import { buildDocument, type TDocumentPart } from '../test-support/build-document.js';
import { checkFinancialRules, establishFinancialFacts } from './checks/financial.js';
import { classifyFigure } from './figures.js';
import { buildReviewContext } from './index.js';

const factsOf = (draft: TDocumentPart[], budget: TDocumentPart[]) => {
  const context = buildReviewContext({
    projectType: 'INNOSUISSE_PROJECT',
    documents: [
      buildDocument('APPLICATION_DRAFT', 'Draft', draft),
      buildDocument('FUNDING_PROPOSAL', 'Budget', budget),
    ],
  });
  return { context, facts: establishFinancialFacts(context) };
};

describe('the unit of a cost table', () => {
  const cases: [string, string, string, number][] = [
    ['en', 'Costs by partner (CHF)', 'Cost type', 1],
    ['en', 'Costs (all amounts in kCHF)', 'Cost type', 1_000],
    ['de', 'Kosten nach Partner (in Tausend Franken)', 'Kostenart', 1_000],
    ['de', 'Kosten (TCHF)', 'Kostenart', 1_000],
    ['fr', 'Coûts par partenaire (en milliers de francs)', 'Type de coût', 1_000],
    ['fr', 'Coûts (Fr.)', 'Type de coût', 1],
    ['it', 'Costi per partner (CHF)', 'Tipo di costo', 1],
    ['it', 'Costi (in migliaia di franchi)', 'Tipo di costo', 1_000],
  ];
  for (const [language, caption, costType, multiplier] of cases) {
    it(`reads bare numbers as money when the caption declares it: ${language} "${caption}"`, () => {
      const { facts } = factsOf(
        [{ text: 'Implementation partner: Alpenlicht AG, Chur.' }],
        [
          { heading: caption },
          {
            table: [
              [costType, 'HES-SO', 'Alpenlicht AG', 'Total'],
              ['Personnel', '400', '300', '700'],
              ['Material', '60', '40', '100'],
              ['Total', '460', '340', '800'],
            ].map((row) => row.map((cell) => (multiplier === 1 && /^\d+$/.test(cell) ? `${cell}'000` : cell))),
          },
        ],
      );
      expect(facts.totalCost?.value).toBe(800_000);
      expect(facts.partnerContribution?.value).toBe(340_000);
    });
  }

  it('does not take a share or a month column of a money table for money', () => {
    const { context } = factsOf(
      [],
      [
        { heading: 'Financing (kCHF)' },
        {
          table: [
            ['Source', 'Amount', 'Share', 'Months'],
            ['Innosuisse', '600', '60', '24'],
            ['Total', '1000', '100', '24'],
          ],
        },
      ],
    );
    const money = context.figures.filter((figure) => figure.unit === 'CHF').map((figure) => figure.value);
    expect(money).toEqual([600_000, 1_000_000]);
  });
});

describe('partners named by their company name', () => {
  const cases: [string, string, string[]][] = [
    ['en', 'Implementation partner: Vigilis GmbH, Zug.', ['Source', 'Type', 'Amount (CHF)']],
    ['de', 'Umsetzungspartner: Vigilis GmbH, Zug.', ['Quelle', 'Art', 'Betrag (CHF)']],
    ['fr', 'Vigilis SA (partenaire de mise en œuvre) développe le service.', ['Source', 'Type', 'Montant (CHF)']],
    ['it', 'Partner attuatore: Vigilis SA, Lugano.', ['Fonte', 'Tipo', 'Importo (CHF)']],
  ];
  for (const [language, sentence, header] of cases) {
    it(`reads the partner's rows of a financing table by its name (${language})`, () => {
      const { facts } = factsOf(
        [{ text: sentence }],
        [
          {
            table: [
              header,
              ['Innosuisse', '', '550,000'],
              ['Vigilis', 'own work / Eigenleistung / prestations propres / prestazioni proprie', '470,000'],
              ['Vigilis', 'cash / in bar / en espèces / in contanti', '30,000'],
              ['Total', '', '1,050,000'],
            ],
          },
        ],
      );
      expect(facts.totalCost?.value).toBe(1_050_000);
      expect(facts.partnerContribution?.value).toBe(500_000);
      expect(Math.round(facts.cash?.value ?? 0)).toBe(3);
    });
  }
});

describe('partner columns and part shares', () => {
  const cases: [string, string, string][] = [
    ['en', 'ZHAW', 'own work'],
    ['de', 'Hochschule Luzern', 'Eigenleistung'],
    ['fr', 'HES-SO', 'prestations propres'],
    ['it', 'SUPSI', 'prestazioni proprie'],
  ];
  for (const [language, institution, ownWork] of cases) {
    it(`reads a research institution's column total as its costs and an own-work share as a part (${language})`, () => {
      const { facts } = factsOf(
        [{ text: 'Implementation partner: Ledgerleaf AG, Bern.' }],
        [
          { heading: 'Costs (kCHF)' },
          {
            table: [
              ['Cost type', institution, 'Ledgerleaf AG', 'Total'],
              ['Personnel', '700', '380', '1080'],
              ['Other', '120', '50', '170'],
              ['Total', '820', '430', '1250'],
            ],
          },
          { heading: 'Financing (kCHF)' },
          {
            table: [
              ['Source', 'kCHF', 'Share'],
              ['Innosuisse', '750', '60.0 %'],
              [`Ledgerleaf AG, ${ownWork}`, '430', '34.4 %'],
              ['Ledgerleaf AG, cash', '70', '5.6 %'],
              ['Total', '1250', '100 %'],
            ],
          },
        ],
      );
      expect(facts.totalCost?.value).toBe(1_250_000);
      expect(facts.partnerSharePercent?.value).toBeCloseTo(40, 1);
    });
  }
});

describe('rules fail safe', () => {
  const cost = (rows: string[][]) => [{ heading: 'Budget (CHF)' }, { table: rows }];
  it('reports a share outside the range as a blocker when the cost tables give it', () => {
    const { context, facts } = factsOf(
      [{ text: 'Implementation partner: Alpenlicht AG.' }],
      cost([
        ['Cost type', 'HES-SO', 'Alpenlicht AG', 'Total'],
        ['Personnel', "500'000", "200'000", "700'000"],
        ['Total', "600'000", "200'000", "800'000"],
      ]),
    );
    const drafts = checkFinancialRules(context, facts).filter((draft) => draft.check === 'partner-share');
    expect(drafts.map((draft) => draft.severity)).toEqual(['blocker']);
  });

  const stated: [string, string][] = [
    ['en', 'The implementation partner carries 50 % of the total project costs; total costs CHF 800,000.'],
    ['de', 'Der Anteil des Umsetzungspartners an den Kosten beträgt 50 %; Gesamtkosten CHF 800’000.'],
    ['fr', 'La part du partenaire de mise en œuvre aux coûts est de 50 %; coûts totaux CHF 800’000.'],
    ['it', 'La quota del partner attuatore ai costi è del 50 %; costi totali CHF 800’000.'],
  ];
  for (const [language, sentence] of stated) {
    it(`says it could not verify a share its figures contradict, never a blocker (${language})`, () => {
      // The table's partner line is a part (its personnel) the reader cannot tell from the whole.
      const { context, facts } = factsOf(
        [{ text: sentence }],
        cost([
          ['Item', 'Amount'],
          ['Implementation partner personnel', "200'000"],
          ['Total', "800'000"],
        ]),
      );
      const drafts = checkFinancialRules(context, facts).filter((draft) => draft.check === 'partner-share');
      expect(drafts.map((draft) => draft.severity)).toEqual(['minor']);
      expect(drafts[0]?.title).toContain('Could not verify');
    });
  }
});

describe('a price is not a market size', () => {
  const clauses: [string, string, string][] = [
    ['en', 'At a unit price of CHF 40,000 and a market share of', 'The Swiss market for such systems is worth CHF'],
    ['de', 'Bei einem Verkaufspreis von CHF 40’000 und einem Marktanteil von', 'Der Schweizer Markt umfasst CHF'],
    ['fr', 'Avec un prix de vente de CHF 40 000 et une part de marché de', 'Le marché suisse représente CHF'],
    ['it', 'Con un prezzo di CHF 40’000 e una quota di mercato del', 'Il mercato svizzero vale CHF'],
  ];
  for (const [language, price, size] of clauses) {
    it(`reads the price next to a market share as neither (${language})`, () => {
      expect(classifyFigure(price, 'CHF', false).role).toBe('other');
      expect(classifyFigure(size, 'CHF', false).role).toBe('market-size');
    });
  }
});
