/**
 * The analysis and chat streams. Each sends the spec's events over SSE, lets the provider see
 * anonymized text only, keeps one stream per chat at a time, stops the provider when the client
 * goes away and keeps what was written, marked as interrupted. A new analysis replaces the
 * conversation only once it has completed; until then, and if it fails, the old one stays.
 */
import type { TProjectType, TReportLanguage, TReviewReport, TUnreadDocument } from '@grant-review/contract';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { TAppContext } from '../context.js';
import type { ChatRow, UserRow } from '../db/schema.js';
import { checkpointDeletions } from '../db/database.js';
import { anonymizeWithMap, type PlaceholderMap } from '../documents/anonymize/index.js';
import { loadPlaceholderMap, withPlaceholderMap } from '../documents/anonymize/placeholder-store.js';
import { loadMaskingCorrections } from '../projects/pii-corrections.queries.js';
import { compareWithPreviousAnalysis } from '../projects/revision-comparison.js';
import { asksWhatChanged } from '../review/chat/comparison-answer.js';
import { AppError, conflict } from '../errors.js';
import { ProviderError, type TAnalysisPart, type TLlmRequest } from '../llm/provider.js';
import { presentMessage } from '../presenters/chat.js';
import { createMessages, isReportLanguageAvailable, REPORT_LANGUAGE_NAMES, type TChatTurn } from '../review/index.js';
import {
  acquireStreamLock,
  appendMessage,
  assertHasProcessedFile,
  countMessages,
  findLatestReport,
  getOrCreateChat,
  getOwnedChat,
  getOwnedRevision,
  listMessages,
  loadAnonymizedDocuments,
  loadUnreadDocuments,
  releaseStreamLock,
  renewStreamLock,
  replaceConversation,
  STREAM_BUSY_MESSAGE,
  type TRevisionScope,
} from './chat.service.js';
import { createPlaceholderRestorer } from './placeholder-stream.js';
import { openSseStream, type TSseStream } from './sse.js';
import { nowIso } from '../lib/time.js';

export interface TStreamSettings {
  keepaliveMs: number;
  lockLeaseMs: number;
}

export const DEFAULT_STREAM_SETTINGS: TStreamSettings = { keepaliveMs: 15_000, lockLeaseMs: 60_000 };

const UNEXPECTED_FAILURE = 'The answer could not be completed. Please try again.';
const CONVERSATION_KEPT = 'Your earlier conversation is kept.';

interface TTurn {
  scope: TRevisionScope;
  chat: ChatRow;
  user: UserRow;
  map: PlaceholderMap;
  request: TLlmRequest;
}

async function withStreamLock(
  ctx: TAppContext,
  chat: ChatRow,
  settings: TStreamSettings,
  run: (lock: TStreamLock) => Promise<void>,
): Promise<void> {
  const lockId = randomUUID();
  if (!(await acquireStreamLock(ctx.db, chat.id, lockId, settings.lockLeaseMs))) throw conflict(STREAM_BUSY_MESSAGE);
  let released: Promise<void> | null = null;
  const lock: TStreamLock = {
    renew: () => void renewStreamLock(ctx.db, chat.id, lockId, settings.lockLeaseMs).catch(() => undefined),
    release: () => (released ??= releaseStreamLock(ctx.db, chat.id, lockId)),
  };
  try {
    await run(lock);
  } finally {
    await lock.release();
  }
}

/** The chat's stream lock while a stream runs: renewed on keepalives, released before the client hears the end. */
interface TStreamLock {
  renew: () => void;
  release: () => Promise<void>;
}

/**
 * Streams the assistant's answer, then saves it and sends `complete` (or `error`). With `replacesConversation`
 * (an analysis run again) the earlier messages are deleted in the same transaction that saves the completed
 * answer, and `clear_messages` goes out just before `complete`; an answer that fails or is cut off is added
 * after them instead, so nothing the user had is lost.
 */
