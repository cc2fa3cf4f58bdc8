/**
 * Status emoji in chat text (✅ ❌ ⚠️ ❓ 🔴 …) shown as SVG icons with a spoken label: emoji show as empty boxes
 * where no emoji font is installed. Answers written before the reviewers stopped using emoji still carry them.
 */
import {
  CircleCheckIcon,
  CircleQuestionMarkIcon,
  CircleXIcon,
  InfoIcon,
  TriangleAlertIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ExtraProps } from 'react-markdown';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

type Element = NonNullable<ExtraProps['node']>;
type ElementContent = Element['children'][number];

export const STATUSES = ['pass', 'fail', 'warning', 'unknown', 'info'] as const;
export type TStatus = (typeof STATUSES)[number];

const STATUS_BY_EMOJI: Record<string, TStatus> = {
  '✅': 'pass',
  '✔': 'pass',
  '☑': 'pass',
  '🟢': 'pass',
  '❌': 'fail',
  '✖': 'fail',
  '🔴': 'fail',
  '⚠': 'warning',
  '🟠': 'warning',
  '🟡': 'warning',
  '❓': 'unknown',
  '❔': 'unknown',
  ℹ: 'info',
};

/** One status emoji with its optional presentation selector (U+FE0F). */
const STATUS_EMOJI_SOURCE = `(${Object.keys(STATUS_BY_EMOJI).join('|')})\\uFE0F?`;
const STATUS_EMOJI = new RegExp(STATUS_EMOJI_SOURCE, 'gu');
const HAS_STATUS_EMOJI = new RegExp(STATUS_EMOJI_SOURCE, 'u');

const LOOK: Record<TStatus, { icon: LucideIcon; className: string }> = {
  pass: { icon: CircleCheckIcon, className: 'text-success-strong' },
  fail: { icon: CircleXIcon, className: 'text-destructive' },
  warning: { icon: TriangleAlertIcon, className: 'text-warning' },
  unknown: { icon: CircleQuestionMarkIcon, className: 'text-muted-foreground' },
  info: { icon: InfoIcon, className: 'text-info' },
};

function splitText(value: string): ElementContent[] {
  const parts: ElementContent[] = [];
  let cursor = 0;
  for (const match of value.matchAll(STATUS_EMOJI)) {
    if (match.index > cursor) parts.push({ type: 'text', value: value.slice(cursor, match.index) });
    const status = STATUS_BY_EMOJI[match[1] ?? ''] ?? 'info';
    parts.push({ type: 'element', tagName: 'span', properties: { dataStatus: status }, children: [] });
    cursor = match.index + match[0].length;
  }
  if (cursor < value.length) parts.push({ type: 'text', value: value.slice(cursor) });
  return parts;
}

function replaceEmoji(parent: { children: ElementContent[] }): void {
  parent.children = parent.children.flatMap((child) => {
    if (child.type === 'element') replaceEmoji(child);
    return child.type === 'text' && HAS_STATUS_EMOJI.test(child.value) ? splitText(child.value) : [child];
  });
}

/** Rehype step, after sanitising: status emoji become `<span data-status>` that the `span` component draws. */
export function rehypeStatusIcons() {
  return (tree: { children: ElementContent[] }) => replaceEmoji(tree);
}

export function statusOf(node: Element | undefined): TStatus | null {
  const status = node?.properties.dataStatus;
  return STATUSES.find((item) => item === status) ?? null;
}

export function StatusIcon({ status }: { status: TStatus }) {
  const { t } = useTranslation('chat');
  const { icon: Icon, className } = LOOK[status];
  return (
    <Icon
      role="img"
      aria-label={t(`status.${status}`)}
      className={cn('inline size-[1.1em] -translate-y-px align-middle', className)}
    />
  );
}
