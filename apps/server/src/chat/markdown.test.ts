import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis, tables and line breaks', () => {
    const html = renderMarkdown('# Verdict\n\n- **Ready**\n- line one\nline two\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<h1>Verdict</h1>');
    expect(html).toContain('<strong>Ready</strong>');
    expect(html).toContain('line one<br>line two');
    expect(html).toContain('<table>');
    expect(html).toContain('<td>1</td>');
  });

  it('never lets HTML, scripts or dangerous links through', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) ![x](http://evil/x.png) [ok](https://innosuisse.ch)',
    );
    expect(html).not.toMatch(/<script|<img|<[^>]*onerror|href="javascript/i);
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('href="https://innosuisse.ch"');
  });
});
