/**
 * Live changes (HOST-CONTRACT section 11): editors' previews change the page without
 * reloading it, and the widgets follow within the same task.
 * - a mount element added anywhere mounts (as `mountAll` would);
 * - a mounted element removed unmounts (its stop cancels requests, bus subscriptions, timers);
 * - a widget whose data script's text changes, or whose element's attributes change, is
 *   mounted again and so reads its new settings (a changed search request searches again);
 * - a node moved keeps its widget.
 * One MutationObserver per page, started by the first entry. Changes inside a widget's own
 * output (its React tree, its portal, its notes) are the widget's, and are passed over.
 */
import { pageSingleton, storefrontGlobal } from '../bus/pageGlobal';
import { MOUNTED_ATTRIBUTE, mountIn, pageRegistry, releaseDetachedIn, unmountIn } from './registry';

/** Attributes that say which widget an element is; with those the registered widgets read (their declared settings), a change of one remounts. */
const IDENTITY_ATTRIBUTES = ['id', 'data-sf-widget'];

const OWN_OUTPUT = `[${MOUNTED_ATTRIBUTE}], [data-sf-portal], [data-sf-settings-note]`;
const DATA_SUFFIX = '-data';

function elementOf(node: Node): Element | null {
  return node.nodeType === 1 ? (node as Element) : node.parentElement;
}

/** The JSON script a change is in (its text replaced, or a text node of it edited), if any. */
function dataScriptOf(node: Node): HTMLScriptElement | null {
  const element = elementOf(node);
  return element?.tagName === 'SCRIPT' && element.id.endsWith(DATA_SUFFIX) ? (element as HTMLScriptElement) : null;
}

/**
 * Starts the page's observer, or widens the attributes it watches to those of widgets
 * registered since (each entry calls it once its widgets are registered).
 */
export function watchLiveChanges(win: Window): void {
  const watching = pageSingleton(win, 'liveChanges@1', () => {
    const Observer = (win as Window & typeof globalThis).MutationObserver;
    if (!Observer) return null;
    const global = storefrontGlobal(win);
    const observer = new Observer((records) => {
      // A page whose widgets' global was replaced (a test resetting the page) is not ours any more.
      if (storefrontGlobal(win) !== global) observer.disconnect();
      else followChanges(win, records);
    });
    return { observer, attributes: '' };
  });
  if (!watching) return;
  const attributes = [...new Set([...IDENTITY_ATTRIBUTES, ...[...pageRegistry(win).widgets.values()].flatMap((widget) => widget.attributes ?? [])])].sort();
  if (attributes.join() === watching.attributes) return;
  watching.attributes = attributes.join();
  // Observing the same node again replaces the options: the wider filter from now on.
  watching.observer.observe(win.document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: attributes });
}

/** What one batch of the page's mutations means for the widgets: remove, remount, mount. */
export function followChanges(win: Window, records: readonly MutationRecord[]): void {
  const doc = win.document;
  const { mounts } = pageRegistry(win);
  const remount = new Set<Element>();
  const added: Element[] = [];
  let removed = false;
  const widgetOfData = (script: HTMLScriptElement) => {
    const element = doc.getElementById(script.id.slice(0, -DATA_SUFFIX.length));
    if (element && mounts.has(element)) remount.add(element);
  };
  for (const record of records) {
    const script = dataScriptOf(record.target);
    if (script) {
      widgetOfData(script);
      continue;
    }
    const target = elementOf(record.target);
    if (!target) continue;
    if (record.type === 'attributes') {
      if (mounts.has(target)) remount.add(target);
      else if (!target.closest(OWN_OUTPUT)) added.push(target);
      continue;
    }
    if (target.closest(OWN_OUTPUT)) continue;
    if (record.removedNodes.length > 0) removed = true;
    for (const node of record.addedNodes) {
      if (node.nodeType !== 1) continue;
      const element = node as Element;
      if (element.tagName === 'SCRIPT') {
        if (element.id.endsWith(DATA_SUFFIX)) widgetOfData(element as HTMLScriptElement);
      } else {
        added.push(element);
      }
    }
  }
  if (removed) releaseDetachedIn(win);
  for (const element of remount) {
    if (!element.isConnected) continue;
    unmountIn(win, element);
    added.push(element);
  }
  for (const element of added) if (element.isConnected) mountIn(win, element);
}
