import type { TLanguage } from './types.js';

// Short, frequent function words that are distinctive for each language.
const STOPWORDS: Record<Exclude<TLanguage, 'unknown'>, ReadonlySet<string>> = {
  en: new Set('the and of to in is that for with on are this be as by we our will from at an have which'.split(' ')),
  de: new Set(
    'der die das und ist nicht mit sich des auf für im dem den ein eine zu wir werden von zur sind'.split(' '),
  ),
  fr: new Set('le la les et des est une pour dans que qui sur par pas du au nous sont avec ce cette aux'.split(' ')),
  it: new Set('il di che è per non una sono della con si del gli le nel alla anche come degli delle questo'.split(' ')),
};

// Enough words to judge; reading more does not change the answer for a document.
const SAMPLE_WORDS = 4000;

/** Guesses the dominant language from stopword counts; 'unknown' when no language stands out. */
export function guessLanguage(text: string): TLanguage {
  const counts = { en: 0, de: 0, fr: 0, it: 0 };
  const wordPattern = /\p{L}+/gu;
  let seen = 0;
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0].toLowerCase();
    for (const language of ['en', 'de', 'fr', 'it'] as const) {
      if (STOPWORDS[language].has(word)) counts[language] += 1;
    }
    seen += 1;
    if (seen >= SAMPLE_WORDS) break;
  }
  const ranked = (Object.entries(counts) as [Exclude<TLanguage, 'unknown'>, number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] === 0) return 'unknown';
  // Short texts carry few stopwords; one clear winner is enough there.
  if (second && (best[1] < second[1] * 1.2 || best[1] - second[1] < 1)) return 'unknown';
  return best[0];
}
