import {
  LIMITS,
  ZChatStreamQuery,
  type TDocumentFile,
  type TProjectRole,
  type TRevisionAnalysis,
} from '@grant-review/contract';
import {
  DownloadIcon,
  MessageSquareTextIcon,
  PlayIcon,
  RotateCcwIcon,
  SendIcon,
  SquareIcon,
  XIcon,
} from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { OutdatedAnalysisNotice } from '@/components/outdated-analysis-notice';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError, fieldErrorProps } from '@/components/ui/field-error';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { Tooltip } from '@/components/ui/tooltip';
import { useTranslation } from 'react-i18next';
import { can } from '@/lib/project-permissions';
import { cn } from '@/lib/utils';
import { useReport } from '../api/chat-api';
import { useChat } from '../hooks/use-chat';
import { AnonymizationDialog, type TMaskingCorrectionSlots } from './anonymization-dialog';
import { ChatMessage, StreamingMessage } from './chat-message';

interface ChatPanelProps {
  revisionId: string;
  chatId: string | null;
  files: TDocumentFile[];
  /** The caller's role in the project: a viewer reads and exports, but starts no analysis and writes nothing. */
  role: TProjectRole;
  /** The name to show on a user message written by someone else; null for the caller's own messages. */
  authorOf?: (userId: string) => string | null;
  onChatCreated?: (chatId: string) => void;
  onStreamingChange?: (isStreaming: boolean) => void;
  /** Where the analysis report's page is; the analysis message links to it when the analysis has a report. */
  reportPath?: string;
  /** The masking corrections offered in the confirmation before the analysis. */
  maskingCorrections?: TMaskingCorrectionSlots;
  /** The revision's analysis when its documents or masking changed after it: a notice offers to run it again. */
  outdatedAnalysis?: TRevisionAnalysis | null;
  /** Opens with the confirmation to run the analysis again (the report page's 'Run the analysis again' leads here). */
  startsWithRerunConfirmation?: boolean;
  className?: string;
}

/** Enter sends, Shift+Enter adds a newline (and IME composition is left alone). */
export function isSendKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !(event.nativeEvent as { isComposing?: boolean }).isComposing;
}

