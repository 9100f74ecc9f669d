import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../api/errors';
import type { PageContext } from '../../contract/pageData';
import type { PunchOutForm } from '../../contract/responses';
import { deferred, type Deferred } from '../../testing/deferred';
import { testPageContext } from '../../testing/pageData';
import { flush } from './testing';
import { createTransferStore } from './transferStore';

const FORM: PunchOutForm = { url: 'https://p2p.buyer.example/return', target: '_top', fields: [{ name: 'cxml-urlencoded', value: '<cXML/>' }] };
const PUNCHOUT = testPageContext({ punchout: { protocol: 'cxml', operation: 'create' } });

function setup(context: PageContext = PUNCHOUT, settled: Promise<void> = Promise.resolve()) {
  const answers: Deferred<PunchOutForm>[] = [];
  const posted: PunchOutForm[] = [];
  const store = createTransferStore({
    services: {
      punchOutTransfer: () => {
        const answer = deferred<PunchOutForm>();
        answers.push(answer);
        return answer.promise;
      },
    },
    getContext: () => context,
    cartSettled: () => settled,
    post: (form) => posted.push(form),
  });
  return { store, answers, posted };
}

describe('the punchout transfer', () => {
  it('outside punchout asks the service nothing', async () => {
    const { store, answers } = setup(testPageContext());
    store.transfer();
    await flush();
    expect(answers).toEqual([]);
    expect(store.getState().status).toBe('idle');
  });

  it('asks once and posts once however often it is pressed, until the page comes back (pageshow)', async () => {
    const { store, answers, posted } = setup();
    store.transfer();
    store.transfer();
    await flush();
    expect(store.getState().status).toBe('sending');
    store.transfer();
    answers[0]?.resolve(FORM);
    await flush();
    store.transfer();
    await flush();
    expect([answers.length, posted]).toEqual([1, [FORM]]);
    expect(store.getState().status).toBe('sent');
    store.reset();
    store.transfer();
    await flush();
    expect(answers).toHaveLength(2);
  });

  it('asks only once the cart’s changes on their way are answered', async () => {
    const settled = deferred<void>();
    const { store, answers } = setup(PUNCHOUT, settled.promise);
    store.transfer();
    await flush();
    expect([store.getState().status, answers.length]).toEqual(['waiting', 0]);
    settled.resolve();
    await flush();
    expect(answers).toHaveLength(1);
  });

  it('a failure is said in the service’s words, posts nothing, and may be tried again', async () => {
    const { store, answers, posted } = setup();
    store.transfer();
    await flush();
    answers[0]?.reject(new ServiceError({ kind: 'http', path: 'Cart/PunchOutTransfer', status: 403, message: 'This punchout session has ended.', error: 'Forbidden' }));
    await flush();
    expect(store.getState()).toEqual({ status: 'failed', message: 'This punchout session has ended.' });
    expect(posted).toEqual([]);
    store.transfer();
    await flush();
    expect(answers).toHaveLength(2);
  });

  it('stopped (the widget unmounted), an answer on its way posts nothing', async () => {
    const { store, answers, posted } = setup();
    store.transfer();
    await flush();
    store.stop();
    answers[0]?.resolve(FORM);
    await flush();
    expect(posted).toEqual([]);
  });
});
