/**
 * Product image addresses (SPEC section 3).
 *
 * Layout, shared with the reference service (which serves its generated images this way):
 *
 *     {productImageUrl}/{size}/{imageName}      size: thumb | large | original
 *     {productImageUrl}/{size}/na.svg           placeholder for an item without images
 *     {productImageUrl}/{size}/not-available.svg shown when an image fails to load
 *
 * `productImageUrl` is the page context's base; it may or may not end with a slash.
 */

export const IMAGE_SIZES = ['thumb', 'large', 'original'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** Placeholder for an item that has no image names. */
export const PLACEHOLDER_IMAGE = 'na.svg';
/** Replaces an image that fails to load. */
export const NOT_AVAILABLE_IMAGE = 'not-available.svg';

function imageUrl(base: string, size: ImageSize, name: string): string {
  // Names are file names, not paths: encoding keeps a space or '#' from breaking the URL.
  return `${base.replace(/\/+$/, '')}/${size}/${encodeURIComponent(name)}`;
}

/** The item's first image in the given size, or the na.svg placeholder when it has none. */
export function productImageUrl(base: string, imageNames: readonly string[], size: ImageSize): string {
  const name = imageNames.map((n) => n.trim()).find((n) => n !== '');
  return imageUrl(base, size, name ?? PLACEHOLDER_IMAGE);
}

/** The image to swap in when an image of this size fails to load. */
export function notAvailableImageUrl(base: string, size: ImageSize = 'thumb'): string {
  return imageUrl(base, size, NOT_AVAILABLE_IMAGE);
}
