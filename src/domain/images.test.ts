import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, productImageUrl, productImageUrls } from './images';

describe('productImageUrl', () => {
  it('joins base, size folder and image name', () => {
    expect(productImageUrl('https://cdn/x/', ['a.svg'], 'thumb')).toBe('https://cdn/x/thumb/a.svg');
  });

  it('puts exactly one slash after the base, with or without a trailing slash', () => {
    expect(productImageUrl('https://cdn/x', ['a.svg'], 'large')).toBe('https://cdn/x/large/a.svg');
    expect(productImageUrl('https://cdn/x//', ['a.svg'], 'original')).toBe('https://cdn/x/original/a.svg');
  });

  it('uses the first image name', () => {
    expect(productImageUrl('/img', ['b.jpg', 'c.jpg'], 'large')).toBe('/img/large/b.jpg');
  });

  it('uses the na.svg placeholder in the same size folder when there are no image names', () => {
    expect(productImageUrl('https://cdn/x/', [], 'large')).toBe('https://cdn/x/large/na.svg');
    expect(productImageUrl('https://cdn/x/', ['', '  '], 'thumb')).toBe('https://cdn/x/thumb/na.svg');
  });

  it('encodes characters that would break the address', () => {
    expect(productImageUrl('/img/', ['pot 6#.jpg'], 'thumb')).toBe('/img/thumb/pot%206%23.jpg');
  });

  it('offers the three sizes of SPEC section 3', () => {
    expect(IMAGE_SIZES).toEqual(['thumb', 'large', 'original']);
  });
});

describe('productImageUrls', () => {
  it('gives every non-blank image name in the size folder, in order', () => {
    expect(productImageUrls('/img/', ['a.jpg', ' ', 'b.jpg'], 'thumb')).toEqual(['/img/thumb/a.jpg', '/img/thumb/b.jpg']);
  });

  it('gives the na.svg placeholder alone for an item without images', () => {
    expect(productImageUrls('/img', [], 'large')).toEqual(['/img/large/na.svg']);
  });
});
