// The framework's floor for the cart page: React 19 + Emotion rendering the same cart lines
// from the same GetCart answer, with no application logic (no store, no editor rules).
import { css } from '@emotion/react';
import { createRoot } from 'react-dom/client';

type Line = { itemId: number; itemNumber: string; itemName: string; quantity: number; sellMultiple: number; price: number | null; lineTotal: number | null; imageNames: string[]; unitOfMeasure: string };
type Page = { serviceUrl: string; imageBase: string; body: unknown };

const list = css({ listStyle: 'none', margin: 0, padding: 16 });
const row = css({ display: 'grid', gridTemplateColumns: '80px 1fr auto auto auto', gap: 16, padding: '16px 0', borderBottom: '1px solid #d3dad5' });
const image = css({ width: 80, height: 80, objectFit: 'contain' });
const name = css({ margin: 0, fontWeight: 700 });
const muted = css({ margin: 0, fontSize: 13, color: '#55605a' });
const input = css({ width: 64, height: 44 });
const button = css({ minHeight: 44, minWidth: 44 });

function CartRow({ line, imageBase }: { line: Line; imageBase: string }) {
  return (
    <li>
      <article css={row} aria-label={line.itemName}>
        <img css={image} src={`${imageBase}thumb/${line.imageNames[0] ?? 'na.svg'}`} alt="" width={80} height={80} />
        <div>
          <p css={name}>{line.itemName}</p>
          <p css={muted}>Item #{line.itemNumber} · Package quantity: {line.sellMultiple}</p>
        </div>
        <input css={input} aria-label={`Quantity of ${line.itemName}`} defaultValue={line.quantity} />
        <span>{line.price === null ? 'Call for price' : `$${line.price.toFixed(2)} / ${line.unitOfMeasure}`}</span>
        <button css={button} type="button" aria-label={`Remove ${line.itemName}`}>×</button>
      </article>
    </li>
  );
}

const page = JSON.parse(document.getElementById('bench-data')!.textContent!) as Page;
const root = createRoot(document.getElementById('root')!);
fetch(`${page.serviceUrl}/Cart/GetCart`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify(page.body),
})
  .then((response) => response.json() as Promise<{ lines: Line[] }>)
  .then(({ lines }) =>
    root.render(
      <ul css={list}>
        {lines.map((line) => <CartRow key={line.itemId} line={line} imageBase={page.imageBase} />)}
      </ul>,
    ),
  );
