import { createServiceClient, type ServiceClient } from '../api/client';
import type { PageContext } from '../contract/pageData';

/**
 * The service client for the page's context, calling through the page window's fetch and
 * beacon (so tests and hosts that replace them are honoured).
 */
export function pageServiceClient(win: Window, context: PageContext): ServiceClient {
  return createServiceClient({
    serviceUrl: context.serviceUrl,
    jwtToken: context.jwtToken ?? undefined,
    apiKey: context.apiKey ?? undefined,
    fetch: (input, init) => win.fetch(input, init),
    sendBeacon: (url, body) => win.navigator.sendBeacon(url, body),
  });
}
