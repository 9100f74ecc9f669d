/**
 * Product image addresses (SPEC section 3).
 *
 * Layout, shared with the reference service (which serves its generated images this way):
 *
 *     {productImageUrl}/{size}/{imageName}      size: thumb | large | original
 *     {productImageUrl}/{size}/na.svg           placeholder for an item without images
 *
 * `productImageUrl` is the page context's base; it may or may not end with a slash. An image
 * that fails to load (the na.svg placeholder included) is replaced by a picture drawn by the
 * widgets themselves (`NotAvailablePicture` in src/ui/product), never by another file of the
 * host's image server: a host whose server lacks that file would show a broken image.
 */

export const IMAGE_SIZES = ['thumb', 'large', 'original'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** Placeholder for an item that has no image names. */
export const PLACEHOLDER_IMAGE = 'na.svg';

function imageUrl(base: string, size: ImageSize, name: string): string {
  // Names are file names, not paths: encoding keeps a space or '#' from breaking the URL.
  return `${base.replace(/\/+$/, '')}/${size}/${encodeURIComponent(name)}`;
}

/** The item's first image in the given size, or the na.svg placeholder when it has none. */
export function productImageUrl(base: string, imageNames: readonly string[], size: ImageSize): string {
  const name = imageNames.map((n) => n.trim()).find((n) => n !== '');
  return imageUrl(base, size, name ?? PLACEHOLDER_IMAGE);
}

/**
 * Every image of the item in one size, in order (the product page's thumbnails); the na.svg
 * placeholder alone when it has none.
 */
export function productImageUrls(base: string, imageNames: readonly string[], size: ImageSize): string[] {
  const names = imageNames.map((n) => n.trim()).filter((n) => n !== '');
  return names.length === 0 ? [imageUrl(base, size, PLACEHOLDER_IMAGE)] : names.map((name) => imageUrl(base, size, name));
}
