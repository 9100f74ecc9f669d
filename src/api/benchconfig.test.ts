import { expect, it } from 'vitest';
import {
  KitSchema,
} from '../contract/responses';
import * as api from './benchconfig';
import { callEach, type ApiFunction } from './testing/recordingClient';

const EXPECTED = {
  getKitItemsFromBenchConfig: { path: 'benchconfig/GetKitItemsFromBenchConfig', schema: KitSchema },
  getKitItemsForSlideBench: { path: 'benchconfig/GetKitItemsForSlideBench', schema: KitSchema },
  getBenchConversion: { path: 'benchconfig/GetBenchConversion', schema: KitSchema },
} as const;

it('sends every benchconfig call to its SPEC path with its answer schema, passing body, options and answer through unchanged', async () => {
  const functions = api;
  expect(Object.keys(functions).sort()).toEqual(Object.keys(EXPECTED).sort());
  const results = await callEach(functions as Record<string, ApiFunction>, Object.keys(EXPECTED));
  for (const { name, call, bodyPassed, optionsPassed, answerPassed } of results) {
    const expected = EXPECTED[name as keyof typeof EXPECTED];
    expect(call?.path, name).toBe(expected.path);
    expect(call?.schema === expected.schema, `${name} parses with the expected schema`).toBe(true);
    expect({ bodyPassed, optionsPassed, answerPassed }, name).toEqual({ bodyPassed: true, optionsPassed: true, answerPassed: true });
  }
});
