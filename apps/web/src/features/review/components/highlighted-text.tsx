import type { TPiiEntity } from '@grant-review/contract';
import { useMemo } from 'react';
import { buildHighlightSegments } from '../highlight';

export function entityMarkId(index: number): string {
  return `pii-entity-${index}`;
}

/** The original text with every detected span marked, so the user can check what was masked. */
export function HighlightedText({ content, entities }: { content: string; entities: readonly TPiiEntity[] }) {
  const segments = useMemo(() => buildHighlightSegments(content, entities), [content, entities]);
  return (
    <pre className="max-h-[70vh] overflow-auto rounded-lg border border-border bg-muted/40 p-4 font-mono text-[0.8125rem] leading-relaxed whitespace-pre-wrap break-words">
      {segments.map((segment, position) =>
        segment.entity ? (
          <mark
            key={position}
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
          <span key={position}>{segment.text}</span>
        ),
      )}
    </pre>
  );
}
