import { it } from 'vitest';
import {
  KitSchema,
} from '../contract/responses';
import * as api from './benchconfig';
import { expectEachCall, type ApiFunction } from './testing/recordingClient';

const EXPECTED = {
  getKitItemsFromBenchConfig: { path: 'benchconfig/GetKitItemsFromBenchConfig', schema: KitSchema },
  getKitItemsForSlideBench: { path: 'benchconfig/GetKitItemsForSlideBench', schema: KitSchema },
  getBenchConversion: { path: 'benchconfig/GetBenchConversion', schema: KitSchema },
} as const;

it('sends every benchconfig call to its SPEC path with its answer schema, passing body, options and answer through unchanged', async () => {
  await expectEachCall(api as Record<string, ApiFunction>, EXPECTED);
});
