/**
 * A long list of new results is drawn in two turns: the first screenfuls of cards at once,
 * the rest in the render after it (React's deferred render, which yields to input), so a
 * filter click or a page of 100 paints what the buyer sees without waiting for the cards
 * below the fold. Those come within a frame or two and add height below the screen only
 * (nothing on screen moves).
 */
import { useDeferredValue } from 'react';

/** Cards drawn in the first turn: the grid's first screenfuls (ResultsGrid lays out 24 at once). */
export const FIRST_TURN_CARDS = 24;

/** `items` as the grid draws them now: all, or its first FIRST_TURN_CARDS while the rest waits for the next render. */
export function useCardsInTurn<T>(items: readonly T[] | null): readonly T[] | null {
  const drawnBefore = useDeferredValue(items);
  if (items === null || drawnBefore === items || items.length <= FIRST_TURN_CARDS) return items;
  return items.slice(0, FIRST_TURN_CARDS);
}
