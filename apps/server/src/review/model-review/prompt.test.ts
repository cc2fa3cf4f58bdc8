import { describe, expect, it } from 'vitest';
import { gatherFacts } from '../facts.js';
import { INNOSUISSE_CRITERIA } from '../criteria/innosuisse.js';
import { REVIEW_PRACTICE } from '../criteria/review-practice.js';
import { INNOSUISSE_CLEAN_EN, INNOSUISSE_FLAWED_EN } from '../test-support/fixtures.js';
import { buildCriterionPrompt, PASSAGES_CUT_MARKER } from './prompt.js';
import { RULE_CHECKS } from '../engine/index.js';

const facts = gatherFacts({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_FLAWED_EN });

describe('buildCriterionPrompt', () => {
  const criterion = INNOSUISSE_CRITERIA.criteria[0];
  if (!criterion) throw new Error('no criterion');
  const { system, prompt } = buildCriterionPrompt(facts, criterion.id);

  it('asks about one criterion with what reviewers look for, the rules and review practice', () => {
    expect(prompt).toMatch(new RegExp(`^# Criterion: ${criterion.title}$`, 'm'));
    for (const point of criterion.lookFor) expect(prompt).toContain(point);
    for (const rule of INNOSUISSE_CRITERIA.rules) expect(prompt).toContain(rule.title);
    for (const point of [...REVIEW_PRACTICE.praise, ...REVIEW_PRACTICE.punish]) expect(prompt).toContain(point);
    const other = INNOSUISSE_CRITERIA.criteria[1];
    expect(prompt).not.toContain(`# Criterion: ${other?.title}`);
  });

  it('states the rule findings and figures as facts not to re-judge', () => {
    expect(facts.ruleFindings.length).toBeGreaterThan(0);
    expect(prompt).toContain('Established facts (checked by rule; do not re-judge)');
    for (const finding of facts.ruleFindings) expect(prompt).toContain(`${finding.title}. ${finding.explanation}`);
    expect(system).toMatch(/Take them as true: do not re-check, contradict or repeat them/);
    // The checks decided by rule are not among those the model may name.
    for (const check of RULE_CHECKS) expect(system).not.toContain(`- ${check}:`);
    expect(system).toContain('- ip-position:');
  });

  it("holds the criterion's passages, labelled with their document slot and never with a file name", () => {
    for (const passage of facts.contextFor(criterion.id).passages) {
      expect(prompt).toContain(`<passage document="${passage.slot}" name="${passage.slotName}"`);
      expect(prompt).toContain(passage.text.slice(0, 200));
    }
    for (const document of INNOSUISSE_FLAWED_EN) expect(`${system}\n${prompt}`).not.toContain(document.fileName);
    expect(`${system}\n${prompt}`).not.toMatch(/\.(docx|pdf)\b/);
  });

  it('says when every rule check passed, and cuts passages to the token budget', () => {
    const clean = gatherFacts({ projectType: 'INNOSUISSE_PROJECT', documents: INNOSUISSE_CLEAN_EN });
    const passed = buildCriterionPrompt({ ...clean, ruleFindings: [] }, criterion.id, { tokenBudget: 100 });
    expect(passed.prompt).toContain('Rule findings: every formal and financial rule check passed.');
    expect(passed.prompt).toContain(PASSAGES_CUT_MARKER);
    expect(passed.prompt.length).toBeLessThan(buildCriterionPrompt(clean, criterion.id).prompt.length);
  });
});
