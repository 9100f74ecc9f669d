/**
 * A ServiceClient double for widget tests: answers each path from a handler and parses the
 * answer with the schema the widget passed, exactly as the real client does, so a test
 * fixture that breaks the contract fails the test. Records every call.
 */
import * as v from 'valibot';
import type { CallOptions, ServiceClient } from '../api/client';
import { ServiceError } from '../api/errors';
import type { RequestOf, ResponseOf, ServicePath } from '../contract/paths';

export type FakeRoutes = {
  [P in ServicePath]?: (body: RequestOf<P>, options: CallOptions | undefined) => ResponseOf<P> | Promise<ResponseOf<P>>;
};

export type FakeCall = { path: ServicePath; body: unknown };

export type FakeServiceClient = ServiceClient & {
  /** Every call, in order. */
  readonly calls: FakeCall[];
  /** Bodies sent to `path`. */
  bodiesOf<P extends ServicePath>(path: P): RequestOf<P>[];
  /** Every beacon, in order. */
  readonly beacons: FakeCall[];
};

export function createFakeServiceClient(routes: FakeRoutes = {}): FakeServiceClient {
  const calls: FakeCall[] = [];
  const beacons: FakeCall[] = [];
  return {
    calls,
    beacons,
    bodiesOf<P extends ServicePath>(path: P) {
      return calls.filter((call) => call.path === path).map((call) => call.body as RequestOf<P>);
    },
    async call(path, body, schema, options) {
      calls.push({ path, body });
      options?.signal?.throwIfAborted();
      const handler = routes[path] as ((body: unknown, options: CallOptions | undefined) => unknown) | undefined;
      if (!handler) {
        throw new ServiceError({
          kind: 'http',
          path,
          status: 404,
          message: `createFakeServiceClient: the test gave no answer for ${path}.`,
          error: null,
        });
      }
      const answer = await handler(body, options);
      options?.signal?.throwIfAborted();
      return v.parse(schema, answer);
    },
    beacon(path, body) {
      beacons.push({ path, body });
      return true;
    },
  };
}
