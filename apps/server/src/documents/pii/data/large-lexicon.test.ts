import { describe, expect, it } from 'vitest';
import { isDictionaryWord, isPlaceName } from './large-lexicon.js';

describe('isDictionaryWord', () => {
  it.each(['Battery', 'pleasures', 'SALESPERSON', 'aah', 'zyzzyvas', 'Trace-based', 'Just-in-Time'])(
    'knows %j',
    (word) => {
      expect(isDictionaryWord(word)).toBe(true);
    },
  );

  it.each(['Okwuosa', 'Brzezicki', 'Innosuisse', 'zz', '', 'Okonkwo-Brandt'])('does not know %j', (word) => {
    expect(isDictionaryWord(word)).toBe(false);
  });
});

describe('isPlaceName', () => {
  it.each(['Winterthur', 'lausanne', 'São Paulo', 'Lugano'])('knows %j', (word) => {
    expect(isPlaceName(word)).toBe(true);
  });

  it.each(['Okwuosa', 'Battery', 'Ftan'])('does not know %j', (word) => {
    expect(isPlaceName(word)).toBe(false);
  });
});
