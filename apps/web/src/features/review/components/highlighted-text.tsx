import type { TTextRange } from '@grant-review/contract';
import { useMemo, type ReactNode } from 'react';
import { buildHighlightSegments, type TextSegment } from '../highlight';
import { splitAtPassage } from '../passage';

export function entityMarkId(index: number): string {
  return `pii-entity-${index}`;
}

/** The id of the report's passage on the page, for scrolling to it. */
export const PASSAGE_MARK_ID = 'report-passage';

function renderSegments(segments: readonly TextSegment[], keyPrefix: string): ReactNode[] {
  return segments.map((segment, position) =>
    segment.entity ? (
      <mark
        key={`${keyPrefix}${position}`}
        id={entityMarkId(segment.entity.index)}
        tabIndex={-1}
        title={segment.entity.type}
        aria-label={`${segment.entity.type}: ${segment.text}`}
        data-entity-type={segment.entity.type}
        className="rounded-sm bg-amber-200/80 px-0.5 text-amber-950 outline-none ring-amber-500 focus:ring-2"
      >
        {segment.text}
      </mark>
    ) : (
      <span key={`${keyPrefix}${position}`}>{segment.text}</span>
    ),
  );
}

/**
 * The text with every detected span marked, so the user can check what was masked, and with the passage a report
 * quotes (when one is given) marked around them.
 */
export function HighlightedText({
  content,
  entities,
  passage,
  passageLabel,
}: {
  content: string;
  entities: readonly { entity_type: string; start: number; end: number; confidence: number }[];
  passage?: TTextRange | null;
  /** What a screen reader announces for the passage. */
  passageLabel?: string;
}) {
  const segments = useMemo(() => buildHighlightSegments(content, entities), [content, entities]);
  const parts = useMemo(() => (passage ? splitAtPassage(segments, passage) : null), [segments, passage]);
  return (
    <pre className="max-h-[70vh] overflow-auto rounded-lg border border-border bg-muted/40 p-4 font-mono text-[0.8125rem] leading-relaxed whitespace-pre-wrap break-words">
      {parts && parts.inside.length > 0 ? (
        <>
          {renderSegments(parts.before, 'b')}
          <mark
            id={PASSAGE_MARK_ID}
            tabIndex={-1}
            aria-label={passageLabel}
            data-testid="report-passage"
            className="scroll-my-24 rounded-sm bg-primary/15 text-foreground underline decoration-primary decoration-2 underline-offset-4 outline-none ring-primary focus:ring-2"
          >
            {renderSegments(parts.inside, 'i')}
          </mark>
          {renderSegments(parts.after, 'a')}
        </>
      ) : (
        renderSegments(segments, '')
      )}
    </pre>
  );
}
