/** Service answers for configurator tests, valid against the contract schemas. */
import type { AddOn, Kit, KitLine, ProductDetail, SearchItem } from '../contract/responses';

export function searchItemFixture(overrides: Partial<SearchItem> = {}): SearchItem {
  return {
    itemId: 501,
    itemNumber: 'HB-1020',
    itemName: 'Heavy-Duty 1020 Flat Tray, No Holes',
    catalogHeader: 'Heavy-Duty 1020 Flat Tray',
    catalogSubHeader: 'No holes',
    mfgItemNumber: 'M-1020',
    bfgShortSku: '1020',
    sellMultiple: 10,
    msrp: 2.5,
    customerPrice: 1.95,
    pricingLoaded: true,
    unitOfMeasure: { value: 'EA' },
    imageNames: [],
    productUrl: '/order-now/product/501/12/heavy-duty-1020-flat-tray',
    favorited: false,
    restrictedText: null,
    isNyRestriced: false,
    fulfillmentItem: false,
    configurator: { addons: true, trackbench: false, slidebench: false, benchconversion: false },
    stockResult: { stockMessage: 'In stock', disablePurchasing: false },
    availability: [
      { warehouse: { warehouseCode: '1001', warehouseName: 'Burton, OH' }, quantityAvailable: 480, nextReceiptQty: null, nextReceiptDate: null },
    ],
    regionalWarehouseQty: null,
    ...overrides,
  };
}

export function addOnFixture(overrides: Partial<Omit<AddOn, 'item'>> & { item?: Partial<SearchItem> } = {}): AddOn {
  const { item, ...rest } = overrides;
  return {
    perMainUnit: 1,
    kind: 'accessory',
    ...rest,
    item: searchItemFixture({ itemId: 601, itemNumber: 'HB-DOME-7', itemName: 'Humidity Dome, 7 in', sellMultiple: 5, customerPrice: 3.4, ...item }),
  };
}

export function productDetailFixture(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...searchItemFixture(),
    description: 'A tray that lasts for years.',
    stockDesignationId: null,
    addOns: [
      addOnFixture(),
      addOnFixture({
        perMainUnit: 0.5,
        kind: 'replacement',
        item: { itemId: 602, itemNumber: 'HB-INSERT-72', itemName: '72-Cell Insert', sellMultiple: 4, customerPrice: 0.9 },
      }),
    ],
    relatedItemIds: [],
    ...overrides,
  };
}

export function kitLineFixture(overrides: Partial<KitLine> = {}): KitLine {
  return {
    itemId: 9001,
    itemNumber: 'BN-TOP-EM-4x8',
    itemName: 'Expanded Metal Bench Top, 4 ft x 8 ft, Galvanized',
    role: 'top',
    requiredQuantity: 3,
    quantity: 3,
    sellMultiple: 1,
    price: 144,
    lineTotal: 432,
    quantityAvailable: 40,
    stockMessage: 'In stock',
    ...overrides,
  };
}

/** A track kit whose name and top count follow the bench length. */
export function kitFixture(lengthFt = 24, overrides: Partial<Kit> = {}): Kit {
  const tops = Math.floor(lengthFt / 8);
  const top = kitLineFixture({ requiredQuantity: tops, quantity: tops, lineTotal: 144 * tops });
  const bolts = kitLineFixture({
    itemId: 9002, itemNumber: 'BN-HW-BOLT', itemName: 'Carriage Bolt with Flange Nut, 5/16 in x 3/4 in, Zinc Plated',
    role: 'bolt', requiredQuantity: 52, quantity: 100, sellMultiple: 100, price: 0.18, lineTotal: 18, quantityAvailable: 9000,
  });
  return {
    kitName: `Track bench kit: 1 bench, 4 ft x ${lengthFt} ft, expanded metal top`,
    lines: [top, bolts],
    total: top.lineTotal! + 18,
    messages: [],
    ...overrides,
  };
}
