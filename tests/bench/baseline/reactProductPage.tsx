// The framework's floor for the product page: React 19 + Emotion asking for the same item and
// price (Product/GetItem, Product/GetProductCustomerPrice) and drawing its name, image and
// price, with no application logic (no store, no ordering, no add-ons).
import { css } from '@emotion/react';
import { createRoot } from 'react-dom/client';

type Item = { itemName: string; catalogSubHeader: string; itemNumber: string; imageNames: string[]; description: string };
type Prices = { prices: { customerPrice: number | null }[] };
type Page = { serviceUrl: string; imageBase: string; item: unknown; price: unknown };

const layout = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, padding: 16 });
const image = css({ width: '100%', aspectRatio: '1', objectFit: 'contain' });
const title = css({ margin: 0, fontSize: 26 });
const amount = css({ fontSize: 26, fontWeight: 700 });

const page = JSON.parse(document.getElementById('bench-data')!.textContent!) as Page;
const call = <T,>(path: string, body: unknown): Promise<T> =>
  fetch(`${page.serviceUrl}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) }).then(
    (response) => response.json() as Promise<T>,
  );
const root = createRoot(document.getElementById('root')!);
Promise.all([call<Item>('Product/GetItem', page.item), call<Prices>('Product/GetProductCustomerPrice', page.price)]).then(([item, prices]) =>
  root.render(
    <article css={layout} aria-label={item.itemName}>
      <img css={image} src={`${page.imageBase}large/${item.imageNames[0] ?? 'na.svg'}`} alt="" width={480} height={480} />
      <div>
        <h1 css={title}>{item.itemName}</h1>
        <p>{item.catalogSubHeader}</p>
        <p>Item number {item.itemNumber}</p>
        <p>
          <span className="sf-price__amount" css={amount}>
            {prices.prices[0]?.customerPrice == null ? 'Call for price' : `$${prices.prices[0].customerPrice.toFixed(2)}`}
          </span>
        </p>
        <p>{item.description}</p>
      </div>
    </article>,
  ),
);
