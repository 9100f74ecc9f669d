/**
 * The product page's images (SPEC section 3): the chosen image large, thumbnails to choose
 * another when the item has several, and the original size in a zoom dialog (the shared
 * Modal: focus moves in, Escape and Close shut it, focus returns to the image). An item
 * without images shows na.svg and offers no zoom; the dialog's code loads on the first zoom; an image that fails to load shows the
 * inline not-available picture (ProductImage).
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { productImageUrls } from '../../domain/images';
import { onDemand } from '../primitives/onDemand';
import { ProductImage, productImageStyles } from '../product/ProductImage';
import { cx, theme } from '../../theme/theme';

export type ProductGalleryProps = {
  itemName: string;
  imageNames: readonly string[];
  /** The page context's `productImageUrl`. */
  imageBase: string;
  /** Where the zoom dialog is rendered (WidgetEnv.portalContainer). */
  portalContainer?: HTMLElement | null | undefined;
};

// The zoom dialog's code (the shared Modal) loads the first time a buyer zooms (issue 34).
const Modal = onDemand(() => import('../dialog').then((module) => module.Modal));

const galleryStyle = css({
  ...productImageStyles,
  display: 'grid',
  gap: theme.space.sm,
  minWidth: 0,
  '.sf-product-gallery__main': {
    display: 'block',
    width: '100%',
    aspectRatio: '1 / 1',
    padding: 0,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    background: theme.color.surface,
    overflow: 'hidden',
    cursor: 'zoom-in',
    '&:focus-visible': theme.focusRing,
  },
  'div.sf-product-gallery__main': { cursor: 'default' },
  '.sf-product-gallery__image': { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
  '.sf-product-gallery__hint': { margin: 0, fontSize: theme.font.size.xs, color: theme.color.textMuted },
  '.sf-product-gallery__thumbs': { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, margin: 0, padding: 0, listStyle: 'none' },
  '.sf-product-gallery__thumb': {
    display: 'block',
    width: '64px',
    height: '64px',
    padding: '2px',
    border: `2px solid ${theme.color.border}`,
    borderRadius: theme.radius.sm,
    background: theme.color.background,
    cursor: 'pointer',
    '&[aria-pressed="true"]': { borderColor: theme.color.primary },
    '&:focus-visible': theme.focusRing,
  },
  '.sf-product-gallery__thumb img, .sf-product-gallery__thumb svg': { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
});

const zoomStyle = css({
  ...productImageStyles,
  // The whole picture on screen: no scrolling inside the dialog to see its bottom.
  '.sf-product-zoom__image': { display: 'block', maxWidth: '100%', maxHeight: 'calc(100vh - 140px)', width: 'auto', height: 'auto', margin: '0 auto' },
  '.sf-not-available.sf-product-zoom__image': { width: '100%', maxHeight: '60vh' },
});

export function ProductGallery({ itemName, imageNames, imageBase, portalContainer }: ProductGalleryProps) {
  const large = productImageUrls(imageBase, imageNames, 'large');
  const hasImages = imageNames.some((name) => name.trim() !== '');
  const [chosen, setChosen] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const index = chosen < large.length ? chosen : 0;
  const image = (
    <ProductImage className={cx('product-gallery', 'image')} src={large[index]!} alt={itemName} width={480} height={480} loading="eager" />
  );

  return (
    <div css={galleryStyle} className={cx('product-gallery')}>
      {hasImages ? (
        <button type="button" className={cx('product-gallery', 'main')} aria-label={`Zoom image of ${itemName}`} onClick={() => setZoomed(true)}>
          {image}
        </button>
      ) : (
        <div className={cx('product-gallery', 'main')}>{image}</div>
      )}
      {large.length > 1 ? (
        <ul className={cx('product-gallery', 'thumbs')} aria-label="Images">
          {productImageUrls(imageBase, imageNames, 'thumb').map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={cx('product-gallery', 'thumb')}
                aria-label={`Image ${i + 1} of ${large.length}`}
                aria-pressed={i === index}
                onClick={() => setChosen(i)}
              >
                <ProductImage src={src} alt="" width={56} height={56} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {hasImages && zoomed ? (
        <Modal
          open
          onClose={() => setZoomed(false)}
          title={itemName}
          name="product-zoom"
          width="wide"
          portalContainer={portalContainer}
        >
          <div css={zoomStyle}>
            <ProductImage
              className={cx('product-zoom', 'image')}
              src={productImageUrls(imageBase, imageNames, 'original')[index]!}
              alt={`${itemName}, original size`}
              width={1000}
              height={1000}
              loading="eager"
            />
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
