/**
 * The customer switcher (`#customer-switcher` in the demo's header) against a failing
 * service, built bundle in Chromium: Customer/Search, Customer/CompanyUsers and
 * Customer/ShipToLookups under the service's fault switch (500, malformed JSON, dropped
 * connection, a late answer; faultHelpers.ts). What must hold: a clear message in the
 * switcher (role="alert"), the term typed in the Customer combobox stays, Retry recovers,
 * the customers of an older term are never listed under a newer one, and a switch the
 * service did not answer is never reported (the page stays on its customer).
 * The tests run in order on one database: a switch is stored by the service.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { injectedFaultText, injectFault, seriousAxeViolations, type Fault } from './faultHelpers';
import { expectHidden, expectVisible, holdAnswer, readPageContext, useHarness } from './harness';

const h = useHarness();

const switcherOf = (page: Page) => page.locator('#customer-switcher');
const customerBox = (page: Page) => switcherOf(page).getByRole('combobox', { name: 'Customer' });
const orderingFor = (page: Page) => switcherOf(page).locator('dd').first();
/** The switcher's live region (what was announced last). */
const liveText = async (page: Page) => (await switcherOf(page).locator('[aria-live]').last().textContent()) ?? '';

function faultSentence(fault: Fault, servicePath: string, action: string): string {
  if (fault === '500') return injectedFaultText(servicePath);
  if (fault === 'malformed') return `The store sent an answer this page cannot read, so it could not ${action}.`;
  return `Could not reach the store to ${action}.`;
}

