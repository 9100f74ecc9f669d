import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FavoriteList } from '../../contract/responses';
import { ServiceError } from '../../api/errors';
import { LIST_NAME_MESSAGES } from '../../domain/favoriteListNames';
import { createFakeFavoritesService } from '../../state/favoritesTesting';
import { anonymousPageContext, renderWithEnv } from '../../testing';
import { FavoritesControl } from './FavoritesWidget';

const spring: FavoriteList = { favoriteListId: 1, name: 'Spring Order', itemIds: [7] };
const greenhouse: FavoriteList = { favoriteListId: 2, name: 'Greenhouse', itemIds: [] };

beforeEach(() => {
  // The store is page-level (window.StorefrontWidgets): each test is a fresh page.
  delete window.StorefrontWidgets;
});

function setup(ui = <FavoritesControl itemId={7} />, lists = [spring, greenhouse]) {
  const service = createFakeFavoritesService(lists);
  const result = renderWithEnv(ui, { client: service.client });
  return { service, ...result };
}

const button = () => screen.getByRole('button', { name: 'Add to favorites' });
const describedAs = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const paths = (service: ReturnType<typeof createFakeFavoritesService>) => service.calls.map((call) => call.path);

async function openDialog() {
  await userEvent.click(button());
  const dialog = await screen.findByRole('dialog', { name: 'Favorite lists' });
  await within(dialog).findByRole('checkbox', { name: 'Spring Order' });
  return dialog;
}

