import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useSecondPass } from './onDemand';

function Part({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('onDemand', () => {
  it('loads the part only when it first renders, showing the fallback until it is in', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const OnDemandPart = onDemand(load);
    expect(load).not.toHaveBeenCalled();
    render(<OnDemandPart text="Recently ordered" fallback={<span>waiting</span>} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('Recently ordered')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded part at once, without a fallback, and downloads it once', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const OnDemandPart = onDemand(load);
    await OnDemandPart.preload();
    await OnDemandPart.preload();
    render(<OnDemandPart text="Zoom" fallback={<span>waiting</span>} />);
    expect(screen.getByText('Zoom')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failed preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Part);
    const OnDemandPart = onDemand<{ text: string }>(load);
    await expect(OnDemandPart.preload()).rejects.toThrow('offline');
    await OnDemandPart.preload();
    render(<OnDemandPart text="Back" />);
    expect(screen.getByText('Back')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

function Parts() {
  const second = useSecondPass();
  return (
    <>
      <p>results</p>
      {second ? <p>pagination</p> : null}
    </>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('useSecondPass', () => {
  it('leaves the secondary parts out of the first render and draws them after the next frame', async () => {
    render(<Parts />);
    expect(screen.getByText('results')).toBeTruthy();
    expect(screen.queryByText('pagination')).toBeNull();
    await act(nextFrame);
    expect(screen.getByText('pagination')).toBeTruthy();
  });

  it('stays true for the rest of the component life', async () => {
    const { rerender } = render(<Parts />);
    await act(nextFrame);
    rerender(<Parts />);
    expect(screen.getByText('pagination')).toBeTruthy();
  });
});
