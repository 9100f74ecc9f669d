import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FAVORITE_LIST_NAME_MAX, type FavoriteList } from '../../contract/responses';
import { deleteListQuestion, EMPTY_LISTS_TEXT, FavoritesDialog, type FavoritesDialogProps } from './FavoritesDialog';

const spring: FavoriteList = { favoriteListId: 1, name: 'Spring Order', itemIds: [7] };
const greenhouse: FavoriteList = { favoriteListId: 2, name: 'Greenhouse', itemIds: [9] };

function dialogProps(overrides: Partial<FavoritesDialogProps> = {}): FavoritesDialogProps {
  return {
    open: true,
    onClose: vi.fn(),
    itemId: 7,
    lists: [spring, greenhouse],
    loading: false,
    pending: null,
    error: null,
    onRetry: vi.fn(),
    onToggle: vi.fn(),
    onCreate: vi.fn(async () => ({ status: 'created' as const })),
    ...overrides,
  };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('FavoritesDialog', () => {
  it('is a dialog named Favorite lists', () => {
    render(<FavoritesDialog {...dialogProps()} />);
    expect(screen.getByRole('dialog', { name: 'Favorite lists' })).toBeTruthy();
  });

  it('names the item it adds in its description: "Lists for {itemName}"', () => {
    render(<FavoritesDialog {...dialogProps({ itemName: '6 in. Azalea Pot' })} />);
    const dialog = screen.getByRole('dialog', { name: 'Favorite lists' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Lists for 6 in. Azalea Pot');
  });

  it('holds focus on the loading line while the lists load, then moves it to the first list', () => {
    const { rerender } = render(<FavoritesDialog {...dialogProps({ lists: null, loading: true })} />);
    expect(document.activeElement?.textContent).toContain('Loading your favorite lists');
    rerender(<FavoritesDialog {...dialogProps()} />);
    expect(document.activeElement).toBe(checkbox('Spring Order'));
  });

  it('shows a checkbox per list, named by the list, checked where the item is in the list', () => {
    render(<FavoritesDialog {...dialogProps()} />);
    expect(checkbox('Spring Order').checked).toBe(true);
    expect(checkbox('Greenhouse').checked).toBe(false);
  });

  it('asks to add the item when a checkbox is checked', async () => {
    const props = dialogProps();
    render(<FavoritesDialog {...props} />);
    await userEvent.click(checkbox('Greenhouse'));
    expect(props.onToggle).toHaveBeenCalledWith(2, true);
  });

  it('asks to remove the item when a checkbox is unchecked', async () => {
    const props = dialogProps();
    render(<FavoritesDialog {...props} />);
    await userEvent.click(checkbox('Spring Order'));
    expect(props.onToggle).toHaveBeenCalledWith(1, false);
  });

  it("keeps the checkbox at the server's state until the lists say otherwise", async () => {
    render(<FavoritesDialog {...dialogProps()} />);
    await userEvent.click(checkbox('Greenhouse'));
    expect(checkbox('Greenhouse').checked).toBe(false);
  });

  it('shows the state asked for while that change is in flight', () => {
    render(<FavoritesDialog {...dialogProps({ pending: { kind: 'add', itemId: 7, favoriteListId: 2 } })} />);
    expect(checkbox('Greenhouse').checked).toBe(true);
  });

  it('disables every control while a change is in flight and ignores them', async () => {
    const props = dialogProps({ pending: { kind: 'remove', itemId: 7, favoriteListId: 1 }, onDelete: vi.fn() });
    render(<FavoritesDialog {...props} />);
    const controls = [
      checkbox('Spring Order'),
      checkbox('Greenhouse'),
      screen.getByRole('button', { name: 'Create list' }),
      screen.getByRole('button', { name: 'Remove list Greenhouse' }),
    ];
    for (const control of controls) expect(control.getAttribute('aria-disabled')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'New list name' }) as HTMLInputElement).readOnly).toBe(true);
    await userEvent.click(checkbox('Greenhouse'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove list Greenhouse' }));
    expect(props.onToggle).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('disables every control while the lists load', () => {
    render(<FavoritesDialog {...dialogProps({ loading: true })} />);
    expect(checkbox('Spring Order').getAttribute('aria-disabled')).toBe('true');
  });

  it('says so while the first load is in flight', () => {
    render(<FavoritesDialog {...dialogProps({ lists: null, loading: true })} />);
    expect(screen.getByText(/Loading your favorite lists/).getAttribute('role')).toBe('status');
    expect(screen.queryByText(EMPTY_LISTS_TEXT)).toBeNull();
  });

  it(`says '${EMPTY_LISTS_TEXT}' when there are none`, () => {
    render(<FavoritesDialog {...dialogProps({ lists: [] })} />);
    expect(screen.getByText(EMPTY_LISTS_TEXT)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'New list name' })).toBeTruthy();
  });

  it('shows a failed call with Retry, and the checkboxes as they were', async () => {
    const props = dialogProps({ error: 'Could not reach the store to add this item to the list.' });
    render(<FavoritesDialog {...props} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not reach the store');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
    expect(checkbox('Spring Order').checked).toBe(true);
    expect(checkbox('Greenhouse').checked).toBe(false);
  });

  it('links to the favorites page in a new window, and says so', () => {
    render(<FavoritesDialog {...dialogProps()} />);
    const link = screen.getByRole('link', { name: /opens in a new window/ });
    expect(link.getAttribute('href')).toBe('/account/favorites/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  describe('creating a list', () => {
    it('sends the typed name and clears the box once created', async () => {
      const props = dialogProps();
      render(<FavoritesDialog {...props} />);
      const input = screen.getByRole('textbox', { name: 'New list name' }) as HTMLInputElement;
      await userEvent.type(input, 'Fall bulbs');
      await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
      expect(props.onCreate).toHaveBeenCalledWith('Fall bulbs');
      expect(input.value).toBe('');
    });

    it('creates on Enter in the box', async () => {
      const props = dialogProps();
      render(<FavoritesDialog {...props} />);
      await userEvent.type(screen.getByRole('textbox', { name: 'New list name' }), 'Fall bulbs{Enter}');
      expect(props.onCreate).toHaveBeenCalledWith('Fall bulbs');
    });

    it('shows the reason a name was refused, tied to the box, and keeps the name', async () => {
      const onCreate = vi.fn(async () => ({ status: 'refused' as const, message: 'Enter a name for the new list.' }));
      render(<FavoritesDialog {...dialogProps({ onCreate })} />);
      const input = screen.getByRole('textbox', { name: 'New list name' }) as HTMLInputElement;
      await userEvent.type(input, '   ');
      await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
      expect(screen.getByRole('alert').textContent).toBe('Enter a name for the new list.');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('textbox', { name: 'New list name' }).getAttribute('aria-describedby')).toContain(
        screen.getByRole('alert').id,
      );
      expect(input.value).toBe('   ');
    });

    it(`limits the box to ${FAVORITE_LIST_NAME_MAX} characters and says so at the limit`, async () => {
      render(<FavoritesDialog {...dialogProps()} />);
      const input = screen.getByRole('textbox', { name: 'New list name' }) as HTMLInputElement;
      expect(input.maxLength).toBe(FAVORITE_LIST_NAME_MAX);
      await userEvent.type(input, 'a'.repeat(FAVORITE_LIST_NAME_MAX));
      expect(screen.getByText(`That is the longest name a list can have: ${FAVORITE_LIST_NAME_MAX} characters.`)).toBeTruthy();
    });
  });

  describe('removing a list', () => {
    it('offers no Remove button unless deleting is allowed', () => {
      render(<FavoritesDialog {...dialogProps()} />);
      expect(screen.queryByRole('button', { name: /^Remove list/ })).toBeNull();
    });

    it("asks first, with SPEC's question, and removes only when confirmed", async () => {
      const onDelete = vi.fn();
      render(<FavoritesDialog {...dialogProps({ onDelete })} />);
      await userEvent.click(screen.getByRole('button', { name: 'Remove list Greenhouse' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Remove favorite list' });
      expect(within(confirm).getByText("Are you sure you want to remove your favorite list 'Greenhouse?'")).toBeTruthy();
      expect(onDelete).not.toHaveBeenCalled();
      await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
      expect(onDelete).toHaveBeenCalledWith(2);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('removes nothing when the confirmation is dismissed with Escape', async () => {
      const onDelete = vi.fn();
      const props = dialogProps({ onDelete });
      render(<FavoritesDialog {...props} />);
      const removeButton = screen.getByRole('button', { name: 'Remove list Greenhouse' });
      await userEvent.click(removeButton);
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(onDelete).not.toHaveBeenCalled();
      // Escape closed only the confirmation; focus is back on the button that opened it.
      expect(screen.getByRole('dialog', { name: 'Favorite lists' })).toBeTruthy();
      expect(props.onClose).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(removeButton);
    });

    it('builds the question exactly as SPEC writes it', () => {
      expect(deleteListQuestion('Spring Order')).toBe("Are you sure you want to remove your favorite list 'Spring Order?'");
    });
  });

  it('announces a change once it has gone through', () => {
    const props = dialogProps({ pending: { kind: 'add', itemId: 7, favoriteListId: 2 } });
    const { rerender } = render(<FavoritesDialog {...props} />);
    rerender(<FavoritesDialog {...props} pending={null} lists={[spring, { ...greenhouse, itemIds: [9, 7] }]} />);
    expect(screen.getByRole('status').textContent).toBe("Added to 'Greenhouse'.");
  });
});
