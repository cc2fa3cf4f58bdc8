import type { TConfig } from '../config.js';
import type { ReviewWorkers } from '../review/worker/review-workers.js';
import { createBuiltinProvider } from './builtin-provider.js';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider.js';
import type { TLlmProvider } from './provider.js';

/** `workers`: the server's review workers, where the built-in engine runs. */
export function createProvider(config: TConfig, workers?: ReviewWorkers): TLlmProvider {
  if (config.LLM_PROVIDER === 'openai-compatible' && config.LLM_BASE_URL && config.LLM_MODEL) {
    return createOpenAiCompatibleProvider({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
      totalTimeoutMs: config.LLM_TIMEOUT_S * 1000,
      idleTimeoutMs: config.LLM_IDLE_TIMEOUT_S * 1000,
      reviewConcurrency: config.LLM_REVIEW_CONCURRENCY,
      ...(workers ? { workers } : {}),
    });
  }
  return createBuiltinProvider(workers ? { workers } : {});
}
