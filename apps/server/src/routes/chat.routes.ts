import {
  ZAnalyzeResponse,
  ZAnalyzeStreamQuery,
  ZChatMessage,
  ZChatStreamQuery,
  ZIdParams,
  ZReviewReport,
} from '@grant-review/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findLatestReport,
  getOrCreateChat,
  getOwnedChat,
  getOwnedRevision,
  listMessages,
} from '../chat/chat.service.js';
import { notFound } from '../errors.js';
import { presentReport } from '../presenters/report.js';
import { loadPlaceholderMap } from '../documents/anonymize/placeholder-store.js';
import { streamAnalysis, streamChatAnswer, type TStreamSettings } from '../chat/chat-streams.js';
import { buildChatDocx, chooseExportLanguage, exportFileName } from '../export/chat-docx.js';
import { currentUser } from '../plugins/authentication.js';
import { presentContent, presentMessage } from '../presenters/chat.js';
import { bearer, errors } from './schemas.js';
import { DOCX_TYPE, sendDocx } from './send-docx.js';

const tags = ['chat'];
const eventStream = z.string().describe('text/event-stream: one `data: <json>` line per event (see StreamEvent)');

/** Analysis, chat streams, messages and export; registered behind requireUser and requireTerms. */
export const chatRoutes =
  (settings: TStreamSettings): FastifyPluginAsyncZod =>
  async (app) => {
    const { ctx } = app;

    app.post(
      '/chat/revisions/:id/analyze',
      {
        schema: {
          tags,
          summary: "Create the revision's analysis chat, or return the existing one",
          security: bearer,
          params: ZIdParams,
          response: { 201: ZAnalyzeResponse, ...errors(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const scope = await getOwnedRevision(ctx.db, user, request.params.id, 'runAnalysis');
        const chat = await getOrCreateChat(ctx.db, user, scope);
        return reply.status(201).send({ chat_id: chat.id });
      },
    );

    app.get(
      '/chat/revisions/:id/analyze/stream',
      {
        schema: {
          tags,
          summary:
            "Stream the analysis of the revision (creates the chat if missing); server-sent events. `language` sets the report's language (default: the documents' main language)",
          security: bearer,
          params: ZIdParams,
          querystring: ZAnalyzeStreamQuery,
          produces: ['text/event-stream'],
          response: { 200: eventStream, ...errors(401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const { language } = request.query;
        await streamAnalysis(ctx, settings, currentUser(request), request.params.id, reply, language);
      },
    );

    app.get(
      '/chat/:id/stream',
      {
        schema: {
          tags,
          summary: 'Send a message and stream the answer; server-sent events',
          security: bearer,
          params: ZIdParams,
          querystring: ZChatStreamQuery,
          produces: ['text/event-stream'],
          response: { 200: eventStream, ...errors(401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        await streamChatAnswer(ctx, settings, currentUser(request), request.params.id, request.query.user_input, reply);
      },
    );

    app.get(
      '/chat/:id/messages',
      {
        schema: {
          tags,
          summary: 'Messages of a chat, oldest first',
          security: bearer,
          params: ZIdParams,
          response: { 200: z.array(ZChatMessage), ...errors(401, 403, 404) },
        },
      },
      async (request) => {
        const { chat, revision } = await getOwnedChat(ctx.db, currentUser(request), request.params.id);
        const map = await loadPlaceholderMap(ctx.db, revision.id);
        return (await listMessages(ctx.db, chat.id)).map((message) => presentMessage(message, map));
      },
    );

    app.get(
      '/chat/:id/report',
      {
        schema: {
          tags,
          summary: 'The latest analysis of the chat as data (readiness, criteria, findings with evidence)',
          security: bearer,
          params: ZIdParams,
          response: { 200: ZReviewReport, ...errors(401, 403, 404) },
        },
      },
      async (request) => {
        const { chat, revision } = await getOwnedChat(ctx.db, currentUser(request), request.params.id);
        const report = await findLatestReport(ctx.db, chat.id);
        if (!report) throw notFound('Report');
        return presentReport(report, await loadPlaceholderMap(ctx.db, revision.id));
      },
    );

    app.get(
      '/chat/:id/export',
      {
        schema: {
          tags,
          summary: 'The chat as a Word document',
          security: bearer,
          params: ZIdParams,
          produces: [DOCX_TYPE],
          response: { 200: z.any().describe('.docx file'), ...errors(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const { chat, revision, project } = await getOwnedChat(ctx.db, user, request.params.id, 'export');
        const map = await loadPlaceholderMap(ctx.db, revision.id);
        const { count } = await ctx.db
          .selectFrom('revisions')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('project_id', '=', project.id)
          .where('seq', '<=', revision.seq)
          .executeTakeFirstOrThrow();
        const revisionNumber = Number(count);
        const messages = await listMessages(ctx.db, chat.id);
        // A completed analysis is the conversation's first message, and the only one a report is kept with.
        const report = await findLatestReport(ctx.db, chat.id);
        const document = await buildChatDocx({
          projectName: project.name,
          projectType: project.project_type,
          revisionNumber,
          revisionCreatedAt: revision.created_at,
          exportedAt: new Date(),
          language: chooseExportLanguage(report?.language, user.language),
          messages: messages.map((message, index) => ({
            role: message.message_type === 'USER' ? 'USER' : 'ASSISTANT',
            content: presentContent(message, map),
            createdAt: message.created_at,
            ...(report && index === 0 && message.message_type !== 'USER' ? { report: presentReport(report, map) } : {}),
          })),
        });
        const fileName = exportFileName(project.name, revisionNumber, revision.created_at);
        return sendDocx(reply, fileName, document);
      },
    );
  };
