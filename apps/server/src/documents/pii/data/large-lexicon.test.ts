import { describe, expect, it } from 'vitest';
import { isDictionaryWord, isPlaceName, isSwissPlaceName } from './large-lexicon.js';

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

  it.each(['Okwuosa', 'Battery', 'Brzezicki'])('does not know %j', (word) => {
    expect(isPlaceName(word)).toBe(false);
  });

  // Swiss municipalities and postal localities of any size, in German, French, Italian and Romansh.
  it.each(['Chiasso', 'Kerzers', 'Saint-Sulpice', 'Le Mouret', 'les breuleux', 'Roveredo', 'Sarnen', 'Ftan'])(
    'knows the Swiss locality %j',
    (word) => {
      expect(isPlaceName(word)).toBe(true);
      expect(isSwissPlaceName(word)).toBe(true);
    },
  );
});

describe('isSwissPlaceName', () => {
  it.each(['Disentis/Mustér', 'Biel/Bienne', 'Adlikon', 'Beinwil  am See'])('knows %j', (words) => {
    expect(isSwissPlaceName(words)).toBe(true);
  });

  // Localities that are also given names or surnames of the name lists stay names ("Anna Stein", "Peter Frick"),
  // and no post-office suffix ("Aarau 1", "Buchs AG") is kept.
  it.each(['Stein', 'Frick', 'Bühler', 'Buchs', 'Neuhaus', 'Laura', 'Aarau 1', 'Buchs AG'])(
    'does not know %j',
    (words) => {
      expect(isSwissPlaceName(words)).toBe(false);
      expect(isPlaceName(words)).toBe(false);
    },
  );
});
