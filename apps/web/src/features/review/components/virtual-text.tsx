import type { TTextRange } from '@grant-review/contract';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { estimateBlockRows, findBlockIndex } from '../text-blocks';

/** A request to bring an element of the text into view: the block holding `offset` is rendered first. */
export interface TRevealRequest {
  offset: number;
  /** The id of the element to scroll to and focus once its block is rendered. */
  elementId: string;
  /** A new key asks again for the same place. */
  key: number;
  behavior?: ScrollBehavior;
}

/** How far outside the visible part of the text blocks are already rendered. */
const RENDER_MARGIN_PX = 800;
/** Characters rendered before the browser has reported what is in view (about two screens). */
const INITIAL_CHARACTERS = 8000;
const FALLBACK_CHARACTERS_PER_ROW = 100;
const FALLBACK_LINE_HEIGHT_PX = 21;

function initialBlocks(blocks: readonly TTextRange[], reveal: TRevealRequest | null | undefined): Set<number> {
  const shown = new Set<number>();
  for (let index = 0; index < blocks.length && blocks[index]!.start < INITIAL_CHARACTERS; index++) shown.add(index);
  if (reveal) {
    const target = findBlockIndex(blocks, reveal.offset);
    for (const index of [target - 1, target, target + 1]) if (index >= 0 && index < blocks.length) shown.add(index);
  }
  return shown;
}

/** What a row of the monospace text measures in the scroller: characters per row and the row's height. */
function measureRows(scroller: HTMLElement, probe: HTMLElement): { charactersPerRow: number; lineHeight: number } {
  const style = window.getComputedStyle(scroller);
  const width = scroller.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0');
  const characterWidth = probe.getBoundingClientRect().width / 10;
  const lineHeight = parseFloat(style.lineHeight);
  return {
    charactersPerRow: width > 0 && characterWidth > 0 ? width / characterWidth : FALLBACK_CHARACTERS_PER_ROW,
    lineHeight: lineHeight > 0 ? lineHeight : FALLBACK_LINE_HEIGHT_PX,
  };
}

/**
 * A long preformatted text shown in a scroll box, rendering only the blocks in view (and a margin around them):
 * the others are empty boxes as tall as the block was when last rendered, or as its rows are estimated to be.
 * Scroll anchoring keeps the visible text in place when an estimate above it is replaced by the real height.
 */
export function VirtualText({
  content,
  blocks,
  renderBlock,
  reveal,
}: {
  content: string;
  blocks: readonly TTextRange[];
  /** The content of one block (the text of `blocks[index]`, with its marks). */
  renderBlock: (index: number) => ReactNode;
  reveal?: TRevealRequest | null;
}) {
  const { t } = useTranslation('review');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLSpanElement>(null);
  const blockRefs = useRef<(HTMLDivElement | null)[]>([]);
  const measuredHeights = useRef(new Map<number, number>());
  const [shown, setShown] = useState(() => initialBlocks(blocks, reveal));
  const [rowMetrics, setRowMetrics] = useState({
    charactersPerRow: FALLBACK_CHARACTERS_PER_ROW,
    lineHeight: FALLBACK_LINE_HEIGHT_PX,
  });
  const estimatedRows = useMemo(
    () => estimateBlockRows(content, blocks, rowMetrics.charactersPerRow),
    [content, blocks, rowMetrics.charactersPerRow],
  );

  // New text: start again from the top (and the revealed place).
  const [shownFor, setShownFor] = useState(blocks);
  if (shownFor !== blocks) {
    setShownFor(blocks);
    setShown(initialBlocks(blocks, reveal));
    measuredHeights.current.clear();
  }

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const probe = probeRef.current;
    if (!scroller || !probe) return;
    const update = () => {
      const next = measureRows(scroller, probe);
      setRowMetrics((previous) =>
        Math.floor(previous.charactersPerRow) === Math.floor(next.charactersPerRow) &&
        previous.lineHeight === next.lineHeight
          ? previous
          : next,
      );
    };
    update();
    const observer = new ResizeObserver(() => {
      // A new width wraps the text differently: the heights measured before no longer hold.
      measuredHeights.current.clear();
      update();
    });
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  // Render the blocks near the visible part of the scroller, drop the others (remembering their height).
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A hidden tab reports nothing in view: keep what it showed for when it is selected again.
        if (scroller.offsetParent === null) return;
        setShown((previous) => {
          let next: Set<number> | null = null;
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.block);
            if (entry.isIntersecting === previous.has(index)) continue;
            next ??= new Set(previous);
            if (entry.isIntersecting) next.add(index);
            else {
              if (entry.boundingClientRect.height > 0)
                measuredHeights.current.set(index, entry.boundingClientRect.height);
              next.delete(index);
            }
          }
          return next ?? previous;
        });
      },
      { root: scroller, rootMargin: `${RENDER_MARGIN_PX}px 0px` },
    );
    for (const element of blockRefs.current.slice(0, blocks.length)) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [blocks]);

  // A reveal request: render its block (in this render), then scroll to the element once it is in the DOM.
  const [revealKey, setRevealKey] = useState<number | null>(null);
  const [pending, setPending] = useState<TRevealRequest | null>(null);
  if (reveal && reveal.key !== revealKey) {
    setRevealKey(reveal.key);
    setPending(reveal);
    const target = findBlockIndex(blocks, reveal.offset);
    if (!shown.has(target)) setShown((previous) => new Set(previous).add(target));
  }
  useEffect(() => {
    if (!pending) return;
    const element = document.getElementById(pending.elementId);
    if (!element || !scrollerRef.current?.contains(element)) return;
    setPending(null);
    element.scrollIntoView({ block: 'center', behavior: pending.behavior ?? 'auto' });
    element.focus({ preventScroll: true });
    if (pending.behavior === 'smooth') return;
    // The blocks around it render with their real heights in the next frames; centre it again once they have.
    let frame = 0;
    const settle = () => {
      frame += 1;
      if (frame < 3) window.requestAnimationFrame(settle);
      else element.scrollIntoView({ block: 'center' });
    };
    window.requestAnimationFrame(settle);
  }, [pending]);

  return (
    <div
      ref={scrollerRef}
      role="region"
      aria-label={t('text.label')}
      tabIndex={0}
      className="relative max-h-[70vh] overflow-auto rounded-lg border border-border bg-muted/40 p-4 font-mono text-[0.8125rem] leading-relaxed whitespace-pre-wrap break-words outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span ref={probeRef} aria-hidden="true" className="invisible absolute top-0 left-0 whitespace-pre">
        0000000000
      </span>
      {blocks.map((block, index) => {
        const isShown = shown.has(index);
        const height = measuredHeights.current.get(index) ?? estimatedRows[index]! * rowMetrics.lineHeight;
        return (
          <div
            key={`${block.start}-${block.end}`}
            ref={(element) => {
              blockRefs.current[index] = element;
            }}
            data-block={index}
            className={cn(!isShown && 'select-none')}
            style={isShown ? undefined : { height }}
          >
            {isShown && renderBlock(index)}
          </div>
        );
      })}
    </div>
  );
}
