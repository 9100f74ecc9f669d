/**
 * The benchconfig/* handlers of the reference service: plan the kit by the rules, then
 * price it from the catalogue.
 */
import type { RequestOf } from '../../../src/contract/paths';
import type { Kit } from '../../../src/contract/responses';
import { priceKit } from './priceKit';
import { planBenchConversion, planSlideBench, planTrackBench } from './rules';
import type { KitPricing } from '../kitPort';

type KitPath =
  | 'benchconfig/GetKitItemsFromBenchConfig'
  | 'benchconfig/GetKitItemsForSlideBench'
  | 'benchconfig/GetBenchConversion';

export type KitHandler<P extends KitPath> = (body: RequestOf<P>, pricing: KitPricing) => Kit;

export const kitHandlers: { [P in KitPath]: KitHandler<P> } = {
  'benchconfig/GetKitItemsFromBenchConfig': (body, pricing) => priceKit(planTrackBench(body), pricing),
  'benchconfig/GetKitItemsForSlideBench': (body, pricing) => priceKit(planSlideBench(body), pricing),
  'benchconfig/GetBenchConversion': (body, pricing) => priceKit(planBenchConversion(body), pricing),
};

export { BENCH_COMPONENTS, type BenchComponent, type BenchComponentRole } from './catalog';
export type { KitItemInfo, KitPricing } from '../kitPort';
