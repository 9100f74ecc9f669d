/**
 * The box that creates a favorite list (SPEC section 4, "New favorite list"): a name, checked
 * by the store before any call, the store's refusal shown beside the box. Shared by the
 * favorites dialog and the favorites page.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FAVORITE_LIST_NAME_MAX } from '../../contract/responses';
import type { CreateListResult } from '../../state/favoritesStore';
import { control } from '../form/fieldStyles';
import { Button, PlusIcon } from '../primitives';
import { cx, theme } from '../../theme/theme';

export type CreateListFormProps = {
  /** A change is in flight: the form sends nothing. */
  busy: boolean;
  onCreate: (name: string) => Promise<CreateListResult>;
  /** The dialog's form puts its item in the new list; the hint says so. @default false */
  addsItem?: boolean;
  /**
   * The names of the lists shown. A create that failed and was then done by Retry (outside
   * this form) empties the box once a list of that name appears, as a create from here does.
   */
  listNames?: readonly string[];
};

export function CreateListForm({ busy, onCreate, addsItem = false, listNames = [] }: CreateListFormProps) {
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  // The name whose create failed (its Retry is the store's), while the box still holds it.
  const [failedName, setFailedName] = useState<string | null>(null);
  const atLimit = draft.length >= FAVORITE_LIST_NAME_MAX;
  const createdByRetry = failedName !== null && draft.trim() === failedName && listNames.includes(failedName);

  useEffect(() => {
    if (!createdByRetry) return;
    setDraft('');
    setFailedName(null);
  }, [createdByRetry]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const result = await onCreate(draft);
    setFailedName(result.status === 'failed' ? draft.trim() : null);
    if (result.status === 'refused') setMessage(result.message);
    else if (result.status === 'created') {
      setDraft('');
      setMessage(null);
    }
  }

  return (
    <form className={cx('favorites-dialog', 'create')} css={form} onSubmit={submit} noValidate>
      <label htmlFor={inputId} css={fieldLabel}>
        New list name
      </label>
      <div css={createRow}>
        <input
          id={inputId}
          type="text"
          css={textInput}
          value={draft}
          maxLength={FAVORITE_LIST_NAME_MAX}
          autoComplete="off"
          aria-invalid={message !== null || undefined}
          aria-describedby={message !== null ? `${messageId} ${hintId}` : hintId}
          readOnly={busy}
          onChange={(event) => {
            setDraft(event.target.value);
            setMessage(null);
          }}
        />
        <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
          <PlusIcon />
          Create list
        </Button>
      </div>
      {message !== null && (
        <p id={messageId} role="alert" css={errorText}>
          {message}
        </p>
      )}
      <p id={hintId} css={hint} aria-live="polite">
        {atLimit
          ? `That is the longest name a list can have: ${FAVORITE_LIST_NAME_MAX} characters.`
          : `Up to ${FAVORITE_LIST_NAME_MAX} characters.${addsItem ? ' This item is added to the new list.' : ''}`}
      </p>
    </form>
  );
}

const form = { display: 'flex', flexDirection: 'column', gap: theme.space.xs } as const;
const fieldLabel = { fontWeight: theme.font.weight.medium } as const;
const createRow = { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm } as const;
// The look of every text box of the widgets (src/ui/form), sharing the row with its button.
const textInput = [control, { flex: '1 1 180px', minWidth: 0 }] as const;
const errorText = { margin: 0, color: theme.color.danger, fontSize: theme.font.size.sm } as const;
const hint = { margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm } as const;
