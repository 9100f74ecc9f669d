import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterPaint';

/** A window whose frames and idle periods the test runs by hand. */
function fakeWindow(withIdle = true) {
  const frames: (() => void)[] = [];
  const idle: { run: () => void; timeout: number | undefined }[] = [];
  const timers: (() => void)[] = [];
  const win = {
    requestAnimationFrame: vi.fn((run: () => void) => frames.push(run)),
    cancelAnimationFrame: vi.fn((id: number) => {
      frames[id - 1] = () => {};
    }),
    ...(withIdle
      ? {
          requestIdleCallback: vi.fn((run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout })),
          cancelIdleCallback: vi.fn((id: number) => {
            idle[id - 1] = { run: () => {}, timeout: undefined };
          }),
        }
      : {}),
    setTimeout: vi.fn((run: () => void) => timers.push(run)),
    clearTimeout: vi.fn((id: number) => {
      timers[id - 1] = () => {};
    }),
  };
  return { win: win as unknown as Window, frames, idle, timers };
}

describe('afterNextPaint', () => {
  it('runs once the next frame is drawn and the browser is idle (at most 200 ms later), not before', () => {
    const { win, frames, idle } = fakeWindow();
    const run = vi.fn();
    afterNextPaint(win, run);
    expect(run).not.toHaveBeenCalled();
    expect(idle).toHaveLength(0);
    frames.shift()!();
    expect(run).not.toHaveBeenCalled();
    expect(idle[0]!.timeout).toBe(200);
    idle[0]!.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits a task after the frame where the browser has no idle callbacks', () => {
    const { win, frames, timers } = fakeWindow(false);
    const run = vi.fn();
    afterNextPaint(win, run);
    frames.shift()!();
    expect(run).not.toHaveBeenCalled();
    timers.shift()!();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before or after the frame', () => {
    const early = fakeWindow();
    const first = vi.fn();
    afterNextPaint(early.win, first)();
    early.frames.forEach((frame) => frame());
    early.idle.forEach(({ run }) => run());
    expect(first).not.toHaveBeenCalled();

    const late = fakeWindow();
    const second = vi.fn();
    const cancel = afterNextPaint(late.win, second);
    late.frames.shift()!();
    cancel();
    late.idle.forEach(({ run }) => run());
    expect(second).not.toHaveBeenCalled();
  });
});
