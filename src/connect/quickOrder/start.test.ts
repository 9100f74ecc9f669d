import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../api/errors';
import { describeFailure } from './start';

const ended = () =>
  new ServiceError({ kind: 'http', path: 'Product/GetItem', status: 401, message: 'The sign-in token was not accepted (expired or not issued by this service); sign in again to see prices.', error: 'Unauthorized' });

describe('describeFailure: how the pad and buy again word a failed call', () => {
  it('an ended session (401) says so in the words every widget uses, for the action that failed, with no Retry', () => {
    expect(describeFailure(ended(), 'look up TL06135')).toEqual({
      aborted: false,
      refused: true,
      sessionEnded: true,
      message: 'Your session has ended, so the store could not look up TL06135.',
    });
  });

  it("a refusal (400) keeps the service's own words", () => {
    const refused = new ServiceError({ kind: 'http', path: 'Cart/AddItemsToCart', status: 400, message: 'Line 1 (item TF06089): on credit hold.', error: 'BadRequest' });
    expect(describeFailure(refused, 'add these lines to your cart')).toMatchObject({ refused: true, sessionEnded: false, message: 'Line 1 (item TF06089): on credit hold.' });
  });
});
