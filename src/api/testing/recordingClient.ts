/**
 * A ServiceClient double for the per-path modules: records what each function hands the
 * client and resolves with a marker object, so tests see that body and answer pass through.
 */
import { expect } from 'vitest';
import type { ServicePath } from '../../contract/paths';
import type { CallOptions, ServiceClient } from '../client';

export type RecordedCall = { path: ServicePath; body: unknown; schema: unknown; options: CallOptions | undefined };

export function createRecordingClient(answer: object) {
  const calls: RecordedCall[] = [];
  const beacons: { path: ServicePath; body: unknown }[] = [];
  const client: ServiceClient = {
    call(path, body, schema, options) {
      calls.push({ path, body, schema, options });
      // The marker stands in for whatever the schema would have produced.
      return Promise.resolve(answer as never);
    },
    beacon(path, body) {
      beacons.push({ path, body });
      return true;
    },
  };
  return { client, calls, beacons };
}

/** Stands for a function of an API module: the per-module tests call each with a dummy body. */
export type ApiFunction = (client: ServiceClient, body: never, options?: CallOptions) => Promise<unknown>;

/** Calls every function of `module` and returns what reached the client. */
async function callEach(module: Record<string, ApiFunction>, names: readonly string[]) {
  const results: { name: string; call: RecordedCall | undefined; bodyPassed: boolean; answerPassed: boolean; optionsPassed: boolean }[] = [];
  for (const name of names) {
    const answer = { answerOf: name };
    const { client, calls } = createRecordingClient(answer);
    const body = { bodyOf: name };
    const options: CallOptions = { timeoutMs: 1234 };
    const fn = module[name];
    if (fn === undefined) throw new Error(`callEach: the module has no function ${name}`);
    const result = await fn(client, body as never, options);
    const [call] = calls;
    results.push({
      name,
      call,
      bodyPassed: call?.body === body,
      answerPassed: result === answer,
      optionsPassed: call?.options === options,
    });
  }
  return results;
}

/**
 * The per-module check: `module` has exactly the functions of `expected`, and each sends its
 * SPEC path with its answer schema, passing body, options and answer through unchanged.
 */
export async function expectEachCall(
  module: Record<string, ApiFunction>,
  expected: Readonly<Record<string, { path: ServicePath; schema: unknown }>>,
): Promise<void> {
  expect(Object.keys(module).sort()).toEqual(Object.keys(expected).sort());
  for (const { name, call, bodyPassed, optionsPassed, answerPassed } of await callEach(module, Object.keys(expected))) {
    expect(call?.path, name).toBe(expected[name]?.path);
    expect(call?.schema === expected[name]?.schema, `${name} parses with the expected schema`).toBe(true);
    expect({ bodyPassed, optionsPassed, answerPassed }, name).toEqual({ bodyPassed: true, optionsPassed: true, answerPassed: true });
  }
}
