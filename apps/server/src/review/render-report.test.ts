import { describe, expect, it } from 'vitest';
import { marked } from 'marked';
import { escapeMarkdownText } from './render-report.js';

describe('escapeMarkdownText', () => {
  it('keeps document text literal when the Markdown is rendered', () => {
    const quote = 'CO<sub>2</sub> down by **30 %** [see annex] # 2 | a_b_c';
    const html = marked.parseInline(escapeMarkdownText(quote), { async: false });
    expect(html).not.toMatch(/<sub>|<strong>|<a |<em>/);
    expect(html.replace(/&lt;/g, '<').replace(/&gt;/g, '>')).toBe(quote);
  });

  it('leaves placeholder tokens whole so real values can be put back', () => {
    expect(escapeMarkdownText('Lead: [PERSON_1] *CEO*')).toBe('Lead: [PERSON_1] \\*CEO\\*');
  });
});
