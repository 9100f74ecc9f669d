import { expect, it } from 'vitest';
import { createLatestSignal } from './latest';

it('aborts the previous signal when the next one is taken, leaving the newest live', () => {
  const latest = createLatestSignal();
  const first = latest.next();
  const second = latest.next();
  expect(first.aborted).toBe(true);
  expect(second.aborted).toBe(false);
});

it('aborts the current signal on cancel', () => {
  const latest = createLatestSignal();
  const signal = latest.next();
  latest.cancel();
  expect(signal.aborted).toBe(true);
});
