import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FIRST_TURN_CARDS, useCardsInTurn } from './cardsInTurn';

const list = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('useCardsInTurn', () => {
  it('draws the first 24 of 100 new results in the first render and all 100 in the next', async () => {
    const drawn: number[] = [];
    let show: (items: number[]) => void = () => {};
    function Grid() {
      const [items, setItems] = useState<number[] | null>(list(0, 18));
      show = setItems;
      const cards = useCardsInTurn(items);
      drawn.push(cards?.length ?? 0);
      return <p>{cards?.length}</p>;
    }
    const view = render(<Grid />);
    expect(view.container.textContent).toBe('18');
    drawn.length = 0;
    await act(async () => show(list(100, 100)));
    expect(drawn[0]).toBe(FIRST_TURN_CARDS);
    expect(drawn.at(-1)).toBe(100);
    expect(view.container.textContent).toBe('100');
  });

  it('draws a short list whole at once, and null as null', async () => {
    const drawn: (number | null)[] = [];
    let show: (items: number[] | null) => void = () => {};
    function Grid() {
      const [items, setItems] = useState<number[] | null>(null);
      show = setItems;
      drawn.push(useCardsInTurn(items)?.length ?? null);
      return null;
    }
    render(<Grid />);
    await act(async () => show(list(0, 18)));
    expect(drawn).not.toContain(0);
    expect(drawn[0]).toBeNull();
    expect(drawn.slice(1).every((n) => n === 18)).toBe(true);
  });
});
