import type { TChatMessage } from '@grant-review/contract';
import { ClipboardCheckIcon, SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Markdown } from './markdown';

function AssistantAvatar() {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
    >
      <SparklesIcon className="size-3.5" />
    </span>
  );
}

/** The analysis message's way to its report page. */
function OpenReportLink({ to }: { to: string }) {
  const { t } = useTranslation('chat');
  return (
    <div className="mt-3 border-t border-border pt-3">
      <Link to={to} className={buttonVariants({ size: 'sm' })}>
        <ClipboardCheckIcon aria-hidden="true" />
        {t('openReport')}
      </Link>
      <p className="mt-1.5 text-xs text-muted-foreground">{t('openReportHint')}</p>
    </div>
  );
}

export function ChatMessage({
  message,
  reportPath,
  authorName,
}: {
  message: TChatMessage;
  reportPath?: string;
  /** Who wrote a user message, when it is another member of the project (no name: the reader wrote it). */
  authorName?: string | null;
}) {
  const { t } = useTranslation('chat');
  const isUser = message.message_type === 'USER';
  if (isUser) {
    return (
      <li className="flex justify-end">
        <div className="max-w-[85%]">
          {authorName && (
            <p aria-hidden="true" className="mb-1 text-right text-xs font-medium text-muted-foreground">
              {authorName}
            </p>
          )}
          <div className="rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-sm leading-relaxed whitespace-pre-wrap text-primary-foreground">
            <span className="sr-only">
              {authorName ? t('message.author', { name: authorName }) : t('message.user')}{' '}
            </span>
            {message.content}
          </div>
          <p className="mt-1 text-right text-[0.6875rem] text-muted-foreground">{formatDateTime(message.created_at)}</p>
        </div>
      </li>
    );
  }
  return (
    <li className="flex gap-3">
      <AssistantAvatar />
      <div className="min-w-0 flex-1">
        <div className="rounded-2xl rounded-tl-md border border-border bg-card px-4 py-3 shadow-xs">
          <span className="sr-only">{t('message.assistant')} </span>
          <Markdown>{message.content}</Markdown>
          {reportPath && <OpenReportLink to={reportPath} />}
        </div>
        <p className="mt-1 flex items-center gap-2 text-[0.6875rem] text-muted-foreground">
          {formatDateTime(message.created_at)}
          {message.is_interrupted && (
            <span className="rounded bg-warning/15 px-1.5 py-px font-medium text-warning-foreground">
              {t('message.interrupted')}
            </span>
          )}
        </p>
      </div>
    </li>
  );
}

/** The assistant's reply while it streams in. */
export function StreamingMessage({ text }: { text: string }) {
  const { t } = useTranslation('chat');
  return (
    <li className="flex gap-3" aria-live="off">
      <AssistantAvatar />
      <div className="min-w-0 flex-1">
        <div className={cn('rounded-2xl rounded-tl-md border border-border bg-card px-4 py-3 shadow-xs')}>
          {text ? (
            <Markdown>{text}</Markdown>
          ) : (
            <span className="flex items-center gap-1 py-1" role="status" aria-label={t('message.writing')}>
              {[0, 150, 300].map((delay) => (
                <span
                  key={delay}
                  className="size-1.5 animate-pulse rounded-full bg-muted-foreground/60"
                  style={{ animationDelay: `${delay}ms` }}
                />
              ))}
            </span>
          )}
          {text && (
            <span
              aria-hidden="true"
              className="ml-0.5 inline-block h-4 w-1.5 translate-y-0.5 animate-caret bg-primary/70"
            />
          )}
        </div>
      </div>
    </li>
  );
}
