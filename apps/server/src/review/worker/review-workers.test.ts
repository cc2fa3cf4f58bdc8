import type { TProjectType } from '@grant-review/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerTaskError } from '../../documents/pipeline/worker-pool.js';
import { answerQuestion } from '../chat.js';
import { runReviewEngine } from '../engine/index.js';
import { gatherFacts } from '../facts.js';
import { ETH_CLEAN_EN, INNOSUISSE_FLAWED_EN } from '../test-support/fixtures.js';
import { ReviewWorkers } from './review-workers.js';

const CRASHING_WORKER = new URL('./test-support/crashing-review-worker.ts', import.meta.url);
const AT = new Date('2026-03-01T09:00:00Z');

describe('ReviewWorkers', () => {
  const workers = new ReviewWorkers({ size: 1 });
  afterAll(() => workers.close());

  it('reviews in a worker thread what the engine reports on the calling thread', async () => {
    const input = { projectType: 'INNOSUISSE_PROJECT' as const, documents: INNOSUISSE_FLAWED_EN };
    expect(await workers.review(input, AT)).toEqual(runReviewEngine(input, AT).report);
    expect(workers.workerCount).toBe(1);
  });

  it('gathers the facts and answers the chat as on the calling thread', async () => {
    const input = { projectType: 'ETH_PIONEER_FELLOWSHIP' as const, documents: ETH_CLEAN_EN };
    const [facts, expected] = [await workers.gatherFacts(input, AT), gatherFacts(input, AT)];
    expect(facts.builtinReport).toEqual(expected.builtinReport);
    expect(facts.ruleFindings).toEqual(expected.ruleFindings);
    for (const criterion of expected.funder.criteria) {
      expect(facts.contextFor(criterion.id)).toEqual(expected.contextFor(criterion.id));
    }
    const question = { ...input, question: 'What is the budget?', history: [] };
    expect(await workers.answer(question)).toBe(answerQuestion(question));
  });

  it('throws what the engine throws, with its name and message, and the worker carries on', async () => {
    const input = { projectType: 'NO_SUCH_PROGRAMME' as TProjectType, documents: INNOSUISSE_FLAWED_EN };
    let thrown: unknown;
    try {
      runReviewEngine(input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    const { name, message } = thrown as Error;
    await expect(workers.review(input)).rejects.toMatchObject({ name, message });
    await expect(workers.review({ ...input, projectType: 'INNOSUISSE_PROJECT' })).resolves.toMatchObject({
      project_type: 'INNOSUISSE_PROJECT',
    });
    expect(workers.workerCount).toBe(1);
  });

  it('fails only the task of a worker that dies, and the next task gets a new worker', async () => {
    const crashing = new ReviewWorkers({ entry: CRASHING_WORKER, size: 1 });
    try {
      const crash = crashing.review({
        projectType: 'INNOSUISSE_PROJECT',
        documents: [{ slot: 'APPLICATION_DRAFT', slotName: 'Application Draft', fileName: 'a.pdf', text: 'CRASH' }],
      });
      await expect(crash).rejects.toBeInstanceOf(WorkerTaskError);
      await expect(crash).rejects.toMatchObject({ kind: 'crash' });
      expect(crashing.workerCount).toBe(0);
      const input = { projectType: 'INNOSUISSE_PROJECT' as const, documents: INNOSUISSE_FLAWED_EN };
      expect(await crashing.review(input, AT)).toEqual(runReviewEngine(input, AT).report);
      expect(crashing.workerCount).toBe(1);
    } finally {
      await crashing.close();
    }
  });

  it('refuses tasks once closed', async () => {
    const closed = new ReviewWorkers();
    await closed.close();
    await expect(closed.review({ projectType: 'INNOSUISSE_PROJECT', documents: [] })).rejects.toThrow(/closed/);
  });
});