export function ChatPanel({
  revisionId,
  chatId: initialChatId,
  files,
  role,
  authorOf,
  onChatCreated,
  onStreamingChange,
  reportPath,
  maskingCorrections,
  outdatedAnalysis,
  startsWithRerunConfirmation = false,
  className,
}: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const chat = useChat({ revisionId, chatId: initialChatId, onChatCreated });
  // A completed analysis is the conversation's first message, and the only one a report is kept with.
  const analysis = chat.messages[0]?.message_type === 'ASSISTANT' ? chat.messages[0] : null;
  const report = useReport(reportPath && analysis ? chat.chatId : null, analysis?.id ?? null);
  // The message is checked as the server checks the stream's query (trimmed, at most chatMessageMaxLength).
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZChatStreamQuery), defaultValues: { user_input: '' } });
  const input = useWatch({ control, name: 'user_input' });
  // The contract's problem in the interface's language (an empty message is never sent, so rarely 'required').
  const inputProblem = errors.user_input && {
    message:
      errors.user_input.type === 'too_big'
        ? t('input.tooLong', { max: LIMITS.chatMessageMaxLength })
        : t('input.required'),
  };
  const mayRunAnalysis = can(role, 'runAnalysis');
  const maySendMessages = can(role, 'sendChatMessage');
  const [isConfirmOpen, setIsConfirmOpen] = useState(startsWithRerunConfirmation && mayRunAnalysis);
  const scrollRef = useRef<HTMLDivElement>(null);
  const isNearBottomRef = useRef(true);
  const hasFiles = files.length > 0;
  const isChatMode = chat.chatId !== null;
  const canStartAnalysis = hasFiles && !chat.isStreaming;
  const showStartAnalysis =
    !chat.isStreaming && !chat.isLoadingMessages && chat.messages.length === 0 && chat.streamingText === null;

  useEffect(() => {
    onStreamingChange?.(chat.isStreaming);
  }, [chat.isStreaming, onStreamingChange]);

  // Follow the conversation while the reader is at the bottom.
  useEffect(() => {
    const element = scrollRef.current;
    if (element && isNearBottomRef.current) element.scrollTop = element.scrollHeight;
  }, [chat.messages, chat.streamingText]);

  const sendInput = handleSubmit(async ({ user_input: text }) => {
    reset({ user_input: '' });
    isNearBottomRef.current = true;
    await chat.sendMessage(text);
  });

  const send = () => {
    // An empty message is not sent, and nothing is said about it: the Send button is disabled meanwhile.
    if (!input.trim() || chat.isStreaming || !isChatMode) return;
    void sendInput();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendKey(event)) {
      event.preventDefault();
      send();
    }
  };

  const startAnalysisButton = (
    <Tooltip content={hasFiles ? undefined : t('noFiles')}>
      {/* A disabled button gets no pointer events: the wrapper keeps the tooltip reachable. */}
      <span
        tabIndex={hasFiles ? undefined : 0}
        className="inline-flex rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Button
          onClick={() => setIsConfirmOpen(true)}
          disabled={!canStartAnalysis}
          aria-describedby={hasFiles ? undefined : 'no-files-hint'}
        >
          <PlayIcon />
          {t('start')}
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      {isChatMode && (
        <div className="flex items-center justify-end gap-2 border-b border-border px-4 py-2">
          {mayRunAnalysis && chat.messages.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setIsConfirmOpen(true)} disabled={!canStartAnalysis}>
              <RotateCcwIcon />
              {t('rerun')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void chat.exportChat()}
            disabled={chat.isExporting || chat.messages.length === 0}
          >
            {chat.isExporting ? <Spinner className="[&>span]:size-3.5" label={t('exporting')} /> : <DownloadIcon />}
            {t('export')}
          </Button>
        </div>
      )}

      {outdatedAnalysis && chat.messages.length > 0 && !chat.isStreaming && (
        <OutdatedAnalysisNotice
          analysis={outdatedAnalysis}
          className="mx-4 mt-3 w-auto"
          action={
            mayRunAnalysis && (
              <Button size="sm" className="mt-2" onClick={() => setIsConfirmOpen(true)} disabled={!canStartAnalysis}>
                <RotateCcwIcon />
                {t('rerun')}
              </Button>
            )
          }
        />
      )}

      {chat.error && (
        <Alert variant="destructive" className="mx-4 mt-3 w-auto pr-10">
          <AlertDescription>{chat.error}</AlertDescription>
          <button
            type="button"
            onClick={chat.dismissError}
            className="absolute top-2.5 right-2.5 cursor-pointer rounded p-0.5 opacity-70 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <XIcon className="size-4" />
            <span className="sr-only">{t('dismiss')}</span>
          </button>
        </Alert>
      )}

      {/* The conversation: a focusable scroll region (arrow keys scroll it), announced politely; aria-busy holds
          back a streaming reply until it is complete. `relative` makes it the containing block of the messages'
          sr-only labels, which otherwise sit outside the scroll box and stretch the page by the whole chat. */}
      <div
        ref={scrollRef}
        onScroll={(event) => {
          const element = event.currentTarget;
          isNearBottomRef.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
        }}
        role="log"
        aria-label={t('conversation')}
        aria-live="polite"
        aria-busy={chat.isStreaming}
        tabIndex={0}
        className="relative min-h-0 flex-1 overflow-y-auto px-4 py-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        {chat.isLoadingMessages ? (
          <div className="flex h-full items-center justify-center text-primary">
            <Spinner label={t('loadingMessages')} />
          </div>
        ) : showStartAnalysis ? (
          <div className="flex h-full min-h-60 flex-col items-center justify-center px-4 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
              <MessageSquareTextIcon className="size-6" />
            </span>
            <h3 className="mt-4 text-base font-semibold">{isChatMode ? t('empty.noMessages') : t('empty.ready')}</h3>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">
              {mayRunAnalysis ? t('empty.text') : t('empty.readOnly')}
            </p>
            {mayRunAnalysis && <div className="mt-5">{startAnalysisButton}</div>}
            {mayRunAnalysis && !hasFiles && (
              <p id="no-files-hint" className="mt-2 text-xs text-muted-foreground">
                {t('noFiles')}
              </p>
            )}
          </div>
        ) : (
          <ol className="flex flex-col gap-5" aria-label={t('messages')}>
            {chat.messages.map((message) => (
              <ChatMessage
                key={message.id}
                message={message}
                authorName={message.message_type === 'USER' ? authorOf?.(message.user_id) : null}
                reportPath={message.id === analysis?.id && report.data ? reportPath : undefined}
              />
            ))}
            {chat.streamingText !== null && <StreamingMessage text={chat.streamingText} />}
            {chat.isStreaming && chat.streamingText === null && <StreamingMessage text="" />}
          </ol>
        )}
      </div>

      {maySendMessages ? (
        <form
          className="border-t border-border p-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <div className="flex items-end gap-2">
            <label htmlFor={`chat-input-${revisionId}`} className="sr-only">
              {t('input.label')}
            </label>
            <Textarea
              id={`chat-input-${revisionId}`}
              rows={2}
              {...register('user_input')}
              {...fieldErrorProps(`chat-input-${revisionId}-error`, inputProblem)}
              onKeyDown={handleKeyDown}
              disabled={!isChatMode || chat.isStreaming}
              placeholder={isChatMode ? t('input.placeholder') : t('input.placeholderNoChat')}
              className="max-h-40 min-h-0 resize-none"
            />
            {chat.isStreaming ? (
              <Button type="button" variant="outline" onClick={chat.stop} className="h-10 shrink-0">
                <SquareIcon className="fill-current" />
                {t('stop')}
              </Button>
            ) : (
              <Button
                type="submit"
                disabled={!isChatMode || !input.trim()}
                className="h-10 shrink-0"
                aria-label={t('sendLabel')}
              >
                <SendIcon />
                <span className="hidden sm:inline">{t('send')}</span>
              </Button>
            )}
          </div>
          <FieldError id={`chat-input-${revisionId}-error`} error={inputProblem} className="mt-1.5" />
        </form>
      ) : (
        <p className="border-t border-border bg-muted/40 px-4 py-3 text-xs text-muted-foreground">{t('readOnly')}</p>
      )}

      <AnonymizationDialog
        {...maskingCorrections}
        open={isConfirmOpen}
        files={files}
        replacesConversation={isChatMode && chat.messages.length > 0}
        onOpenChange={setIsConfirmOpen}
        onConfirm={(reportLanguage) => {
          setIsConfirmOpen(false);
          isNearBottomRef.current = true;
          void chat.startAnalysis(reportLanguage ?? undefined);
        }}
      />
    </div>
  );
}
