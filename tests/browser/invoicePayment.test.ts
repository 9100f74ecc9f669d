/**
 * Paying open invoices by card from the statement, exactly once (issue 45, HOST-CONTRACT
 * section 12, docs/account.md "Paying invoices"): the demo host's statement page
 * (`data-pay-online`, the buyer's statements list below it), the built account.js in Chromium,
 * the reference service and its demo card gateway on its own origin. Payments are counted
 * where the service stores them.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Frame, Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { cardFrame, enterCard } from './checkoutPages';
import { axeViolations, expectHidden, expectVisible, networkQuiet, readPageContext, useHarness, type Harness } from './harness';

const h = useHarness();

const BUYER = '100234';
const LIST = '/MyAccount/OrderManager/Statements';
const PHONE = { width: 375, height: 812 };
const SHOTS = process.env.SF_SCREENSHOTS_DIR;
const TEST_CARD = { approve: '4111 1111 1111 1111', decline: '4000 0000 0000 0002' };

/** The demo server's database, read-only: payments and invoices are read where they are stored. */
function ledger(harness: Harness) {
  let db: Database.Database | null = null;
  const open = () => (db ??= new Database(path.join(harness.dataDir, 'storefront.sqlite'), { readonly: true, fileMustExist: true }));
  return {
    payments: (customerNumber = BUYER) => open().prepare('SELECT COUNT(*) FROM invoice_payments WHERE customer_number = ?').pluck().get(customerNumber) as number,
    paymentOf: (paymentId: string) =>
      open().prepare('SELECT payment_number AS paymentNumber, total FROM invoice_payments WHERE payment_id = ?').get(paymentId) as { paymentNumber: string; total: number } | undefined,
    openOf: (reference: string) => open().prepare('SELECT open_amount FROM invoices WHERE reference = ?').pluck().get(reference) as number,
    /** The buyer's statement with the most open invoices (the newest bills an order and its installation). */
    statementWithOpenInvoices: () =>
      open()
        .prepare(
          `SELECT statement_number AS number, statement_suffix AS suffix, COUNT(*) AS open FROM invoices
           WHERE customer_number = ? AND open_amount > 0 GROUP BY statement_number, statement_suffix ORDER BY open DESC, number DESC LIMIT 1`,
        )
        .get(BUYER) as { number: string; suffix: string },
    /** Open invoices of the buyer, largest first, other than `except`. */
    openInvoices: () =>
      open()
        .prepare("SELECT reference, statement_number AS number, statement_suffix AS suffix, open_amount AS openAmount FROM invoices WHERE customer_number = ? AND open_amount > 0 ORDER BY open_amount DESC")
        .all(BUYER) as { reference: string; number: string; suffix: string; openAmount: number }[],
    close: () => db?.close(),
  };
}
const book = ledger(h);
afterAll(() => book.close());

const statementPath = (s: { number: string; suffix: string }) => `/MyAccount/OrderManager/ViewStatement?number=${s.number}&suffix=${s.suffix}`;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Every POST to the invoice payment paths, as it leaves the page. The paths are routed (to
 * whatever route a test adds later, or on), so Chromium keeps each request's body.
 */
async function invoiceCalls(page: Page): Promise<{ path: string; request: Request }[]> {
  const calls: { path: string; request: Request }[] = [];
  page.on('request', (request) => {
    const match = /\/api\/(Customer\/(?:GetInvoicePaymentParameters|PayInvoices))$/.exec(new URL(request.url()).pathname);
    if (request.method() === 'POST' && match?.[1]) calls.push({ path: match[1], request });
  });
  await page.route(/\/api\/Customer\/(GetInvoicePaymentParameters|PayInvoices)$/, (route) => route.fallback());
  return calls;
}
const bodiesOf = (calls: { path: string; request: Request }[], servicePath: string) =>
  calls.filter((c) => c.path === servicePath).map((c) => c.request.postDataJSON() as { paymentId: string; cardToken: string; invoices: { reference: string; amount: number }[] });

