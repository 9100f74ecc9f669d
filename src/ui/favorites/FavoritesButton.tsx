import { css } from '@emotion/react';
import { useId } from 'react';
import { Button, ICON_PATHS, iconMask, visuallyHidden } from '../primitives';
import { cx, theme } from '../../theme/theme';

export type FavoritesButtonProps = {
  /** The item is in at least one of the user's lists: the heart is filled. Null while not known (the lists have not loaded): nothing is said. */
  favorited: boolean | null;
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
    <span className={cx('favorites-control', undefined, favorited ? 'favorited' : undefined)} css={controlStyle}>
      <Button
        variant="ghost"
        aria-haspopup="dialog"
        aria-describedby={favorited === null ? undefined : stateId}
        data-favorited={favorited ? 'true' : 'false'}
        onClick={onClick}
        onPointerEnter={onPointerEnter}
        onFocus={onFocus}
      >
        {compact ? <span className={cx('favorites-control', 'hidden')}>Add to favorites</span> : 'Add to favorites'}
      </Button>
      {favorited === null ? null : (
        <span id={stateId} className={cx('favorites-control', 'hidden')}>
          {favorited ? 'This item is in your favorites.' : 'This item is not in any favorite list.'}
        </span>
      )}
    </span>
  );
}

/** One style for the whole control (a grid shows one per card); the heart is a CSS mask. */
const controlStyle = css({
  display: 'inline-flex',
  'button::before': { ...iconMask(ICON_PATHS.heart, 18), color: theme.color.textMuted },
  '&.sf-favorites-control--favorited button::before': { ...iconMask(ICON_PATHS.heart, 18, { filled: true }), color: theme.color.accent },
  '.sf-favorites-control__hidden': visuallyHidden,
});
