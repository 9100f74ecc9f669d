import { describe, expect, it } from 'vitest';
import { TEXT_CUTS, cutText } from './text';

describe('cutText', () => {
  const sixty = 'x'.repeat(60);

  it('keeps a title of exactly 60 characters whole', () => {
    expect(cutText(sixty, TEXT_CUTS.title)).toBe(sixty);
  });

  it('cuts a title of 61 characters to 60 plus an ellipsis', () => {
    expect(cutText(`${sixty}y`, TEXT_CUTS.title)).toBe(`${sixty}…`);
  });

  it('drops spaces before the ellipsis', () => {
    expect(cutText('Pots   and trays', 6)).toBe('Pots…');
    expect(cutText('Round pot and tray', 10)).toBe('Round pot…');
  });

  it('keeps short texts whole', () => {
    expect(cutText('Pots', 19)).toBe('Pots');
    expect(cutText('', 19)).toBe('');
  });

  it('never splits a character outside the basic plane', () => {
    expect(cutText('🌱🌱🌱', 2)).toBe('🌱🌱…');
    expect(cutText('🌱🌱', 2)).toBe('🌱🌱');
  });

  it('uses the limits of SPEC section 9', () => {
    expect(TEXT_CUTS).toEqual({ title: 60, subtitle: 25, categoryFilterName: 24, filterOption: 19 });
    expect(cutText('Twenty-five characters!!!', TEXT_CUTS.subtitle)).toBe('Twenty-five characters!!!');
    expect(cutText('Twenty-six characters!!!!!', TEXT_CUTS.subtitle)).toBe('Twenty-six characters!!!!…');
  });
});
