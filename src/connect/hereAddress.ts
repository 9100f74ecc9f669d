/** The page's path and query, where signing in from a prompt comes back to (`loginUrl`). */
export function hereAddress(win: Pick<Window, 'location'>): string {
  return win.location.pathname + win.location.search;
}
