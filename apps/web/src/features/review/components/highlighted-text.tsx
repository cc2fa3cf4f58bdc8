import type { TTextRange } from '@grant-review/contract';
import { useCallback, useMemo, type ReactNode } from 'react';
import { buildHighlightSegments, type TextSegment } from '../highlight';
import { splitAtPassage } from '../passage';
import { findBlockIndex, splitIntoBlocks, splitSegmentsIntoBlocks } from '../text-blocks';
import { VirtualText, type TRevealRequest } from './virtual-text';

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
 * quotes (when one is given) marked around them. Only the blocks of text in view are rendered (`VirtualText`); a
 * `reveal` request renders the block holding an entity or the passage and scrolls it into view.
 */
export function HighlightedText({
  content,
  entities,
  passage,
  passageLabel,
  reveal,
}: {
  content: string;
  entities: readonly { entity_type: string; start: number; end: number; confidence: number }[];
  passage?: TTextRange | null;
  /** What a screen reader announces for the passage. */
  passageLabel?: string;
  reveal?: TRevealRequest | null;
}) {
  const segments = useMemo(() => buildHighlightSegments(content, entities), [content, entities]);
  const blocks = useMemo(
    () => splitIntoBlocks(content, passage ? [...entities, passage] : entities),
    [content, entities, passage],
  );
  const blockSegments = useMemo(() => splitSegmentsIntoBlocks(segments, blocks), [segments, blocks]);
  const passageBlock = passage ? findBlockIndex(blocks, passage.start) : -1;

  const renderBlock = useCallback(
    (index: number): ReactNode => {
      const block = blocks[index]!;
      const parts =
        passage && index === passageBlock
          ? splitAtPassage(blockSegments[index] ?? [], {
              start: passage.start - block.start,
              end: passage.end - block.start,
            })
          : null;
      if (!parts || parts.inside.length === 0) return renderSegments(blockSegments[index] ?? [], '');
      return (
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
      );
    },
    [blocks, blockSegments, passage, passageBlock, passageLabel],
  );

  return <VirtualText content={content} blocks={blocks} renderBlock={renderBlock} reveal={reveal} />;
}
