import { describe, expect, it } from 'vitest';
import { isPublicFigure } from './public-figures.js';

describe('isPublicFigure', () => {
  it('knows federal councillors by their full name, in any case and spacing', () => {
    expect(isPublicFigure('Guy Parmelin')).toBe(true);
    expect(isPublicFigure('ELISABETH  BAUME-SCHNEIDER')).toBe(true);
  });

  it('does not take a surname alone or a private namesake with another given name for a public figure', () => {
    expect(isPublicFigure('Rösti')).toBe(false);
    expect(isPublicFigure('Anna Rösti')).toBe(false);
  });
});
