/**
 * A view part loaded on demand (issue 34 step 3): its code is a separate file fetched by
 * `import()` the first time the part renders (or when `preload()` is called), so it is not
 * among the bytes before the first paint. Until the file is in, the part renders `fallback`
 * (React.lazy inside Suspense); once it is in, new instances render the part directly,
 * without suspending. Each instance keeps the way it started for its whole life, so a part
 * that was waiting is never mounted twice.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

export type OnDemandPart<P> = ComponentType<P & { fallback?: ReactNode }> & {
  /** Starts loading the part's file (once); resolves when it is in. */
  preload: () => Promise<unknown>;
};

type Props = Record<string, unknown>;

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemandPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        loading = null; // a failed download may be tried again by the next render
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((part) => ({ default: part })));
  function OnDemand({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [Direct] = useState(() => loaded as ComponentType<Props> | null);
    if (Direct) return <Direct {...(props as Props)} />;
    const Waiting = Lazy as unknown as ComponentType<Props>;
    return (
      <Suspense fallback={fallback}>
        <Waiting {...(props as Props)} />
      </Suspense>
    );
  }
  return Object.assign(OnDemand, { preload });
}

/**
 * The second pass: draw what the buyer came for first (issue 34 step 8). False on a
 * component's first render, true from the render after the next animation frame. A view draws its secondary parts (the
 * filter panel, pagination, hearts, recently ordered) only once this is true, so the first
 * paint holds the results or the product with their prices and nothing else of the widget's
 * work; the secondary parts keep their space reserved meanwhile (CLS 0).
 */
export function useSecondPass(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => {
    if (second) return undefined;
    const frame = requestAnimationFrame(() => setSecond(true));
    return () => cancelAnimationFrame(frame);
  }, [second]);
  return second;
}
