// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_SUBMISSION_KEY, PENDING_SUBMISSION_MAX_AGE_MS, pendingSubmissions, type PendingSubmission } from './pendingSubmission';

const ATTEMPT: PendingSubmission = {
  submissionId: 'attempt-1',
  fingerprint: 'abc123',
  draft: { poNumber: 'PO-7', shipVia: 'GROUND', requestedShipDate: '', orderNotes: 'Dock 4', shipTo: '001', paymentMethod: 'card' },
  savedAt: Date.now(),
};

afterEach(() => window.sessionStorage.clear());

describe('pendingSubmissions', () => {
  it('keeps one attempt per company user and customer under the namespaced key', () => {
    const mine = pendingSubmissions(window, () => '42:100234');
    const other = pendingSubmissions(window, () => '42:200877');
    mine.write(ATTEMPT);
    expect(window.sessionStorage.getItem(`${PENDING_SUBMISSION_KEY}:42:100234`)).not.toBeNull();
    expect(mine.read()).toEqual(ATTEMPT);
    expect(other.read()).toBeNull();
    mine.clear();
    expect(mine.read()).toBeNull();
  });

  it('forgets an attempt older than a day', () => {
    let now = ATTEMPT.savedAt;
    const store = pendingSubmissions(window, () => '42:100234', () => now);
    store.write(ATTEMPT);
    now += PENDING_SUBMISSION_MAX_AGE_MS;
    expect(store.read()).toEqual(ATTEMPT);
    now += 1;
    expect(store.read()).toBeNull();
  });
});
