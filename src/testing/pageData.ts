/**
 * Builders for the JSON a host page provides (HOST-CONTRACT section 2), for tests that mount
 * widgets through the runtime the way a page does.
 */
import type { PageContext } from '../contract/pageData';
import { DEFAULT_ROUTES } from '../domain/urls';

/** A valid, signed-in page context; override any field. */
export function testPageContext(overrides: Partial<PageContext> = {}): PageContext {
  return {
    serviceUrl: 'https://shop.test/api',
    companyUserId: 42,
    jwtToken: 'test-token',
    productImageUrl: 'https://cdn.test/products/',
    customer: { customerNumber: '100234', customerType: 'Grower', ecomCustomer: false },
    warehouseCode: '1001',
    shipTo: '001',
    withCustomer: false,
    readOnly: false,
    salesRep: false,
    apiKey: null,
    cspNonce: null,
    userName: null,
    userEmail: null,
    preview: false,
    punchout: null,
    routes: DEFAULT_ROUTES,
    ...overrides,
  };
}

/** The context of an anonymous visitor. */
export function anonymousPageContext(overrides: Partial<PageContext> = {}): PageContext {
  return testPageContext({ companyUserId: 0, jwtToken: null, customer: null, shipTo: null, ...overrides });
}

/**
 * Appends `<script type="application/json" id="{id}">` to the body. A string is written as
 * is (for invalid JSON); anything else is serialized.
 */
export function writeJsonScript(id: string, value: unknown, doc: Document = document): HTMLScriptElement {
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  doc.body.append(script);
  return script;
}

/** Writes `#sf-context`; a valid signed-in context unless told otherwise. */
export function writePageContext(value: unknown = testPageContext(), doc: Document = document): HTMLScriptElement {
  return writeJsonScript('sf-context', value, doc);
}

/** An empty `<div id="…">` appended to the body: a widget's mount point. */
export function addMountPoint(id: string, doc: Document = document): HTMLElement {
  const element = doc.createElement('div');
  element.id = id;
  doc.body.append(element);
  return element;
}
