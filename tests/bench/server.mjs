// Starts the built demo server (dist/server/main.mjs) as a child process, the way `npm start`
// does, and tells how long it took to print its URL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export function startServer(root, { dataDir, port = 0, env = {} }) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`demo server printed no URL within 120 s:\n${output}`)), 120_000);
    const fail = (error) => { clearTimeout(timer); child.kill(); reject(error); };
    const onData = (chunk) => {
      output += chunk;
      const match = output.match(/https?:\/\/[^\s]+/);
      if (match) {
        clearTimeout(timer);
        const url = match[0].replace(/\/$/, '');
        resolve({
          url,
          readyMs: performance.now() - started,
          stop: () => new Promise((done) => { child.once('exit', done); child.kill('SIGTERM'); }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.once('exit', (code) => fail(new Error(`demo server exited with ${code}:\n${output}`)));
  });
}

/** The page context of a demo persona, read from a rendered page (token included). */
export async function personaContext(baseUrl, persona) {
  const response = await fetch(`${baseUrl}/search-results?term=pot`, { headers: { cookie: `sf_demo_user=${persona}` } });
  const html = await response.text();
  const json = html.match(/<script type="application\/json" id="sf-context">([\s\S]*?)<\/script>/)?.[1];
  if (!json) throw new Error(`no #sf-context on /search-results for persona ${persona}`);
  return JSON.parse(json);
}

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

/**
 * A demo server of its own (a fresh database) and a Chromium page signed in as `persona`, for
 * the bench's one-off scripts (traces, coverage); `close()` ends all three.
 */
export async function openDemoPage(root, persona = 'buyer') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sf-bench-page-'));
  const server = await startServer(root, { dataDir });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'sf_demo_user', value: persona, url: server.url }]);
  const page = await context.newPage();
  return {
    page,
    context,
    url: server.url,
    close: async () => {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
