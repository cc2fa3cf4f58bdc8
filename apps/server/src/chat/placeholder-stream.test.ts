import { describe, expect, it } from 'vitest';
import { PlaceholderMap } from '../documents/anonymize/placeholder-map.js';
import { escapeHtml, renderMarkdown } from './markdown.js';
import { createPlaceholderRestorer, restoreAssistantText, type TRestoreScope } from './placeholder-stream.js';

function mapWithPerson(): PlaceholderMap {
  const map = new PlaceholderMap();
  expect(map.placeholderFor('PERSON', 'Laura Meier')).toBe('[PERSON_1]');
  return map;
}

const ANSWER = [
  '*Built-in offline reviewer: I am rule-based.*',
  '',
  'Placeholders such as [PERSON_1] stand for personal data.',
  '',
  '> "[PERSON_1] leads the team." — *Application Draft, section "CV [PERSON_1]"*',
  '',
].join('\n');

/** Streams `text` in chunks of `size` characters through a restorer and joins what it lets out. */
function streamThrough(text: string, size: number, scope: TRestoreScope): string {
  const restorer = createPlaceholderRestorer(mapWithPerson(), scope);
  let shown = '';
  for (let index = 0; index < text.length; index += size) shown += restorer.push(text.slice(index, index + size));
  return shown + restorer.flush();
}

describe('restoring real values in answers', () => {
  it('puts them back only inside quotes for the built-in reviewer, leaving its own wording alone', () => {
    const shown = restoreAssistantText(ANSWER, mapWithPerson(), 'quotes');
    expect(shown).toContain('Placeholders such as [PERSON_1] stand for personal data.');
    expect(shown).toContain('> "Laura Meier leads the team." — *Application Draft, section "CV Laura Meier"*');
  });

  it('puts them back everywhere in a model’s answer', () => {
    const shown = restoreAssistantText('The draft by [PERSON_1] looks solid.', mapWithPerson(), 'everywhere');
    expect(shown).toBe('The draft by Laura Meier looks solid.');
  });

  it('does the same in the HTML, escaping the values', () => {
    const map = new PlaceholderMap();
    map.placeholderFor('PERSON', 'Laura <Meier>');
    const html = restoreAssistantText(renderMarkdown(ANSWER), map, 'quotes', { html: true, format: escapeHtml });
    expect(html).toContain('Placeholders such as [PERSON_1] stand');
    expect(html).toContain('&quot;Laura &#60;Meier&#62; leads the team.&quot;');
    expect(html).toContain('section &quot;CV Laura &#60;Meier&#62;&quot;');
  });

  it('streams the same text as the stored answer shows, however the chunks fall', () => {
    for (const scope of ['quotes', 'everywhere'] as const) {
      const whole = restoreAssistantText(ANSWER, mapWithPerson(), scope);
      for (const size of [1, 3, 7, 40]) expect(streamThrough(ANSWER, size, scope)).toBe(whole);
    }
  });
});
