/**
 * Product and category images as small generated SVGs, one file per name and size under
 * `<dataDir>/images/{thumb|large|original}/`. Image names are shared by the items of a
 * product family, as in a real catalogue, so a few hundred files serve 5,000 items.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_SIZES, type ImageSize } from '../../../src/domain/images';
import type { GeneratedImage } from './generate';

export const IMAGE_PIXELS: Record<ImageSize, number> = { thumb: 150, large: 400, original: 800 };

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderImageSvg(image: GeneratedImage, size: ImageSize): string {
  const px = IMAGE_PIXELS[size];
  const font = Math.max(10, Math.round(px / 14));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 100 100" role="img" aria-label="${escapeXml(image.label)}">` +
    `<rect width="100" height="100" fill="#f4f6f2"/>` +
    `<path d="M28 30 H72 L66 80 H34 Z" fill="${image.color}" stroke="#00000033" stroke-width="1"/>` +
    `<rect x="24" y="24" width="52" height="8" rx="2" fill="${image.color}" stroke="#00000033" stroke-width="1"/>` +
    `<text x="50" y="94" font-family="sans-serif" font-size="${(font * 100) / px}" text-anchor="middle" fill="#333">${escapeXml(image.label)}</text>` +
    `</svg>`
  );
}

/** The placeholder for items without images and the stand-in for images that fail to load. */
export const PLACEHOLDER_IMAGES: readonly GeneratedImage[] = [
  { name: 'na.svg', label: 'No image', color: '#d5d8d3' },
  { name: 'not-available.svg', label: 'Image not available', color: '#e4c9c9' },
];

export function writeImages(dataDir: string, images: readonly GeneratedImage[]): void {
  for (const size of IMAGE_SIZES) {
    const dir = join(dataDir, 'images', size);
    mkdirSync(dir, { recursive: true });
    for (const image of [...PLACEHOLDER_IMAGES, ...images]) {
      writeFileSync(join(dir, image.name), renderImageSvg(image, size));
    }
  }
}
