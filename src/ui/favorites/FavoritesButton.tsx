import { useId } from 'react';
import { Button, HeartIcon, VisuallyHidden } from '../primitives';
import { cx, theme } from '../theme';

export type FavoritesButtonProps = {
  /** The item is in at least one of the user's lists: the heart is filled. */
  favorited: boolean;
  /** Opens the favorites dialog. */
  onClick: () => void;
  /** Icon only, for product cards; the name stays 'Add to favorites'. @default false */
  compact?: boolean;
  /** The pointer reached the button or it got focus: a chance to fetch what a click needs. */
  onPointerEnter?: () => void;
  onFocus?: () => void;
};

/**
 * The 'Add to favorites' button. Its accessible name never changes; whether the item is
 * already in a list is its description (and the filled heart), because the button opens a
 * dialog rather than toggling anything itself.
 */
export function FavoritesButton({ favorited, onClick, compact = false, onPointerEnter, onFocus }: FavoritesButtonProps) {
  const stateId = useId();
  return (
    <span className={cx('favorites-control', undefined, favorited ? 'favorited' : undefined)} css={wrapper}>
      <Button
        variant="ghost"
        aria-haspopup="dialog"
        aria-describedby={stateId}
        data-favorited={favorited ? 'true' : 'false'}
        onClick={onClick}
        onPointerEnter={onPointerEnter}
        onFocus={onFocus}
      >
        <span css={favorited ? filledHeart : heart}>
          <HeartIcon filled={favorited} />
        </span>
        {compact ? <VisuallyHidden>Add to favorites</VisuallyHidden> : 'Add to favorites'}
      </Button>
      <VisuallyHidden id={stateId}>
        {favorited ? 'This item is in your favorites.' : 'This item is not in any favorite list.'}
      </VisuallyHidden>
    </span>
  );
}

const wrapper = { display: 'inline-flex' } as const;
const heart = { display: 'inline-flex', color: theme.color.textMuted } as const;
const filledHeart = { display: 'inline-flex', color: theme.color.accent } as const;
