import { describe, expect, it } from 'vitest';
import { customerLabel, customerResultCountText, shipToLabel } from './customers';

describe('customer and ship-to labels', () => {
  it('names a customer by name and number, or by number while the name is unknown', () => {
    expect(customerLabel({ customerNumber: '100512', name: 'Sunshine Garden Center' })).toBe('Sunshine Garden Center (100512)');
    expect(customerLabel({ customerNumber: '100512', name: '  ' })).toBe('Customer 100512');
    expect(customerLabel({ customerNumber: '100512' })).toBe('Customer 100512');
  });

  it('names a ship-to by name, city and state, leaving out empty parts', () => {
    expect(shipToLabel({ shipTo: '002', name: 'Maple Hollow - Retail Yard', city: 'Chardon', state: 'OH' })).toBe('Maple Hollow - Retail Yard, Chardon, OH');
    expect(shipToLabel({ shipTo: '002', name: 'Retail Yard', city: '', state: 'OH' })).toBe('Retail Yard, OH');
    expect(shipToLabel({ shipTo: '002', name: '', city: '', state: '' })).toBe('Ship-to 002');
  });

  it("announces the number of customers found, and for none words other than the list's 'No results found.' (one such text on the page)", () => {
    expect(customerResultCountText(0)).toBe('No customers found.');
    expect(customerResultCountText(1)).toBe('1 customer found.');
    expect(customerResultCountText(12)).toBe('12 customers found.');
  });
});
