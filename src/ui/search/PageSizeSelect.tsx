/** 'Items per page' (SPEC section 9): 18, 50, 100 or 1000. */
import { useId } from 'react';
import { PAGE_SIZES } from '../../domain/paging';
import { cx } from '../../theme/theme';
import { selectField } from './SortSelect';

export type PageSizeSelectProps = { value: number; onChange: (take: number) => void };

export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  const id = useId();
  // A page size from the page data that is not offered still shows as chosen.
  const sizes: number[] = (PAGE_SIZES as readonly number[]).includes(value) ? [...PAGE_SIZES] : [...PAGE_SIZES, value].sort((a, b) => a - b);
  return (
    <span css={selectField} className={cx('page-size')}>
      <label htmlFor={id}>Items per page</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </span>
  );
}
