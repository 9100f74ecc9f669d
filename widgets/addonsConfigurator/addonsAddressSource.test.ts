// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { addonsAddressSource } from './addonsAddressSource';

describe('addonsAddressSource', () => {
  it('prefers the data attributes of the mount element', () => {
    const element = document.createElement('div');
    element.setAttribute('data-item', 'A-1');
    element.setAttribute('data-qty', '4');
    expect(addonsAddressSource(element, '?item=B-2&qty=9')).toEqual({ item: 'A-1', qty: '4' });
  });

  it('reads the address when the element has no data-item', () => {
    expect(addonsAddressSource(document.createElement('div'), '?item=B-2&qty=9')).toEqual({ item: 'B-2', qty: '9' });
  });
});
