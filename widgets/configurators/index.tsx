/**
 * configurators.js: the add-ons configurator and the three bench configurators
 * (HOST-CONTRACT section 1). Finds the mount points and mounts; nothing else.
 *
 * Request first: this file is React-free; each screen (with React) is its own file, loaded
 * only when the page has its mount point: a bench page never downloads the add-ons screen
 * and its quantity editor, nor the add-ons page the bench form and kit table (the
 * page-weight budget of issue 6).
 */
import { startEntry } from '../../src/runtime/widgetCore';
import { CONFIGURATOR_WIDGETS } from './definition';

export { CONFIGURATOR_WIDGETS };

if (typeof window !== 'undefined') startEntry(CONFIGURATOR_WIDGETS, window);
