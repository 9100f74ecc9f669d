import { describe, expect, it } from 'vitest';
import { deferred } from '../../testing/deferred';
import { latest } from './latest';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('latest()', () => {
  it('lets only the newest call settle: an older answer arriving later is dropped', async () => {
    const calls = latest();
    const older = deferred<string>();
    const newer = deferred<string>();
    const answers: string[] = [];
    calls.run(() => older.promise, (a) => answers.push(a));
    calls.run(() => newer.promise, (a) => answers.push(a));
    newer.resolve('newer');
    await settle();
    older.resolve('older');
    await settle();
    expect(answers).toEqual(['newer']);
  });

  it('aborts the signal of the call before, and cancel() aborts the current one without a failure', async () => {
    const calls = latest();
    const signals: AbortSignal[] = [];
    const failures: unknown[] = [];
    const hang = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    };
    calls.run(hang, () => {}, (e) => failures.push(e));
    calls.run(hang, () => {}, (e) => failures.push(e));
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    calls.cancel();
    await settle();
    expect(signals[1]?.aborted).toBe(true);
    expect(failures).toEqual([]);
  });

  it('passes the failure of the newest call on', async () => {
    const calls = latest();
    const failures: unknown[] = [];
    calls.run(() => Promise.reject(new Error('no answer')), () => {}, (e) => failures.push(e));
    await settle();
    expect(failures).toHaveLength(1);
  });
});
