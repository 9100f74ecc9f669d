import { describe, expect, it } from 'vitest';
import { attemptFingerprint } from './orderAttempt';

const SETTINGS = { shipTo: '001', shipVia: 'GROUND', paymentMethod: 'account' } as const;
const LINES = [
  { itemId: 12, quantity: 6 },
  { itemId: 7, quantity: 1 },
];

describe('attemptFingerprint', () => {
  it('is the same for the same lines in any order and the same settings', () => {
    expect(attemptFingerprint(LINES, SETTINGS)).toBe(attemptFingerprint([...LINES].reverse(), { ...SETTINGS }));
  });

  it('changes with a quantity, a line, the ship-to, the ship via or the payment method', () => {
    const base = attemptFingerprint(LINES, SETTINGS);
    const changed = [
      attemptFingerprint([{ itemId: 12, quantity: 12 }, LINES[1]!], SETTINGS),
      attemptFingerprint([...LINES, { itemId: 99, quantity: 1 }], SETTINGS),
      attemptFingerprint(LINES.slice(0, 1), SETTINGS),
      attemptFingerprint(LINES, { ...SETTINGS, shipTo: '002' }),
      attemptFingerprint(LINES, { ...SETTINGS, shipVia: 'LTL' }),
      attemptFingerprint(LINES, { ...SETTINGS, paymentMethod: 'card' }),
    ];
    for (const other of changed) expect(other).not.toBe(base);
    expect(new Set(changed).size).toBe(changed.length);
  });

  it('tells "12 x 1, 7 x 6" from "1 x 27, 6" (no ambiguous joining)', () => {
    expect(attemptFingerprint([{ itemId: 1, quantity: 27 }], SETTINGS)).not.toBe(attemptFingerprint([{ itemId: 12, quantity: 7 }], SETTINGS));
  });

  it('is a short opaque string that holds no item numbers or settings', () => {
    const fingerprint = attemptFingerprint(LINES, SETTINGS);
    expect(fingerprint).toMatch(/^[0-9a-z]{1,12}$/);
    expect(fingerprint).not.toContain('GROUND');
  });
});
