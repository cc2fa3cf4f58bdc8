import { describe, expect, it } from 'vitest';
import { findPersonalUrls } from './url.js';

const urls = (text: string): string[] => findPersonalUrls(text).map((entity) => entity.text);

describe('findPersonalUrls', () => {
  it.each([
    ['Profile: https://www.linkedin.com/in/anna-muster-123/', 'https://www.linkedin.com/in/anna-muster-123/'],
    ['Code on github.com/amuster.', 'github.com/amuster'],
    ['Siehe https://amuster.github.io/research', 'https://amuster.github.io/research'],
    ['ORCID https://orcid.org/0000-0002-1825-0097', 'https://orcid.org/0000-0002-1825-0097'],
    ['Page perso : https://people.epfl.ch/sophie.favre', 'https://people.epfl.ch/sophie.favre'],
    ['Homepage: https://www.ethz.ch/~amuster/index.html', 'https://www.ethz.ch/~amuster/index.html'],
    ['Mail anna.muster@ethz.ch, Web www.annamuster.ch', 'www.annamuster.ch'],
  ])('flags %j', (text, expected) => {
    expect(urls(text)).toEqual([expected]);
  });

  it.each([
    'Mehr unter https://ethz.ch/de/forschung.html und https://www.innosuisse.ch.',
    'Voir https://www.epfl.ch/research/ et https://www.snf.ch/fr.',
    'Vedi https://www.supsi.ch/home.html per i dettagli.',
    'Our product: https://www.sensorflow.com/products/v2 and https://github.com/',
    'Repository https://github.com/orgs/acme/repositories',
  ])('keeps institution and product sites in %j', (text) => {
    expect(urls(text)).toEqual([]);
  });
});
