/**
 * `window.StorefrontWidgets`: the one object per page that every entry file and every copy
 * of the bundle shares. Whichever copy runs first creates it; later copies reuse it and
 * never replace it, so the bus, the mounted-element registry and the stores stay one per
 * page however the host loads the scripts. Its shape is versioned: a copy that finds an
 * incompatible version keeps to itself rather than break the copy already running.
 */
import type { Bus } from '../contract/events';
import type { PageContext } from '../contract/pageData';

/** The shape of this object: copies of the bundle whose shapes differ keep to themselves. */
export const STOREFRONT_GLOBAL_SHAPE = 2;

/**
 * The release that runs (package.json's version, HOST-CONTRACT section 11), written in by the
 * build (`SF_VERSION`); 'development' where nothing built the code (tests).
 */
export const RELEASE: string = typeof SF_VERSION === 'string' ? SF_VERSION : 'development';

export type StorefrontWidgetsGlobal = {
  /** The release of the widgets that run on the page ('0.4.0'): the first copy to start sets it. */
  readonly version: string;
  readonly shape: typeof STOREFRONT_GLOBAL_SHAPE;
  /** The page's event bus (HOST-CONTRACT section 3); set by the first entry that starts. */
  bus?: Bus;
  /**
   * Mounts every registered widget whose mount point is inside `root` and not yet mounted.
   * Idempotent. Set by the first entry that starts. @default root = document
   */
  mountAll?: (root?: ParentNode) => void;
  /** Unmounts every widget mounted inside `root` (or `root` itself). @default root = document */
  unmountAll?: (root?: ParentNode) => void;
  /**
   * The page context now (normalized `#sf-context`, with the customer, warehouse and ship-to
   * of the last `customer change`). Set once the first widget has read the page context.
   */
  pageContext?: () => PageContext;
  /** Page-level values shared by every root and bundle copy; see `pageSingleton`. */
  readonly singletons: Map<string, unknown>;
};

declare global {
  interface Window {
    StorefrontWidgets?: StorefrontWidgetsGlobal;
  }
}

// A copy that cannot share the page's object still needs one place of its own per window.
const privateGlobals = new WeakMap<Window, StorefrontWidgetsGlobal>();

function createGlobal(): StorefrontWidgetsGlobal {
  return { version: RELEASE, shape: STOREFRONT_GLOBAL_SHAPE, singletons: new Map() };
}

/** The page's `window.StorefrontWidgets`, created on first use. */
export function storefrontGlobal(win: Window): StorefrontWidgetsGlobal {
  const existing: unknown = win.StorefrontWidgets;
  if (existing === undefined || existing === null) {
    const created = createGlobal();
    win.StorefrontWidgets = created;
    return created;
  }
  if (typeof existing === 'object' && ('shape' in existing || 'version' in existing)) {
    if ('shape' in existing && existing.shape === STOREFRONT_GLOBAL_SHAPE && 'singletons' in existing && existing.singletons instanceof Map) {
      return existing as StorefrontWidgetsGlobal;
    }
  } else if (typeof existing === 'object') {
    // A host placeholder such as `window.StorefrontWidgets = {}` set before the scripts: extend it.
    return Object.assign(existing, createGlobal());
  }
  let own = privateGlobals.get(win);
  if (!own) {
    own = createGlobal();
    privateGlobals.set(win, own);
    console.error(
      `window.StorefrontWidgets: this copy of the widgets (release ${RELEASE}) expects shape ${STOREFRONT_GLOBAL_SHAPE} ` +
        `but the page already has ${describeVersion(existing)}; it runs on its own bus and registry. ` +
        'Load one build of the widgets per page.',
    );
  }
  return own;
}

function describeVersion(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'shape' in value) return `shape ${String(value.shape)} (release ${String((value as { version?: unknown }).version)})`;
  if (typeof value === 'object' && value !== null && 'version' in value) return `an older shape (version ${String(value.version)})`;
  return `a value of type ${typeof value}`;
}

/**
 * One value per page under `key`, created by whichever root or bundle copy asks first.
 * Put a version in the key ("cartInfo@1") when the value's shape may change between builds.
 */
export function pageSingleton<T>(win: Window, key: string, create: () => T): T {
  const { singletons } = storefrontGlobal(win);
  if (!singletons.has(key)) singletons.set(key, create());
  return singletons.get(key) as T;
}
