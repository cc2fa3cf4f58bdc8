import type { TChatMessage } from '@grant-review/contract';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TLocale } from '@/i18n';
import { LocaleProvider } from '@/test/i18n';
import { ChatMessage } from './chat-message';

const base: TChatMessage = {
  id: 'm1',
  chat_id: 'c1',
  user_id: 'u1',
  message_type: 'USER',
  content: '',
  html_content: '',
  created_at: '2026-01-01T00:00:00.000Z',
  is_interrupted: false,
};

const renderMessage = (message: TChatMessage, locale: TLocale = 'en') =>
  render(
    <LocaleProvider locale={locale}>
      <MemoryRouter>
        <ol>
          <ChatMessage message={message} />
        </ol>
      </MemoryRouter>
    </LocaleProvider>,
  );

describe('ChatMessage', () => {
  // The Word export writes a user's message the same way (apps/server/src/export/chat-docx.ts, plainTextBlocks).
  it("shows a user's message as typed: Shift+Enter line breaks kept, **bold** not read as Markdown", () => {
    const { container } = renderMessage({ ...base, content: 'First line\n**not bold** and # no heading' });
    const bubble = container.querySelector('.whitespace-pre-wrap');
    expect(bubble?.textContent).toBe('You said: First line\n**not bold** and # no heading');
    expect(bubble?.querySelector('strong, h1, p')).toBeNull();
  });

  it("renders the assistant's Markdown, single line breaks included", () => {
    const { container } = renderMessage({ ...base, message_type: 'ASSISTANT', content: 'One\n**two**' });
    expect(container.querySelector('strong')?.textContent).toBe('two');
    expect(container.querySelector('br')).not.toBeNull();
  });

  it('marks an interrupted reply, in English and in German', () => {
    const interrupted = { ...base, message_type: 'ASSISTANT' as const, content: 'Partial', is_interrupted: true };
    expect(renderMessage(interrupted).container).toHaveTextContent('Assistant: Partial');
    expect(renderMessage(interrupted).getAllByText('Interrupted')[0]).toBeInTheDocument();
    const { container, getByText } = renderMessage(interrupted, 'de');
    expect(getByText('Unterbrochen')).toBeInTheDocument();
    expect(container).toHaveTextContent('Assistent: Partial');
  });
});
