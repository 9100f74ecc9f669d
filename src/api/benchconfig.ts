/**
 * Bench configurator calls (SPEC section 7, benchconfig): each answers the kit of components
 * the layout needs, priced for the customer.
 * Types only from requests.ts: its validation schemas stay on the server.
 */
import type { CallOptions, ServiceClient } from './client';
import type {
  BenchConversionRequest,
  SlideBenchLayoutRequest,
  TrackBenchLayoutRequest,
} from '../contract/requests';
import {
  KitSchema,
  type Kit,
} from '../contract/responses';

export function getKitItemsFromBenchConfig(client: ServiceClient, body: TrackBenchLayoutRequest, options?: CallOptions): Promise<Kit> {
  return client.call('benchconfig/GetKitItemsFromBenchConfig', body, KitSchema, options);
}

export function getKitItemsForSlideBench(client: ServiceClient, body: SlideBenchLayoutRequest, options?: CallOptions): Promise<Kit> {
  return client.call('benchconfig/GetKitItemsForSlideBench', body, KitSchema, options);
}

export function getBenchConversion(client: ServiceClient, body: BenchConversionRequest, options?: CallOptions): Promise<Kit> {
  return client.call('benchconfig/GetBenchConversion', body, KitSchema, options);
}
