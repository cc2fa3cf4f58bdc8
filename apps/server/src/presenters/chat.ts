import type { TChatMessage } from '@grant-review/contract';
import type { MessageRow } from '../db/schema.js';
import { restorePlaceholders, type PlaceholderMap } from '../documents/anonymize/index.js';
import { escapeHtml } from '../chat/markdown.js';

/**
 * Messages as their owner sees them: placeholders an answer mentions are put back to the real values
 * (escaped in the HTML). What is stored, and what a provider saw, keeps the placeholders.
 */
export function presentMessage(message: MessageRow, map: PlaceholderMap): TChatMessage {
  return {
    id: message.id,
    chat_id: message.chat_id,
    user_id: message.user_id,
    message_type: message.message_type === 'USER' ? 'USER' : 'ASSISTANT',
    content: restorePlaceholders(message.content, map),
    html_content: restorePlaceholders(message.html_content, map, escapeHtml),
    created_at: message.created_at,
    is_interrupted: Boolean(message.is_interrupted),
  };
}
