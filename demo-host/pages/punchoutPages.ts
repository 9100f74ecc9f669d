/** The storefront page for a punchout session key that no longer opens anything (docs/punchout.md). */
import { html } from './html';
import { renderShell } from './layout';
import type { PageEnv, PageResult } from './page';

export function punchoutEndedPage(env: PageEnv): PageResult {
  const main = html`<h1>This punchout session has ended</h1>
<p>The catalogue was opened from your purchasing system, and that visit is over (a session lasts a working day). Go back to your purchasing system and open the catalogue again: your requisition keeps what you transferred.</p>`;
  return { status: 410, body: renderShell(env, { title: 'Punchout session ended', main }) };
}
