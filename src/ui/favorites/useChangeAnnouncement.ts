import { useEffect, useRef, useState } from 'react';
import type { FavoriteList } from '../../contract/responses';
import type { FavoritesChange } from '../../state/favoritesStore';

/** "Added to 'Spring'." once a change has gone through (the checkbox alone may not be read out). */
export function useChangeAnnouncement(
  pending: FavoritesChange | null,
  error: string | null,
  lists: readonly FavoriteList[] | null,
): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<{ pending: FavoritesChange | null; names: Map<number, string> }>({
    pending: null,
    names: new Map(),
  });
  useEffect(() => {
    const before = previous.current;
    if (before.pending && !pending && error === null) {
      setAnnouncement(describeDone(before.pending, before.names));
    }
    const names = new Map(before.names);
    for (const list of lists ?? []) names.set(list.favoriteListId, list.name);
    previous.current = { pending, names };
  }, [pending, error, lists]);
  return announcement;
}

function describeDone(change: FavoritesChange, names: Map<number, string>): string {
  const name = (id: number) => `'${names.get(id) ?? 'the list'}'`;
  switch (change.kind) {
    case 'add':
      return `Added to ${name(change.favoriteListId)}.`;
    case 'remove':
      return `Removed from ${name(change.favoriteListId)}.`;
    case 'create':
      return `Created the list '${change.name}'.`;
    case 'delete':
      return `Removed the list ${name(change.favoriteListId)}.`;
  }
}