describe('customer switcher under faults', () => {
  it('keeps the typed term through a failed Customer/Search (500 / malformed / drop), says so (axe clean), lists no customers of the earlier term, and Retry searches it', async () => {
    const { page, context, pageErrors } = await h.openPage('/', { persona: 'salesRep' });
    const box = customerBox(page);
    await expectVisible(box, 20_000);
    await box.fill('Riverside');
    await expectVisible(page.getByRole('option', { name: /Riverside Landscape Co\. \(100388\)/ }), 20_000);
    for (const [fault, term] of [
      ['500', 'Sunshine'],
      ['malformed', 'Maple'],
      ['drop', 'Sunsh'],
    ] as const) {
      // A dropped read is tried once more by the client itself: drop both attempts.
      const searches = await injectFault(page, 'Customer/Search', fault, fault === 'drop' ? 2 : 1);
      await box.fill(term);
      const alert = switcherOf(page).getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
      await expectVisible(alert, 20_000);
      expect(await alert.textContent(), fault).toContain(faultSentence(fault, 'Customer/Search', 'search the customers'));
      expect(await box.inputValue()).toBe(term);
      expect(await page.getByRole('option', { name: /\(\d{6}\)/ }).count(), `${fault}: no customers of an earlier term`).toBe(0);
      if (fault === '500') expect(await seriousAxeViolations(page, ['#customer-switcher'])).toEqual([]);
      expect(searches.length).toBeGreaterThanOrEqual(1);
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expectHidden(alert, 20_000);
      expect(await box.inputValue()).toBe(term);
      expect(await box.evaluate((element) => element === document.activeElement), `${fault}: focus back in the field`).toBe(true);
      await page.keyboard.press('ArrowDown');
      const expected = term === 'Maple' ? /Maple Hollow Greenhouses \(100234\)/ : /Sunshine Garden Center \(100512\)/;
      await expectVisible(page.getByRole('option', { name: expected }), 20_000);
      await page.keyboard.press('Escape');
      await page.unroute('**/api/Customer/Search');
    }
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('never lists the customers of an older term that the service answered late', async () => {
    const { page, context } = await h.openPage('/', { persona: 'salesRep' });
    const box = customerBox(page);
    await expectVisible(box, 20_000);
    const late = await holdAnswer(page, '**/api/Customer/Search');
    await box.fill('Riverside');
    await late.sent;
    await box.fill('Sunshine');
    await expectVisible(page.getByRole('option', { name: /Sunshine Garden Center \(100512\)/ }), 20_000);
    await late.release();
    expect(await page.getByRole('option', { name: /Riverside Landscape Co\./ }).count()).toBe(0);
    await expectVisible(page.getByRole('option', { name: /Sunshine Garden Center \(100512\)/ }));
    expect(await box.inputValue()).toBe('Sunshine');
    await context.close();
  });

  it('stays on its customer when a switch fails (500 / drop on CompanyUsers), says so, reports no switch, and Retry switches (late: Switching… first)', async () => {
    const { page, context, pageErrors } = await h.openPage('/', { persona: 'salesRep' });
    const box = customerBox(page);
    await expectVisible(box, 20_000);
    await expectVisible(orderingFor(page).getByText('Riverside Landscape Co. (100388)'), 20_000);
    for (const fault of ['500', 'drop'] as const) {
      const attempts = await injectFault(page, 'Customer/CompanyUsers', fault);
      await box.fill('Sunshine');
      await page.getByRole('option', { name: /Sunshine Garden Center \(100512\)/ }).click();
      const alert = switcherOf(page).getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
      await expectVisible(alert, 20_000);
      expect(await alert.textContent(), fault).toContain(faultSentence(fault, 'Customer/CompanyUsers', 'switch to customer 100512'));
      expect(await orderingFor(page).textContent()).toBe('Riverside Landscape Co. (100388)');
      expect(await liveText(page)).not.toContain('Now ordering for');
      expect(await readPageContext(page)).toMatchObject({ customer: { customerNumber: '100388' } });
      expect(attempts).toEqual([{ customerNumber: '100388', companyUserId: 61, newCustomerNumber: '100512' }]);
      await page.unroute('**/api/Customer/CompanyUsers');
      if (fault === 'drop') {
        // The last Retry is answered late (held back): the page says it is switching and stays put until then.
        const late = await holdAnswer(page, '**/api/Customer/CompanyUsers');
        await alert.getByRole('button', { name: 'Retry' }).click();
        await expectVisible(switcherOf(page).getByText('Switching…'));
        expect(await orderingFor(page).textContent()).toBe('Riverside Landscape Co. (100388)');
        await late.release();
        await expectVisible(orderingFor(page).getByText('Sunshine Garden Center (100512)'), 20_000);
        await expect.poll(() => liveText(page)).toBe('Now ordering for Sunshine Garden Center (100512).');
      } else {
        await alert.getByRole('button', { name: 'Retry' }).click();
        await expectVisible(orderingFor(page).getByText('Sunshine Garden Center (100512)'), 20_000);
        await expectHidden(alert);
        // Back to the first customer for the next round.
        await box.fill('Riverside');
        await page.getByRole('option', { name: /Riverside Landscape Co\. \(100388\)/ }).click();
        await expectVisible(orderingFor(page).getByText('Riverside Landscape Co. (100388)'), 20_000);
      }
    }
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });

  it('shows failed ship-tos (500 / malformed / drop on ShipToLookups) with Retry (axe clean), and Retry offers the Ship-to choice', async () => {
    const { page, context, pageErrors } = await h.openPage('/', { persona: 'buyer' });
    for (const fault of ['500', 'malformed', 'drop'] as const) {
      // Every ShipToLookups fails until the fault is lifted before Retry, however many calls the
      // page makes: with a count of faulted calls (2 for drop) the alert did not show once in a
      // full run (not reproduced alone).
      await injectFault(page, 'Customer/ShipToLookups', fault, Number.POSITIVE_INFINITY);
      await page.goto(`${h.baseUrl}/`);
      const alert = switcherOf(page).getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
      await expectVisible(alert, 20_000);
      expect(await alert.textContent(), fault).toContain(faultSentence(fault, 'Customer/ShipToLookups', 'load the ship-tos'));
      expect(await switcherOf(page).getByRole('combobox', { name: 'Ship-to' }).count()).toBe(0);
      // The ship-to is still named by its code.
      expect(await switcherOf(page).textContent()).toContain('Ship-to 001');
      if (fault === '500') expect(await seriousAxeViolations(page, ['#customer-switcher'])).toEqual([]);
      await page.unroute('**/api/Customer/ShipToLookups');
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expectHidden(alert, 20_000);
      const shipTo = switcherOf(page).getByRole('combobox', { name: 'Ship-to' });
      await expectVisible(shipTo, 20_000);
      expect(await shipTo.inputValue()).toBe('001');
    }
    expect(pageErrors.map(String)).toEqual([]);
    await context.close();
  });
});
