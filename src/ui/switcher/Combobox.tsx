/**
 * An editable combobox with a list popup, on the WAI-ARIA APG pattern ("list autocomplete
 * with manual selection"): the text field keeps DOM focus, the list's active option is shown
 * with aria-activedescendant.
 *
 * - Typing edits the text (the owner searches) and opens the list.
 * - ArrowDown / ArrowUp open the list (first / last option) or move through it, wrapping.
 * - Enter chooses the active option and closes the list; the text becomes its label.
 * - Escape closes the list; pressed again it clears the text.
 * - Home / End move the caret in the text (and leave the list).
 * - A click on an option chooses it; leaving the field closes the list.
 *
 * Props and callbacks only: the owner searches and decides what choosing means.
 */
import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FieldFrame } from '../form/FieldFrame';
import { control } from '../form/fieldStyles';
import { useFieldIds } from '../form/useFieldIds';
import { cx, mobileMedia, theme } from '../../theme/theme';

export type ComboboxOption = {
  /** Unique among the options (a customer number). */
  key: string;
  /** What the option says; also the text once chosen. */
  label: string;
  /** A second, quieter line. */
  description?: string;
};

export type ComboboxProps = {
  /** The field's accessible name ("Customer"). */
  label: string;
  hint?: ReactNode;
  /** The text in the field (controlled). */
  value: string;
  onValueChange: (text: string) => void;
  /** The options for the text; null while there is no answer yet. */
  options: readonly ComboboxOption[] | null;
  /** An answer for the text is on its way. */
  loading: boolean;
  /** A sentence shown in the list instead of the options (a failed search). */
  error?: string | null;
  /** What the list says when the answer has no options. */
  emptyText: string;
  /** The list opens with the arrow keys: the owner may search at once instead of after the pause. */
  onOpen?: () => void;
  onChoose: (option: ComboboxOption) => void;
  disabled?: boolean;
  placeholder?: string;
  className?: string;
};

const wrap = css({ position: 'relative', minWidth: 0 });

const popup = css({
  position: 'absolute',
  zIndex: 30,
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  minWidth: '280px',
  maxHeight: '320px',
  overflowY: 'auto',
  margin: 0,
  padding: theme.space.xs,
  listStyle: 'none',
  background: theme.color.background,
  border: `1px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.raised,
  [mobileMedia]: { minWidth: 0, maxHeight: '60vh' },
  '.sf-combobox__option': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: theme.space.xxs,
    minHeight: '44px',
    padding: `${theme.space.sm} ${theme.space.md}`,
    borderRadius: theme.radius.sm,
    cursor: 'pointer',
    color: theme.color.text,
    lineHeight: theme.font.lineHeight.tight,
  },
  '.sf-combobox__option:hover': { background: theme.color.surface },
  '.sf-combobox__option--active': {
    background: theme.color.surface,
    outline: `2px solid ${theme.color.focus}`,
    outlineOffset: '-2px',
  },
  '.sf-combobox__option[aria-disabled="true"]': { cursor: 'default', color: theme.color.textMuted, background: 'none' },
  '.sf-combobox__description': { fontSize: theme.font.size.sm, color: theme.color.textMuted },
});

export function Combobox({
  label,
  hint,
  value,
  onValueChange,
  options,
  loading,
  error = null,
  emptyText,
  onOpen,
  onChoose,
  disabled = false,
  placeholder,
  className,
}: ComboboxProps) {
  const ids = useFieldIds(undefined, hint != null && hint !== '', false);
  const listId = `${useId()}-list`;
  const optionId = (index: number) => `${listId}-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const choices = options ?? [];

  // New options (a newer answer): nothing is active until the user moves into the list again.
  useEffect(() => setActive(-1), [options]);

  useEffect(() => {
    if (!open || active < 0) return;
    const element = listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(optionId(active))}`);
    if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    if (!open) onOpen?.();
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: ComboboxOption) => {
    close();
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && event.key === 'ArrowDown') {
      event.preventDefault();
      openList();
      return;
    }
    const count = choices.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        if (count > 0) setActive((current) => (!open || current >= count - 1 ? 0 : current + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        if (count > 0) setActive((current) => (!open || current <= 0 ? count - 1 : current - 1));
        break;
      case 'Enter': {
        const option = open && active >= 0 ? choices[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (value !== '') {
          event.preventDefault();
          onValueChange('');
        }
        break;
      case 'Home':
      case 'End':
        // The caret moves in the text (the browser's own behaviour); the list loses its active option.
        setActive(-1);
        break;
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  const message = error ?? (options === null ? (loading ? 'Searching…' : null) : choices.length === 0 && !loading ? emptyText : null);
  const listShown = open && (choices.length > 0 || message !== null);

  return (
    <FieldFrame ids={ids} label={label} hint={hint} className={[cx('combobox'), className].filter(Boolean).join(' ')}>
      <div css={wrap}>
        <input
          id={ids.control}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
          aria-describedby={ids.describedBy}
          aria-busy={loading || undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className={cx('combobox', 'input')}
          css={control}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onClick={() => {
            if (!open) openList();
          }}
          onBlur={close}
        />
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          className={cx('combobox', 'list')}
          css={popup}
          hidden={!listShown}
        >
          {choices.map((option, index) => (
            <li
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={cx('combobox', 'option', index === active ? 'active' : undefined)}
              // Keeps focus in the field, so the choice does not blur and close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              <span>{option.label}</span>
              {option.description ? <span className={cx('combobox', 'description')}>{option.description}</span> : null}
            </li>
          ))}
          {choices.length === 0 && message !== null ? (
            <li role="option" aria-disabled="true" aria-selected={false} className={cx('combobox', 'option', 'message')}>
              {message}
            </li>
          ) : null}
        </ul>
      </div>
    </FieldFrame>
  );
}
