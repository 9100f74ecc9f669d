import { Suspense, type ReactNode } from 'react';

/**
 * Each account form is its own chunk, fetched only by a page that has its mount point, so
 * account.js stays small for pages with other account widgets (issue 24's page budget).
 */
export function FormLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p role="status" className="sf-account-form__loading">Loading the form…</p>}>{children}</Suspense>;
}
