/**
 * The room the pagination takes under the grid (one row of 40 px buttons after a gap), held
 * while its code loads on demand and before the second pass draws it (issue 34), so nothing
 * below the grid moves when the page buttons appear.
 */
import { css } from '@emotion/react';
import { theme } from '../../theme/theme';

/** Shared with Pagination's nav, so the two have one height. */
export const paginationRow = { marginTop: theme.space.xl, minHeight: '40px' } as const;

const space = css(paginationRow);

export function PaginationSpace() {
  return <div css={space} aria-hidden="true" />;
}