async function until(test: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const section = (page: Page) => page.getByRole('region', { name: 'Pay invoices' });
const article = (page: Page) => page.getByRole('article');
const select = (page: Page, reference: string) => section(page).getByRole('checkbox', { name: `Select invoice ${reference}`, exact: true });
const amountOf = (page: Page, reference: string) => section(page).getByRole('textbox', { name: `Amount for invoice ${reference}`, exact: true });
const paySelected = (page: Page) => section(page).getByRole('button', { name: /^Pay selected/ });
const payNow = (page: Page) => section(page).getByRole('button', { name: 'Pay now', exact: true });
const receipt = (page: Page) => section(page).getByRole('group', { name: /^Payment PMT-\d+$/ });
/** The Open column of a document's row. */
const openCell = (page: Page, reference: string) =>
  article(page).getByRole('table', { name: 'Documents' }).getByRole('rowheader', { name: new RegExp(`${reference}$`) }).locator('xpath=following-sibling::td[last()]');
const amountDue = (page: Page) => article(page).getByText('Amount due', { exact: true }).locator('xpath=following-sibling::dd');
const totalOpen = (page: Page) => article(page).getByRole('table', { name: /^Aging on / }).getByRole('rowheader', { name: 'Total open' }).locator('xpath=following-sibling::td');
const listTotal = (page: Page) => page.locator('[data-sf-widget="statements"]').getByRole('table', { name: 'Statements' }).getByRole('rowheader', { name: 'Total due' }).locator('xpath=following-sibling::td');
const money = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
const cents = (dollars: number) => Math.round(dollars * 100);

/** Opens a statement of the buyer with its payment section ready. */
async function openStatement(s: { number: string; suffix: string }, options: { viewport?: { width: number; height: number }; persona?: 'buyer' | 'readOnly' } = {}) {
  const opened = await h.openPage(statementPath(s), { persona: options.persona ?? 'buyer', ...(options.viewport ? { viewport: options.viewport } : {}) });
  await expectVisible(section(opened.page), 20_000);
  await expectVisible(listTotal(opened.page), 20_000);
  return opened;
}

/** Ticks `references` (amounts as they are unless given), presses Pay selected and returns the card form. */
async function toCardForm(page: Page, choices: { reference: string; amount?: string }[]): Promise<Frame> {
  for (const { reference, amount } of choices) {
    await select(page, reference).check();
    if (amount !== undefined) {
      await amountOf(page, reference).fill(amount);
      await amountOf(page, reference).blur();
    }
  }
  await paySelected(page).click();
  return cardFrame(page);
}

async function cardAccepted(page: Page, frame: Frame, number = TEST_CARD.approve): Promise<void> {
  await enterCard(frame, number);
  await expectVisible(section(page).getByText(/ending \d{4}, expires/), 20_000);
}

describe('paying invoices by card from the statement', () => {
  it('a whole payment: both open invoices ticked, Pay selected names the total, the hosted card form, Pay now: Payment PMT-…, and every amount on the page follows at once', async () => {
    const statement = book.statementWithOpenInvoices();
    const invoices = book.openInvoices().filter((i) => i.number === statement.number && i.suffix === statement.suffix);
    expect(invoices.length).toBeGreaterThanOrEqual(2);
    const { page, context, pageErrors } = await openStatement(statement);
    const calls = await invoiceCalls(page);
    const before = { due: money(await amountDue(page).textContent()), open: money(await totalOpen(page).textContent()), list: money(await listTotal(page).textContent()) };
    await shot(page, 'invoice-payment-before-1280');
    const total = invoices.reduce((sum, i) => sum + cents(i.openAmount), 0);

    const frame = await toCardForm(page, invoices.map((i) => ({ reference: i.reference })));
    expect(await paySelected(page).count()).toBe(0);
    expect(bodiesOf(calls, 'Customer/GetInvoicePaymentParameters')).toHaveLength(1);
    await expectVisible(frame.getByText(`Amount to pay: $${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} USD`));
    await cardAccepted(page, frame);
    await shot(page, 'invoice-payment-card-1280');
    expect((await axeViolations(page, { include: ['[data-sf-widget="statement"]'] })).filter((v) => /\((serious|critical)\)/.test(v))).toEqual([]);
    const paymentsBefore = book.payments();
    await payNow(page).click();

    await expectVisible(receipt(page), 20_000);
    const number = ((await receipt(page).getByRole('heading').textContent()) ?? '').replace('Payment ', '');
    await expectVisible(page.getByText(`Payment ${number}`, { exact: true }));
    expect(await receipt(page).textContent()).toContain('ending 1111');
    expect(book.payments()).toBe(paymentsBefore + 1);
    const [sent] = bodiesOf(calls, 'Customer/PayInvoices');
    expect(sent).toMatchObject({ customerNumber: BUYER, invoices: invoices.map((i) => ({ reference: i.reference, amount: i.openAmount })) });
    expect(sent!.cardToken).toMatch(/^9\d+1111$/);
    expect(book.paymentOf(sent!.paymentId)?.paymentNumber).toBe(number);
    // At once: the lines, the amount due, the aging and the list below.
    for (const invoice of invoices) expect(await openCell(page, invoice.reference).textContent()).toBe('$0.00');
    expect(money(await amountDue(page).textContent())).toBe(before.due - total);
    expect(money(await totalOpen(page).textContent())).toBe(before.open - total);
    expect(money(await listTotal(page).textContent())).toBe(before.list - total);
    expect(await section(page).getByRole('checkbox').count()).toBe(0);
    expect((await axeViolations(page, { include: ['[data-sf-widget="statement"]'] })).filter((v) => /\((serious|critical)\)/.test(v))).toEqual([]);
    await shot(page, 'invoice-payment-after-1280');
    // The page's own reload shows the payment as a document of the statement.
    await page.reload();
    await expectVisible(article(page).getByRole('table', { name: 'Documents' }).getByRole('rowheader', { name: `Payment ${number}` }), 20_000);
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('a part payment: a lowered amount pays part of the invoice, which stays open for the rest; an amount over what is open is refused beside the field first', async () => {
    const [invoice] = book.openInvoices();
    const { page, context } = await openStatement(invoice!);
    const calls = await invoiceCalls(page);
    await select(page, invoice!.reference).check();
    await amountOf(page, invoice!.reference).fill((invoice!.openAmount + 1).toFixed(2));
    await amountOf(page, invoice!.reference).blur();
    await expectVisible(section(page).getByText(/^Enter at most the open amount, \$[\d,]+\.\d\d\.$/));
    await paySelected(page).click();
    expect(calls).toEqual([]);
    const frame = await toCardForm(page, [{ reference: invoice!.reference, amount: '10.5' }]);
    expect(await amountOf(page, invoice!.reference).inputValue()).toBe('10.50');
    await cardAccepted(page, frame);
    await payNow(page).click();
    await expectVisible(receipt(page), 20_000);
    const left = cents(invoice!.openAmount) - 1050;
    expect(money(await openCell(page, invoice!.reference).textContent())).toBe(left);
    expect(cents(book.openOf(invoice!.reference))).toBe(left);
    // Still open: its checkbox is back, at what is left.
    expect(await amountOf(page, invoice!.reference).inputValue()).toBe((left / 100).toFixed(2));
    await context.close();
  });

  it('a declined card: the message as the service wrote it, nothing charged, the choice and amount kept; another card then pays once', async () => {
    const [invoice] = book.openInvoices();
    const { page, context } = await openStatement(invoice!);
    const paymentsBefore = book.payments();
    const openBefore = book.openOf(invoice!.reference);
    const frame = await toCardForm(page, [{ reference: invoice!.reference, amount: '7.25' }]);
    await cardAccepted(page, frame, TEST_CARD.decline);
    await payNow(page).click();
    await expectVisible(section(page).getByRole('alert').filter({ hasText: 'The card was declined by the card issuer. Use another card.' }), 20_000);
    expect(book.payments()).toBe(paymentsBefore);
    expect(book.openOf(invoice!.reference)).toBe(openBefore);
    expect(await select(page, invoice!.reference).isChecked()).toBe(true);
    expect(await amountOf(page, invoice!.reference).inputValue()).toBe('7.25');
    await cardAccepted(page, await cardFrame(page));
    await payNow(page).click();
    await expectVisible(receipt(page), 20_000);
    expect(book.payments()).toBe(paymentsBefore + 1);
    await context.close();
  });

  it('prints the statement without the payment controls: no Pay invoices section before a payment, only its receipt after', async () => {
    const [invoice] = book.openInvoices();
    const { page, context } = await openStatement(invoice!);
    await page.emulateMedia({ media: 'print' });
    await expectVisible(article(page).getByRole('table', { name: 'Documents' }));
    await expectHidden(section(page));
    await page.emulateMedia({ media: 'screen' });
    await cardAccepted(page, await toCardForm(page, [{ reference: invoice!.reference, amount: '1.00' }]));
    await payNow(page).click();
    await expectVisible(receipt(page), 20_000);
    await page.emulateMedia({ media: 'print' });
    await expectVisible(receipt(page));
    await expectHidden(section(page).getByRole('checkbox').first());
    await expectHidden(paySelected(page));
    await context.close();
  });
});

describe('paid at most once', () => {
  it('a double click on Pay now sends one PayInvoices and pays once', async () => {
    const [invoice] = book.openInvoices();
    const { page, context } = await openStatement(invoice!);
    const calls = await invoiceCalls(page);
    const paymentsBefore = book.payments();
    await cardAccepted(page, await toCardForm(page, [{ reference: invoice!.reference, amount: '3.00' }]));
    await payNow(page).dblclick();
    await expectVisible(receipt(page), 20_000);
    await networkQuiet(page);
    expect(bodiesOf(calls, 'Customer/PayInvoices')).toHaveLength(1);
    expect(book.payments()).toBe(paymentsBefore + 1);
    await context.close();
  });

  it('a lost answer (the payment reached the service, the answer was cut): "We could not confirm your payment" with only Check again, which shows the one payment', async () => {
    const [invoice] = book.openInvoices();
    const { page, context } = await openStatement(invoice!);
    const calls = await invoiceCalls(page);
    const paymentsBefore = book.payments();
    let cut = true;
    await page.route('**/api/Customer/PayInvoices', async (route) => {
      if (!cut) return route.continue();
      cut = false;
      // The payment is made, then the connection drops before the answer arrives.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await cardAccepted(page, await toCardForm(page, [{ reference: invoice!.reference, amount: '4.00' }]));
    await payNow(page).click();
    const alert = section(page).getByRole('alert').filter({ hasText: 'We could not confirm your payment' });
    await expectVisible(alert, 20_000);
    expect(book.payments()).toBe(paymentsBefore + 1);
    expect(await payNow(page).count()).toBe(0);
    expect(await select(page, invoice!.reference).isDisabled()).toBe(true);
    await alert.getByRole('button', { name: 'Check again' }).click();
    await expectVisible(receipt(page), 20_000);
    const [first, second] = bodiesOf(calls, 'Customer/PayInvoices');
    expect(second).toEqual(first);
    expect(book.payments()).toBe(paymentsBefore + 1);
    expect(await receipt(page).getByRole('heading').textContent()).toBe(`Payment ${book.paymentOf(first!.paymentId)?.paymentNumber}`);
    await context.close();
  });

  it('a reload during payment: the page sends the kept attempt again (same paymentId, no token) and shows the one payment made', async () => {
    const [invoice] = book.openInvoices();
    const { page, context } = await openStatement(invoice!);
    const calls = await invoiceCalls(page);
    const paymentsBefore = book.payments();
    let sends = 0;
    await page.route('**/api/Customer/PayInvoices', async (route) => {
      sends += 1;
      // The first waits 2.5 s in the service before it is handled (and paid); the one the
      // reloaded page sends is held until that payment exists.
      if (sends === 1) return route.continue({ headers: { ...route.request().headers(), 'x-sf-fault': 'delay=2500' } });
      await until(() => book.payments() > paymentsBefore, 'the delayed payment');
      await route.continue();
    });
    await cardAccepted(page, await toCardForm(page, [{ reference: invoice!.reference, amount: '5.00' }]));
    await payNow(page).click();
    await until(() => sends === 1, 'Pay now to leave');
    const kept = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('sf-invoice-payment@1')).map((key) => sessionStorage.getItem(key) ?? ''));
    expect(kept).toHaveLength(1);
    expect(kept[0]).not.toContain(bodiesOf(calls, 'Customer/PayInvoices')[0]!.cardToken);
    await page.reload();
    await expectVisible(receipt(page), 20_000);
    const [first, again] = bodiesOf(calls, 'Customer/PayInvoices');
    expect(again).toMatchObject({ paymentId: first!.paymentId, cardToken: '' });
    expect(book.payments()).toBe(paymentsBefore + 1);
    expect(await receipt(page).getByRole('heading').textContent()).toBe(`Payment ${book.paymentOf(first!.paymentId)?.paymentNumber}`);
    // Done: a second reload asks nothing.
    await page.reload();
    await expectVisible(section(page), 20_000);
    await networkQuiet(page);
    expect(bodiesOf(calls, 'Customer/PayInvoices')).toHaveLength(2);
    await context.close();
  });

  it('a reload while the payment never reached the service: "Your payment was not made", the choice back, the card form, and Pay now pays once with the same paymentId', async () => {
    const [invoice] = book.openInvoices();
    const { page, context } = await openStatement(invoice!);
    const calls = await invoiceCalls(page);
    const paymentsBefore = book.payments();
    let hold = true;
    await page.route('**/api/Customer/PayInvoices', async (route) => {
      // Held in the browser: the service never sees this one (the tab reloads first).
      if (hold) return;
      await route.continue();
    });
    await cardAccepted(page, await toCardForm(page, [{ reference: invoice!.reference, amount: '6.00' }]));
    await payNow(page).click();
    await until(() => calls.some((c) => c.path === 'Customer/PayInvoices'), 'Pay now to leave');
    hold = false;
    await page.reload();
    await expectVisible(section(page).getByRole('alert').filter({ hasText: 'Your payment was not made' }), 20_000);
    expect(await select(page, invoice!.reference).isChecked()).toBe(true);
    expect(await amountOf(page, invoice!.reference).inputValue()).toBe('6.00');
    expect(book.payments()).toBe(paymentsBefore);
    await cardAccepted(page, await cardFrame(page));
    await payNow(page).click();
    await expectVisible(receipt(page), 20_000);
    const sent = bodiesOf(calls, 'Customer/PayInvoices');
    expect(new Set(sent.map((b) => b.paymentId)).size).toBe(1);
    expect(book.payments()).toBe(paymentsBefore + 1);
    await context.close();
  });

  it("two tabs on one statement: the second tab's payment of what the first paid is refused as the service wrote it; paid once", async () => {
    const [invoice] = book.openInvoices();
    const tabA = await openStatement(invoice!);
    const tabB = await tabA.context.newPage();
    await tabB.goto(`${h.baseUrl}${statementPath(invoice!)}`);
    await expectVisible(section(tabB), 20_000);
    const paymentsBefore = book.payments();
    const whole = (invoice!.openAmount).toFixed(2);
    await cardAccepted(tabA.page, await toCardForm(tabA.page, [{ reference: invoice!.reference, amount: whole }]));
    await cardAccepted(tabB, await toCardForm(tabB, [{ reference: invoice!.reference, amount: whole }]));
    await payNow(tabA.page).click();
    await expectVisible(receipt(tabA.page), 20_000);
    await payNow(tabB).click();
    await expectVisible(section(tabB).getByRole('alert').filter({ hasText: `Invoice ${invoice!.reference} is already paid: nothing is open on it.` }), 20_000);
    expect(book.payments()).toBe(paymentsBefore + 1);
    // Tab B asked again: the invoice shows paid there too.
    await expectVisible(openCell(tabB, invoice!.reference).getByText('$0.00', { exact: true }), 20_000);
    await tabA.context.close();
  });
});

describe('who sees no payment, and why', () => {
  it('a read-only login sees the open amounts, no checkbox and no Pay selected, and is told why; neither call is made', async () => {
    const statement = book.statementWithOpenInvoices();
    const { page, context } = await openStatement(statement, { persona: 'readOnly' });
    const calls = await invoiceCalls(page);
    await expectVisible(section(page).getByText(/^This login is read-only: it shows what is open but cannot pay invoices\./));
    expect(await section(page).getByRole('checkbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Pay selected/ }).count()).toBe(0);
    expect(money(await amountDue(page).textContent())).toBeGreaterThan(0);
    await networkQuiet(page);
    expect(calls).toEqual([]);
    await context.close();
  });

  it('a sales rep with the With customer switch on sees no amounts and no payment controls, and is told why', async () => {
    const { page, context } = await h.openPage(LIST, { persona: 'salesRep' });
    const widget = page.locator('[data-sf-widget="statements"]');
    await expectVisible(widget.getByRole('table', { name: 'Statements' }), 20_000);
    await page.getByRole('banner').getByRole('switch', { name: 'With customer' }).check();
    await expect.poll(async () => (await readPageContext(page)).withCustomer, { timeout: 15_000 }).toBe(true);
    const first = widget.getByRole('table', { name: 'Statements' }).getByRole('link').first();
    await expectVisible(first, 20_000);
    const calls = await invoiceCalls(page);
    await first.click();
    await expectVisible(section(page).getByText(/^Invoices cannot be paid while you act for a customer/), 20_000);
    expect(await section(page).getByRole('checkbox').count()).toBe(0);
    expect(await article(page).getByText(/\$\d/).count()).toBe(0);
    await networkQuiet(page);
    expect(calls).toEqual([]);
    await context.close();
  });
});

describe('at 375 px', () => {
  it('the statement before and after a payment fits the screen: no sideways scrolling, the card form and receipt in view', async () => {
    const [invoice] = book.openInvoices();
    const { page, context } = await openStatement(invoice!, { viewport: PHONE });
    await shot(page, 'invoice-payment-before-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const frame = await toCardForm(page, [{ reference: invoice!.reference, amount: '2.00' }]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await cardAccepted(page, frame);
    await payNow(page).click();
    await expectVisible(receipt(page), 20_000);
    await shot(page, 'invoice-payment-after-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect((await axeViolations(page, { include: ['[data-sf-widget="statement"]'] })).filter((v) => /\((serious|critical)\)/.test(v))).toEqual([]);
    await context.close();
  });

  it('keeps each open amount readable beside its invoice: "Open $…" never breaks across lines', async () => {
    const [invoice] = book.openInvoices();
    const { page, context } = await openStatement(invoice!, { viewport: PHONE });
    await expectVisible(select(page, invoice!.reference));
    // Each "Open $…" of the invoice rows, with the number of lines it is drawn on.
    const drawn = await section(page).evaluate((root) => {
      const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const nodes: { node: Text; start: number }[] = [];
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        nodes.push({ node: node as Text, start: text.length });
        text += node.nodeValue ?? '';
      }
      const at = (offset: number) => {
        const found = [...nodes].reverse().find((n) => n.start <= offset)!;
        return [found.node, offset - found.start] as const;
      };
      return [...text.matchAll(/Open \$[\d,]+\.\d{2}/g)].map((match) => {
        const range = root.ownerDocument.createRange();
        range.setStart(...at(match.index));
        range.setEnd(...at(match.index + match[0].length - 1));
        range.setEnd(range.endContainer, range.endOffset + 1);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        return { text: match[0], lines: tops.size };
      });
    });
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.filter((d) => d.lines !== 1)).toEqual([]);
    await context.close();
  });
});

describe('a host whose service lacks the calls (contract-only mode, no SF_PAY_INVOICES)', () => {
  const bare = useHarness({ contractOnly: true });

  it('shows the statement as today: no data-pay-online, no payment section, neither call', async () => {
    const statement = ledger(bare);
    const { page, context } = await bare.openPage(statementPath(statement.statementWithOpenInvoices()), { persona: 'buyer' });
    statement.close();
    const calls = await invoiceCalls(page);
    await expectVisible(article(page).getByRole('table', { name: 'Documents' }), 20_000);
    expect(await page.locator('[data-sf-widget="statement"]').getAttribute('data-pay-online')).toBeNull();
    await networkQuiet(page);
    await expectHidden(section(page));
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(calls).toEqual([]);
    await context.close();
  });
});