async function streamAssistantTurn(
  ctx: TAppContext,
  turn: TTurn,
  sse: TSseStream,
  options: {
    replacesConversation?: boolean;
    unreadDocuments?: readonly TUnreadDocument[];
    /** When the analysis read the revision's documents: the changes up to then are no longer news. */
    documentsReadAt?: string;
  } = {},
): Promise<void> {
  const unreadDocuments = options.unreadDocuments ?? [];
  const earlierCount = options.replacesConversation ? await countMessages(ctx.db, turn.chat.id) : 0;
  sse.send({ type: 'start_assistant' });
  // The built-in reviewer's own wording is never restored, only what it quotes (see TRestoreScope).
  const restorer = createPlaceholderRestorer(turn.map, ctx.llm.name === 'builtin' ? 'quotes' : 'everywhere');
  let generated = '';
  let report: TReviewReport | undefined;
  let failure: string | null = null;
  try {
    for await (const part of providerParts(ctx, turn.request, sse.signal)) {
      if (sse.signal.aborted) break;
      if (part.type === 'report') {
        report = part.report;
        continue;
      }
      generated += part.text;
      const visible = restorer.push(part.text);
      if (visible) sse.send({ type: 'chunk', content: visible });
    }
    const rest = restorer.flush();
    if (rest) sse.send({ type: 'chunk', content: rest });
    // Which documents the review did not read, and why, closes the report (the server's words, not the provider's).
    if (unreadDocuments.length > 0 && !sse.signal.aborted && generated.trim()) {
      const note = renderUnreadDocuments(unreadDocuments, report?.language);
      generated += note;
      sse.send({ type: 'chunk', content: note });
      if (report) report = { ...report, unread_documents: [...unreadDocuments] };
    }
  } catch (error) {
    if (!sse.signal.aborted) {
      failure = error instanceof ProviderError ? error.userMessage : UNEXPECTED_FAILURE;
      ctx.log.error({ err: error, chatId: turn.chat.id, provider: ctx.llm.name }, 'provider failed');
    }
  }
  const isInterrupted = sse.signal.aborted || failure !== null;
  const answer = { chatId: turn.chat.id, userId: turn.user.id, type: 'ASSISTANT', content: generated } as const;
  if (options.replacesConversation && !isInterrupted && generated.trim()) {
    const seen = options.documentsReadAt
      ? { revisionId: turn.scope.revision.id, documentsReadAt: options.documentsReadAt }
      : undefined;
    const { message, replacedCount } = await replaceConversation(ctx.db, answer, report, seen);
    if (replacedCount > 0) {
      await checkpointDeletions(ctx.db, ctx.dialect);
      sse.send({ type: 'clear_messages' });
    }
    sse.send({ type: 'complete', message: presentMessage(message, turn.map), chat_id: turn.chat.id });
    return;
  }
  const message = generated.trim() ? await appendMessage(ctx.db, { ...answer, isInterrupted }) : null;
  if (failure) {
    sse.send({ type: 'error', message: earlierCount > 0 ? `${failure} ${CONVERSATION_KEPT}` : failure });
  } else if (message && !isInterrupted) {
    sse.send({ type: 'complete', message: presentMessage(message, turn.map), chat_id: turn.chat.id });
  }
}

/** The report's closing section on the documents left out; slot names only (see loadUnreadDocuments). */
export function renderUnreadDocuments(documents: readonly TUnreadDocument[], language: TReportLanguage = 'en'): string {
  const { t } = createMessages(language);
  const items = documents.map((document) => `- **${document.slot_name}**: ${document.reason.replace(/\s+/g, ' ')}`);
  return ['', '', `## ${t('report.unread')}`, '', t('report.unreadIntro'), '', ...items, ''].join('\n');
}

/** An analysis comes as the report's Markdown and then the report; a chat answer as text only. */
function providerParts(ctx: TAppContext, request: TLlmRequest, signal: AbortSignal): AsyncIterable<TAnalysisPart> {
  if (request.kind === 'analysis') return ctx.llm.analyze(request, signal);
  return (async function* () {
    for await (const text of ctx.llm.stream(request, signal)) yield { type: 'text', text } as const;
  })();
}

/**
 * Runs the part of a stream that comes after the headers went out: whatever happens there, the client
 * gets an `error` event for a failure and always a `stream_end`, and the response ends.
 */
async function runOpenStream(
  ctx: TAppContext,
  sse: TSseStream,
  lock: TStreamLock,
  body: () => Promise<void>,
): Promise<void> {
  try {
    await body();
  } catch (error) {
    ctx.log.error({ err: error }, 'stream failed');
    sse.send({ type: 'error', message: UNEXPECTED_FAILURE });
  } finally {
    // A client that sends its next message as soon as it sees `stream_end` must not find the chat still busy.
    await lock.release().catch((error: unknown) => ctx.log.error({ err: error }, 'stream lock release failed'));
    sse.send({ type: 'stream_end' });
    sse.end();
  }
}

