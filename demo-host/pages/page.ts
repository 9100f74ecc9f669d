/**
 * What every page renderer gets: the request, the persona and their page context, where the
 * widgets live, and the demo catalogue. Renderers return a `PageResult`; the server writes it.
 */
import type { Logins } from '../service/logins';
import type { PunchoutPage } from '../service/punchout/pages';
import type { DemoUser } from '../service/personas';
import type { DemoCatalog } from './catalog';
import type { DemoPageContext } from './context';
import type { SafeHtml } from './html';
import type { WidgetAssets } from './widgets';

export type PageEnv = {
  url: URL;
  user: DemoUser;
  users: readonly DemoUser[];
  context: DemoPageContext;
  /** Set on pages served with a Content-Security-Policy: goes on every own script and style. */
  nonce?: string;
  /** Stylesheets under /demo/static/ every page of a variant adds (the hostile theme of /demo/hostile/…). */
  stylesheets?: readonly string[];
  widgets: WidgetAssets;
  /** The pages' one way to the data: read-only queries on the service's database (catalog.ts). */
  catalog: DemoCatalog;
  /**
   * The service answers HOST-CONTRACT section 12's invoice payment calls: the statement pages
   * carry `data-pay-online` (false in contract-only mode unless SF_PAY_INVOICES=1). @default false
   */
  payInvoices?: boolean;
  /** Password sign-in, approvals and the outbox (demo pages of the login flows). */
  logins?: Logins;
  /**
   * The address carries a secret (`Route.tokenInAddress`, the reset link): the shell puts
   * `<meta name="referrer" content="no-referrer">` first in the head, as a host that cannot
   * set the Referrer-Policy header would.
   */
  tokenInAddress?: boolean;
  /** The page belongs to a punchout session (docs/punchout.md): the header says so and offers no persona switch. */
  punchout?: PunchoutPage;
};

export type PageResult = {
  status: number;
  body: SafeHtml;
  headers?: Record<string, string>;
};

export type PageRenderer = (env: PageEnv) => PageResult | Promise<PageResult>;
