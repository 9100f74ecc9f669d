/**
 * How a customer and a ship-to are named on screen (the customer switcher, and any widget
 * that says whom the page acts for). Pure text rules, no React.
 */

/** "Sunshine Garden Center (100512)"; the number alone while the name is unknown. */
export function customerLabel(customer: { customerNumber: string; name?: string | null }): string {
  const name = customer.name?.trim();
  return name ? `${name} (${customer.customerNumber})` : `Customer ${customer.customerNumber}`;
}

/** "Maple Hollow - Retail Yard, Chardon, OH": name, city and state, the parts that are there. */
export function shipToLabel(shipTo: { shipTo: string; name: string; city: string; state: string }): string {
  const place = [shipTo.city, shipTo.state].map((part) => part.trim()).filter(Boolean).join(', ');
  const name = shipTo.name.trim() || `Ship-to ${shipTo.shipTo}`;
  return place ? `${name}, ${place}` : name;
}

/** The polite announcement after a customer search: "3 customers found." */
export function customerResultCountText(count: number): string {
  // Not the list's own 'No results found.' (SPEC section 8): a page shows that text once.
  if (count === 0) return 'No customers found.';
  return `${count} ${count === 1 ? 'customer' : 'customers'} found.`;
}