describe('FavoritesControl', () => {
  it('shows nothing to anonymous visitors and calls nothing', () => {
    const service = createFakeFavoritesService([spring]);
    const { container } = renderWithEnv(<FavoritesControl itemId={7} />, {
      client: service.client,
      context: anonymousPageContext(),
    });
    expect(container.innerHTML).toBe('');
    expect(service.calls).toEqual([]);
  });

  it("is a button named exactly 'Add to favorites' that opens a dialog", () => {
    setup(<FavoritesControl itemId={7} favorited={false} />);
    expect(button().getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('uses the page’s favorited flag without loading the lists', () => {
    const { service } = setup(<FavoritesControl itemId={7} favorited />);
    expect(describedAs(button())).toBe('This item is in your favorites.');
    expect(service.calls).toEqual([]);
  });

  it('loads the lists to show the state when the page gives none, and says nothing until then', async () => {
    setup(<FavoritesControl itemId={9} />);
    expect(button().hasAttribute('aria-describedby')).toBe(false);
    await waitFor(() => expect(describedAs(button())).toBe('This item is not in any favorite list.'));
  });

  it('says nothing about the item when its lists cannot be loaded', async () => {
    const service = createFakeFavoritesService([spring]);
    service.failNext('Customer/FavoriteLists');
    renderWithEnv(<FavoritesControl itemId={7} />, { client: service.client });
    await waitFor(() => expect(paths(service)).toEqual(['Customer/FavoriteLists']));
    expect(button().hasAttribute('aria-describedby')).toBe(false);
  });

  it('loads the lists once for every control on the page', async () => {
    const { service } = setup(
      <>
        <FavoritesControl itemId={7} />
        <FavoritesControl itemId={8} />
        <FavoritesControl itemId={9} />
      </>,
    );
    await waitFor(() => expect(paths(service)).toEqual(['Customer/FavoriteLists']));
  });

  it("checking a list adds the item, reloads, and shows the server's state", async () => {
    const { service } = setup(<FavoritesControl itemId={7} favorited />);
    await openDialog();
    await userEvent.click(checkbox('Greenhouse'));
    await waitFor(() => expect(checkbox('Greenhouse').getAttribute('aria-disabled')).toBeNull());
    expect(paths(service)).toEqual(['Customer/FavoriteLists', 'Customer/AddToFavoriteLists', 'Customer/FavoriteLists']);
    expect(checkbox('Greenhouse').checked).toBe(true);
    expect(service.lists[1]?.itemIds).toEqual([7]);
  });

  it('unchecking removes the item, and the button then says it is in no list', async () => {
    const { service } = setup(<FavoritesControl itemId={7} favorited />);
    await openDialog();
    await userEvent.click(checkbox('Spring Order'));
    await waitFor(() => expect(checkbox('Spring Order').checked).toBe(false));
    expect(paths(service)).toContain('Customer/RemoveFromFavoriteLists');
    await waitFor(() => expect(checkbox('Spring Order').getAttribute('aria-disabled')).toBeNull());
    expect(describedAs(button())).toBe('This item is not in any favorite list.');
  });

  it('disables the controls until the reload after a change has answered', async () => {
    const { service } = setup(<FavoritesControl itemId={7} favorited />);
    await openDialog();
    const release = service.hold('Customer/AddToFavoriteLists');
    await userEvent.click(checkbox('Greenhouse'));
    expect(checkbox('Spring Order').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Create list' }).getAttribute('aria-disabled')).toBe('true');
    release();
    await waitFor(() => expect(checkbox('Spring Order').getAttribute('aria-disabled')).toBeNull());
  });

  it("shows a failed call with Retry and leaves every checkbox at the server's state", async () => {
    const { service } = setup(<FavoritesControl itemId={7} favorited />);
    await openDialog();
    service.failNext('Customer/AddToFavoriteLists');
    await userEvent.click(checkbox('Greenhouse'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Could not reach the store to add this item to 'Greenhouse'.");
    expect(checkbox('Greenhouse').checked).toBe(false);
    expect(checkbox('Spring Order').checked).toBe(true);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(checkbox('Greenhouse').checked).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says under the box that a name another tab just took is used, with no Retry, and shows that list', async () => {
    const { service } = setup(<FavoritesControl itemId={7} favorited />);
    await openDialog();
    service.lists.push({ favoriteListId: 3, name: 'Dup', itemIds: [] });
    service.failNext(
      'Customer/AddToFavoriteLists',
      new ServiceError({ kind: 'http', path: 'Customer/AddToFavoriteLists', status: 400, message: 'A list named "Dup" already exists', error: null }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'New list name' }), 'dup{Enter}');
    expect(await screen.findByText(LIST_NAME_MESSAGES.taken('Dup'))).toBeTruthy();
    expect(await screen.findByRole('checkbox', { name: 'Dup' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the lists cannot be loaded, then shows them', async () => {
    const service = createFakeFavoritesService([spring]);
    service.failNext('Customer/FavoriteLists');
    renderWithEnv(<FavoritesControl itemId={7} favorited />, { client: service.client });
    await userEvent.click(button());
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText('You do not have any favorite lists yet.')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Spring Order' })).toBeTruthy();
  });

  it('creates a list holding the item, shown checked', async () => {
    const { service } = setup(<FavoritesControl itemId={7} favorited />);
    await openDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'New list name' }), 'Fall bulbs{Enter}');
    expect(await screen.findByRole('checkbox', { name: 'Fall bulbs' })).toBeTruthy();
    expect(checkbox('Fall bulbs').checked).toBe(true);
    expect(service.calls[1]?.body).toMatchObject({ newFavoriteListName: 'Fall bulbs', itemId: 7 });
  });

  it('refuses a name already used (any case) without calling the service', async () => {
    const { service } = setup(<FavoritesControl itemId={7} favorited />);
    await openDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'New list name' }), ' greenhouse {Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You already have a list named 'Greenhouse'. Choose another name.",
    );
    expect(paths(service)).toEqual(['Customer/FavoriteLists']);
  });

  it('refuses an empty name with a message', async () => {
    setup(<FavoritesControl itemId={7} favorited />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a name for the new list.');
  });

  it('removes a list after confirmation where deleting is allowed', async () => {
    const { service } = setup(<FavoritesControl itemId={7} favorited allowDelete />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Remove list Spring Order' }));
    const confirm = screen.getByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Spring Order' })).toBeNull());
    expect(paths(service)).toContain('Customer/deleteFavoriteList');
    // Focus stays in the dialog although the focused button went away with its list.
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
  });

  it('offers no removal where deleting is not allowed', async () => {
    setup(<FavoritesControl itemId={7} favorited />);
    await openDialog();
    expect(screen.queryByRole('button', { name: /^Remove list/ })).toBeNull();
  });

  it('returns focus to the button after Escape', async () => {
    setup(<FavoritesControl itemId={7} favorited />);
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('opens in the widget’s portal container', async () => {
    const { env } = setup(<FavoritesControl itemId={7} favorited />);
    const dialog = await openDialog();
    expect(env.portalContainer.contains(dialog)).toBe(true);
  });
});
