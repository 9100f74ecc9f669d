// The framework's floor: React 19 + Emotion rendering the same cards from the same service
// answer, with no application logic (no store, no validation, no filters).
import { css } from '@emotion/react';
import { createRoot } from 'react-dom/client';

type Item = {
  itemId: number; itemName: string; catalogSubHeader: string; sellMultiple: number;
  customerPrice: number | null; imageNames: string[];
  availability: { quantityAvailable: number; warehouse: { warehouseName: string } }[];
};
type Page = { serviceUrl: string; imageBase: string; body: unknown };

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16, padding: 16 });
const card = css({ border: '1px solid #d3dad5', borderRadius: 8, padding: 12, display: 'flex', flexDirection: 'column', gap: 8 });
const image = css({ width: '100%', aspectRatio: '1', objectFit: 'contain' });
const title = css({ fontSize: 15, margin: 0 });
const muted = css({ fontSize: 13, margin: 0, color: '#55605a' });
const price = css({ fontSize: 17, fontWeight: 700 });
const input = css({ width: 80, padding: 6 });
const button = css({ minHeight: 44, background: '#2e6b3f', color: '#fff', border: 0, borderRadius: 4 });

function Card({ item, imageBase }: { item: Item; imageBase: string }) {
  const stock = item.availability[0];
  return (
    <article css={card} aria-label={item.itemName}>
      <img css={image} src={`${imageBase}thumb/${item.imageNames[0] ?? 'na.svg'}`} alt="" width={200} height={200} />
      <h3 css={title}>{item.itemName}</h3>
      <p css={muted}>{item.catalogSubHeader}</p>
      <div css={price}>{item.customerPrice === null ? 'Call for price' : `$${item.customerPrice.toFixed(2)}`}</div>
      <p css={muted}>{stock ? `${stock.quantityAvailable} in stock at ${stock.warehouse.warehouseName}` : ''}</p>
      <label>
        Quantity <input css={input} type="number" defaultValue={item.sellMultiple} step={item.sellMultiple} min={0} />
      </label>
      <button css={button} type="button">Add to cart</button>
    </article>
  );
}

const page = JSON.parse(document.getElementById('bench-data')!.textContent!) as Page;
const root = createRoot(document.getElementById('root')!);
fetch(`${page.serviceUrl}/Product/WebSearch`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify(page.body),
})
  .then((response) => response.json() as Promise<{ items: Item[] }>)
  .then(({ items }) =>
    root.render(
      <main css={grid}>
        {items.map((item) => <Card key={item.itemId} item={item} imageBase={page.imageBase} />)}
      </main>,
    ),
  );
