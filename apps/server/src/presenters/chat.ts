import type { TChatMessage } from '@grant-review/contract';
import type { MessageRow } from '../db/schema.js';
import type { PlaceholderMap } from '../documents/anonymize/index.js';
import { escapeHtml } from '../chat/markdown.js';
import { restoreAssistantText, type TRestoreScope } from '../chat/placeholder-stream.js';
import { isBuiltinReviewerText } from '../review/index.js';

/** A model's answer gets real values back wherever it names them; the built-in reviewer's only in what it quotes. */
const restoreScope = (message: MessageRow): TRestoreScope =>
  isBuiltinReviewerText(message.content) ? 'quotes' : 'everywhere';

/**
 * A message's Markdown as its owner reads it: what the user typed, as typed (it was stored with the real values);
 * an answer with the real values back in place of the placeholders (see TRestoreScope). Also the Word export's text.
 */
export function presentContent(message: MessageRow, map: PlaceholderMap): string {
  if (message.message_type === 'USER') return message.content;
  return restoreAssistantText(message.content, map, restoreScope(message));
}

/**
 * Messages as their owner sees them (see presentContent; values escaped in the HTML). What is stored, and what a
 * provider saw, keeps the placeholders.
 */
export function presentMessage(message: MessageRow, map: PlaceholderMap): TChatMessage {
  const isUser = message.message_type === 'USER';
  return {
    id: message.id,
    chat_id: message.chat_id,
    user_id: message.user_id,
    message_type: isUser ? 'USER' : 'ASSISTANT',
    content: presentContent(message, map),
    html_content: isUser
      ? message.html_content
      : restoreAssistantText(message.html_content, map, restoreScope(message), { html: true, format: escapeHtml }),
    created_at: message.created_at,
    is_interrupted: Boolean(message.is_interrupted),
  };
}
