/**
 * Stand-in for `hoist-non-react-statics`, swapped in by build.mjs. Emotion imports that
 * package (and through it react-is) only for `withTheme`, which no widget uses; being
 * CommonJS and imported for its side effects, it cannot be tree-shaken. The stand-in keeps
 * about 1.2 KB gzip off every React page. Statics are not copied: do not use `withTheme`.
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
