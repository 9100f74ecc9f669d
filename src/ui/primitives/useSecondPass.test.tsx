import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSecondPass } from './useSecondPass';

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
