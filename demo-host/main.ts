/**
 * `npm start`: the demo server. Bundled by build.mjs to dist/server/main.mjs.
 *
 *   PORT          listening port (default 3000)
 *   DATA_DIR      database and generated images (default <repo>/data)
 *   REBUILD_DB=1  or --rebuild: regenerate the database
 *   SF_FAULTS     fault injection for the service (docs/service.md)
 *   SF_CONTRACT_ONLY=1  the service answers only SPEC's paths and HOST-CONTRACT's shapes (docs/service.md)
 *   SF_PAY_INVOICES=1   with SF_CONTRACT_ONLY=1: that service also pays invoices (HOST-CONTRACT section 12)
 *   WIDGETS_ORIGIN  load the widgets from this origin instead (a CDN serving /widgets/)
 *   WIDGETS_PORT    also serve the widgets on this port and load them from there (cross-origin)
 *   CARD_FORM_PORT  port of the card gateway's hosted form, its own origin (default PORT + 1)
 *   CARD_FORM_ORIGIN  origin the checkout frames the card form from, when not http://localhost:CARD_FORM_PORT
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findRepoRoot, startDemoServer } from './server';
import { parseFaultSpec, type FaultOptions } from './service';

function portFrom(name: string, fallback: number | undefined): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} must be a port number from 0 to 65535, got "${raw}".`);
    process.exit(2);
  }
  return port;
}

function faultsFrom(spec: string | undefined): FaultOptions | undefined {
  if (!spec) return undefined;
  try {
    return parseFaultSpec(spec);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}

async function main(): Promise<void> {
  const root = findRepoRoot();
  const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, 'data'));
  const rebuild = process.env.REBUILD_DB === '1' || process.argv.includes('--rebuild');
  const widgetsPort = portFrom('WIDGETS_PORT', undefined);
  const faults = faultsFrom(process.env.SF_FAULTS);
  const contractOnly = process.env.SF_CONTRACT_ONLY === '1';
  const invoicePayments = process.env.SF_PAY_INVOICES === '1';
  const port = portFrom('PORT', 3000) ?? 3000;
  // PORT=0 picks a free port; the card form then takes a free one too.
  const cardFormPort = portFrom('CARD_FORM_PORT', port === 0 ? 0 : port + 1) ?? 0;
  const server = await startDemoServer({
    port,
    cardFormPort,
    ...(process.env.CARD_FORM_ORIGIN ? { cardFormOrigin: process.env.CARD_FORM_ORIGIN } : {}),
    dataDir,
    rebuild,
    ...(faults ? { faults } : {}),
    ...(contractOnly ? { contractOnly } : {}),
    ...(invoicePayments ? { invoicePayments } : {}),
    ...(process.env.WIDGETS_ORIGIN ? { widgetsOrigin: process.env.WIDGETS_ORIGIN } : {}),
    ...(widgetsPort !== undefined ? { widgetsPort } : {}),
  });
  // performance.now() counts from process start: this is the time to the first request served.
  console.log(`Storefront demo running at ${server.url} (ready in ${Math.round(performance.now())} ms; data in ${dataDir})`);
  if (faults) console.log(`Fault injection on: ${process.env.SF_FAULTS}`);
  if (contractOnly) {
    console.log(
      `Contract-only mode: only SPEC paths and HOST-CONTRACT shapes are answered (SF_CONTRACT_ONLY=1); invoice payments ${invoicePayments ? 'on (SF_PAY_INVOICES=1)' : 'off (SF_PAY_INVOICES=1 turns them on)'}.`,
    );
  }
  if (server.widgetsBase.startsWith('http')) console.log(`Widgets served from ${server.widgetsBase}/`);
  console.log(`Card form (the demo card gateway, its own origin) at ${server.cardFormUrl}`);

  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The demo server could not start:', error);
  process.exit(1);
});
