/**
 * Chat messages are Markdown; `html_content` is their HTML, made safe here: raw HTML in the text is
 * shown as text, links keep only http(s) and mailto targets, images become their alt text.
 */
import { Marked, type Tokens } from 'marked';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const SAFE_LINK = /^(https?:|mailto:)/i;

const marked = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    link({ href, title, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      if (!SAFE_LINK.test(href.trim())) return label;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href)}"${titleAttribute} rel="noopener noreferrer nofollow">${label}</a>`;
    },
    image: ({ text }: Tokens.Image) => escapeHtml(text),
  },
});

export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false });
}

export { escapeHtml };
