import { cx, theme } from '../../theme/theme';

/**
 * The checkout's placeholder while its settings load, and while the form's code arrives: kept
 * in its own small file so the entry can draw it before the form's chunk is in.
 */
export function CheckoutSkeleton() {
  return (
    <div className={cx('checkout', undefined, 'loading')} css={box} aria-busy="true">
      <p role="status" css={text}>
        Loading the checkout…
      </p>
      <div css={block} />
    </div>
  );
}

const box = { display: 'flex', flexDirection: 'column', gap: theme.space.lg, fontFamily: theme.font.family, color: theme.color.text } as const;
const text = { margin: 0, fontSize: theme.font.size.md } as const;
const block = { height: '480px', borderRadius: theme.radius.md, background: theme.color.surface } as const;
