import { mkdtempSync } from 'node:fs';
import os from 'node:os'; import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '/work/wt/h-stable/tests/bench/server.mjs';
const root = '/work/wt/h-stable';
const server = await startServer(root, { dataDir: mkdtempSync(path.join(os.tmpdir(), 'hs-m-')) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox'] });
for (const persona of ['buyer','ecom','readOnly','salesRep','otherCompany']) for (const width of [1280, 400]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  await ctx.addCookies([{ name: 'sf_demo_user', value: persona, url: server.url }]);
  const page = await ctx.newPage();
  const heights = [];
  await page.addInitScript(() => { window.__h = []; new MutationObserver(() => { const el = document.querySelector('.site-context'); if (el) window.__h.push(el.getBoundingClientRect().height + ':' + el.textContent.slice(0,60)); }).observe(document, { childList: true, subtree: true, characterData: true }); });
  await page.goto(server.url + '/');
  await page.waitForLoadState('networkidle');
  const r = await page.evaluate(() => { const q = (s) => { const e = document.querySelector(s); return e ? Math.round(e.getBoundingClientRect().height*10)/10 : null; }; return { strip: q('.site-context'), inner: q('.site-context__inner'), root: q('.sf-customer-switcher'), dl: q('.sf-customer-switcher__current'), controls: q('.sf-customer-switcher__controls'), seq: [...new Set(window.__h)].slice(0,8) }; });
  console.log(persona, width, JSON.stringify(r));
  await ctx.close();
}
await browser.close(); await server.stop();
