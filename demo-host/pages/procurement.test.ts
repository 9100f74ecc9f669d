import { describe, expect, it } from 'vitest';
import { catalogueOrigin, procurementPage } from './procurement';

describe('the procurement simulator', () => {
  it('frames the catalogue from the other host name of this server: another site to the browser', () => {
    expect(catalogueOrigin('http://localhost:3000')).toBe('http://127.0.0.1:3000');
    expect(catalogueOrigin('http://127.0.0.1:51234')).toBe('http://localhost:51234');
  });

  it('starts OCI in the frame with the login, HOOK_URL back to itself and ~TARGET _top', () => {
    const page = procurementPage({ origin: 'http://localhost:3000' });
    expect(page).toContain('<form class="p2p__start" method="post" action="http://127.0.0.1:3000/punchout/oci" target="catalogue">');
    expect(page).toContain('name="HOOK_URL" value="http://localhost:3000/demo/procurement/return"');
    expect(page).toContain('name="~TARGET" value="_top"');
    expect(page).toContain('title="Supplier catalogue"');
  });

  it('shows what came back: OCI fields as lines with their totals, escaped', () => {
    const page = procurementPage({
      origin: 'http://localhost:3000',
      returned: {
        protocol: 'oci', message: null, cxml: null, problem: null,
        fields: [['~OkCode', 'ADDI'], ['NEW_ITEM-DESCRIPTION[1]', '<b>Bold</b> Tray'], ['NEW_ITEM-QUANTITY[1]', '2'], ['NEW_ITEM-UNIT[1]', 'CS'], ['NEW_ITEM-PRICE[1]', '15.00'], ['NEW_ITEM-PRICEUNIT[1]', '1']],
      },
    });
    expect(page).toContain('OCI: 1 line');
    expect(page).toContain('Total <strong>$30.00</strong>');
    expect(page).toContain('&lt;b&gt;Bold&lt;/b&gt; Tray');
    expect(page).not.toContain('<b>Bold</b>');
  });
});
