/**
 * Draw what the buyer came for first (issue 34 step 8): false on a component's first render,
 * true from the render after the next animation frame. A view draws its secondary parts (the
 * filter panel, pagination, hearts, recently ordered) only once this is true, so the first
 * paint holds the results or the product with their prices and nothing else of the widget's
 * work; the secondary parts keep their space reserved meanwhile (CLS 0).
 */
import { useEffect, useState } from 'react';

export function useSecondPass(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => {
    if (second) return undefined;
    const frame = requestAnimationFrame(() => setSecond(true));
    return () => cancelAnimationFrame(frame);
  }, [second]);
  return second;
}
