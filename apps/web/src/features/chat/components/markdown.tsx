import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { rehypeStatusIcons, StatusIcon, statusOf } from './status-icons';

type Element = NonNullable<ExtraProps['node']>;
type ElementContent = Element['children'][number];

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** 'Table: Criterion, Score' from the header cells of the first row; 'Table' without any. */
export function tableLabel(table: Element | undefined, t: TFunction<'chat'>): string {
  const firstRow = table?.children
    .flatMap((child) => (child.type === 'element' && child.tagName === 'thead' ? child.children : [child]))
    .find((child): child is Element => child.type === 'element' && child.tagName === 'tr');
  const headers = (firstRow?.children ?? [])
    .filter((cell): cell is Element => cell.type === 'element' && cell.tagName === 'th')
    .map((cell) => textOf(cell).trim())
    .filter(Boolean);
  return headers.length > 0 ? t('table.withHeaders', { headers: headers.join(', ') }) : t('table.label');
}

// A wide table scrolls sideways inside its wrapper: the wrapper is focusable (keyboard scrolling) and named.
function Table({ node, ...props }: ComponentProps<'table'> & ExtraProps) {
  const { t } = useTranslation('chat');
  return (
    <div className="table-wrap" role="group" aria-label={tableLabel(node, t)} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

const components: Components = {
  table: Table,
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  span: ({ node, ...props }) => {
    const status = statusOf(node);
    return status ? <StatusIcon status={status} /> : <span {...props} />;
  },
};

/** Chat markdown: GitHub-flavoured, single line breaks kept, HTML sanitised, status emoji drawn as SVG icons. */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-chat">
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkBreaks]}
        rehypePlugins={[rehypeSanitize, rehypeStatusIcons]}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
