/**
 * The `id` of a `one time` payload, or null (with one console error for the host to act on)
 * when it has none: each id is delivered once per page, so an event without one cannot be.
 * Shared by the page's bus and the bootstrap's stand-in, which both deliver `one time`.
 */
export function oneTimeId(payload: unknown): string | null {
  const id = (payload as { id?: unknown } | null)?.id;
  if (typeof id === 'string' && id !== '') return id;
  console.error(
    'StorefrontWidgets.bus.emit: a "one time" payload needs a non-empty string `id` ' +
      `(each id is delivered once per page), got ${JSON.stringify(id)}.`,
  );
  return null;
}