export async function streamAnalysis(
  ctx: TAppContext,
  settings: TStreamSettings,
  user: UserRow,
  revisionId: string,
  reply: FastifyReply,
  language?: TReportLanguage,
): Promise<void> {
  const scope = await getOwnedRevision(ctx.db, user, revisionId, 'runAnalysis');
  if (language && !isReportLanguageAvailable(language)) {
    throw new AppError('UNPROCESSABLE', `Reports in ${REPORT_LANGUAGE_NAMES[language]} are not available yet`);
  }
  await assertHasProcessedFile(ctx.db, scope.revision.id);
  const chat = await getOrCreateChat(ctx.db, user, scope);
  await withStreamLock(ctx, chat, settings, async (lock) => {
    const documentsReadAt = nowIso();
    const map = await loadPlaceholderMap(ctx.db, scope.revision.id);
    const documents = await loadAnonymizedDocuments(ctx.db, scope);
    const unreadDocuments = await loadUnreadDocuments(ctx.db, scope);
    const sse = openSseStream(reply, { keepaliveMs: settings.keepaliveMs, onKeepalive: lock.renew });
    await runOpenStream(ctx, sse, lock, async () => {
      const request: TLlmRequest = {
        kind: 'analysis',
        projectType: scope.project.project_type as TProjectType,
        documents,
        ...(language ? { language } : {}),
      };
      // An analysis starts the conversation afresh, once it has completed.
      await streamAssistantTurn(ctx, { scope, chat, user, map, request }, sse, {
        replacesConversation: true,
        unreadDocuments,
        documentsReadAt,
      });
    });
  });
}

export async function streamChatAnswer(
  ctx: TAppContext,
  settings: TStreamSettings,
  user: UserRow,
  chatId: string,
  userInput: string,
  reply: FastifyReply,
): Promise<void> {
  const { chat, ...scope } = await getOwnedChat(ctx.db, user, chatId, 'sendChatMessage');
  await withStreamLock(ctx, chat, settings, async (lock) => {
    const documents = await loadAnonymizedDocuments(ctx.db, scope);
    const earlier = await listMessages(ctx.db, chat.id);
    const report = await findLatestReport(ctx.db, chat.id);
    // What the user typed goes to the provider only through the detector and the revision's map; values first
    // seen here get placeholders of their own, saved before anything is sent.
    // The project's masking corrections apply here as in the documents.
    const corrections = await loadMaskingCorrections(ctx.db, scope.project.id);
    const { result, map } = await withPlaceholderMap(ctx.db, scope.revision.id, (revisionMap) => ({
      history: earlier.map((message): TChatTurn => ({
        role: message.message_type === 'USER' ? 'user' : 'assistant',
        content:
          message.message_type === 'USER'
            ? anonymizeWithMap(message.content, revisionMap, {}, corrections).text
            : message.content,
      })),
      question: anonymizeWithMap(userInput, revisionMap, {}, corrections).text,
    }));
    const { history, question } = result;

    const sse = openSseStream(reply, { keepaliveMs: settings.keepaliveMs, onKeepalive: lock.renew });
    await runOpenStream(ctx, sse, lock, async () => {
      sse.send({ type: 'start_user' });
      const userMessage = await appendMessage(ctx.db, {
        chatId: chat.id,
        userId: user.id,
        type: 'USER',
        content: userInput,
      });
      sse.send({ type: 'user_message', message: presentMessage(userMessage, map) });
      const request: TLlmRequest = {
        kind: 'chat',
        projectType: scope.project.project_type as TProjectType,
        documents,
        question,
        history,
        ...(report ? { report } : {}),
        // Only the built-in reviewer answers from the comparison (see TLlmRequest.comparison).
        ...(ctx.llm.name === 'builtin' && asksWhatChanged(question)
          ? { comparison: await compareWithPreviousAnalysis(ctx.db, user, scope.revision) }
          : {}),
      };
      await streamAssistantTurn(ctx, { scope, chat, user, map, request }, sse);
    });
  });
}
