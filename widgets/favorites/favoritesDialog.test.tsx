import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_TEXT } from '../../src/runtime/WidgetNotice';
import { anonymousPageContext, writePageContext } from '../../src/testing/pageData';
import { startEntryNamed } from '../testing';

beforeEach(() => {
  delete window.StorefrontWidgets;
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  window.StorefrontWidgets?.unmountAll?.();
  vi.restoreAllMocks();
});

function addMountPoint(attributes: string) {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="favorites" ${attributes}></div>`);
}

function stubLists() {
  const fetch = vi.fn(async () =>
    new Response(JSON.stringify({ lists: [{ favoriteListId: 1, name: 'Spring Order', itemIds: [1042] }] }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('favoritesDialog entry', () => {
  it('mounts a favorites control into every [data-sf-widget="favorites"], loading the lists once', async () => {
    writePageContext();
    const fetch = stubLists();
    addMountPoint('data-item-id="1042"');
    addMountPoint('data-item-id="7" data-allow-delete');
    await startEntryNamed('favoritesDialog');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add to favorites' })).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Add to favorites' })[0]?.dataset.favorited).toBe('true'));
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('shows the notice for a bad data-item-id and logs the attribute, while the others mount', async () => {
    writePageContext();
    stubLists();
    addMountPoint('id="fav-bad" data-item-id="abc"');
    addMountPoint('data-item-id="7"');
    await startEntryNamed('favoritesDialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toBe(NOTICE_TEXT.pageData);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('#fav-bad: data-item-id: "abc" is not a whole number above 0, such as data-item-id="1042".'));
  });

  it('shows no control to anonymous visitors and calls nothing', async () => {
    writePageContext(anonymousPageContext());
    const fetch = stubLists();
    addMountPoint('data-item-id="7"');
    await startEntryNamed('favoritesDialog');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
