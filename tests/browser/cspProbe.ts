/**
 * Records every Content-Security-Policy violation of a browser context, in every page and
 * frame (the card gateway's frame on its own origin too), from before any page script runs:
 *
 *   const probe = await installCspProbe(context);
 *   …
 *   expect(probe.enforced()).toEqual([]);
 *
 * Violations of a report-only policy are kept apart (`reported()`): they say what would have
 * been blocked, which is how tests observe what the widgets load.
 */
import type { BrowserContext, Frame, Page } from 'playwright-core';
import type { Harness } from './harness';

export type Violation = {
  /** The effective directive: "img-src", "frame-src", … */
  directive: string;
  /** "inline", "data", or the blocked URL. */
  blocked: string;
  /** "enforce" or "report" (a report-only policy). */
  disposition: string;
  /** The document whose policy was violated. */
  document: string;
  source: string;
  sample: string;
};

export type CspProbe = {
  /** Violations of an enforced policy (something was blocked). */
  enforced(): Violation[];
  /** Violations of a report-only policy (nothing was blocked). */
  reported(): Violation[];
  /** Console messages about an enforced policy ("Refused to …", "… violates the following Content Security Policy …"). */
  console(): string[];
  /** Forgets what was recorded so far (before the next page of the same context). */
  clear(): void;
  /** True when the probe runs in `frame`: a cross-origin frame's silence then means something. */
  isIn(frame: Frame | Page): Promise<boolean>;
};

const BINDING = '__sfCspViolation';

export async function installCspProbe(context: BrowserContext): Promise<CspProbe> {
  const all: Violation[] = [];
  const consoleLines: string[] = [];
  await context.exposeBinding(BINDING, (_source, violation: Violation) => {
    all.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const send = (window as unknown as Record<string, (v: unknown) => void>)[binding];
      send?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        disposition: event.disposition,
        document: event.documentURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        sample: event.sample,
      });
    });
  }, BINDING);
  context.on('console', (message) => {
    const text = message.text();
    if (/content security policy/i.test(text) && !/report-only|\[Report Only\]/i.test(text)) consoleLines.push(text);
  });
  return {
    enforced: () => all.filter((v) => v.disposition === 'enforce'),
    reported: () => all.filter((v) => v.disposition === 'report'),
    console: () => [...consoleLines],
    clear: () => {
      all.length = 0;
      consoleLines.length = 0;
    },
    isIn: (frame) => frame.evaluate((binding) => typeof (window as unknown as Record<string, unknown>)[binding] === 'function', BINDING),
  };
}

/** The violation reports the demo server's report-uri received for documents under `prefix`. */
export function serverCspReports(h: Pick<Harness, 'server'>, prefix: string): Record<string, unknown>[] {
  return h.server.cspReports().filter((r) => String(r['document-uri'] ?? '').startsWith(prefix));
}
