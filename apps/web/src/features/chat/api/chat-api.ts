/** Chat endpoints: messages, the analysis chat, export, and the two SSE streams. */
import type { TAnalyzeResponse, TChatMessage, TReportLanguage, TReviewReport } from '@grant-review/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { fetchDocx } from '@/lib/download';
import { chatKeys } from '@/lib/query-keys';
import { streamEvents, type StreamOptions } from '@/lib/sse';

const segment = encodeURIComponent;

// Re-exported for hooks/use-chat.ts, which imports the keys from here.
export { chatKeys };

export const getMessages = (chatId: string) => api.get<TChatMessage[]>(`/api/chat/${segment(chatId)}/messages`);

/** The chat's latest analysis as data, or null when the chat has none (404). */
export async function getReport(chatId: string): Promise<TReviewReport | null> {
  try {
    return await api.get<TReviewReport>(`/api/chat/${segment(chatId)}/report`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Creates the revision's analysis chat, or returns the existing one. */
export const createAnalysisChat = (revisionId: string) =>
  api.post<TAnalyzeResponse>(`/api/chat/revisions/${segment(revisionId)}/analyze`);

export const DEFAULT_EXPORT_FILENAME = 'chat_export.docx';

export const exportChat = (chatId: string) => fetchDocx(`/api/chat/${segment(chatId)}/export`, DEFAULT_EXPORT_FILENAME);

/** The analysis stream; the report is written in `language`, else in the main language of the documents. */
export const streamAnalysis = (revisionId: string, options: StreamOptions, language?: TReportLanguage) =>
  streamEvents(
    `/api/chat/revisions/${segment(revisionId)}/analyze/stream${language ? `?language=${language}` : ''}`,
    options,
  );

export const streamChatReply = (chatId: string, userInput: string, options: StreamOptions) =>
  streamEvents(`/api/chat/${segment(chatId)}/stream?user_input=${encodeURIComponent(userInput)}`, options);

export const messagesQueryOptions = (chatId: string) =>
  queryOptions({ queryKey: chatKeys.messages(chatId), queryFn: () => getMessages(chatId) });

export function useMessages(chatId: string | null) {
  return useQuery({ ...messagesQueryOptions(chatId ?? ''), enabled: chatId !== null });
}

export const reportQueryOptions = (chatId: string, analysisId: string | null = null) =>
  queryOptions({ queryKey: chatKeys.report(chatId, analysisId), queryFn: () => getReport(chatId) });

export function useReport(chatId: string | null, analysisId: string | null = null) {
  return useQuery({ ...reportQueryOptions(chatId ?? '', analysisId), enabled: chatId !== null });
}

export function useCreateAnalysisChat() {
  return useMutation({ mutationFn: createAnalysisChat });
}
