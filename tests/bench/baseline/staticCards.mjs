// The browser's floor: the same product cards as server-rendered static HTML, no script.
import { readFileSync } from 'node:fs';

const css = readFileSync(new URL('./cards.css', import.meta.url), 'utf8');
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function staticCardsPage(results, imageBase) {
  const cards = results.items
    .map((item) => {
      const image = item.imageNames[0] ? `${imageBase}thumb/${encodeURIComponent(item.imageNames[0])}` : `${imageBase}thumb/na.svg`;
      const price = item.customerPrice === null ? 'Call for price' : `$${item.customerPrice.toFixed(2)}`;
      const stock = item.availability[0] ? `${item.availability[0].quantityAvailable} in stock at ${escape(item.availability[0].warehouse.warehouseName)}` : '';
      return `<article class="card" aria-label="${escape(item.itemName)}"><img src="${image}" alt="" width="200" height="200">` +
        `<h3>${escape(item.itemName)}</h3><p>${escape(item.catalogSubHeader)}</p><div class="price">${price}</div>` +
        `<p>${stock}</p><label>Quantity <input type="number" value="${item.sellMultiple}" step="${item.sellMultiple}" min="0"></label>` +
        `<button type="button">Add to cart</button></article>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Static cards</title><style>${css}</style></head>` +
    `<body><main class="grid">${cards}</main></body></html>`;
}
