/**
 * What an editor sees about a widget's settings (HOST-CONTRACT section 11). In preview mode
 * (`"preview": true` in the page context) a note headed `Settings to check` is drawn just
 * above the widget's element, one item per problem; outside preview mode the console names
 * each setting once and buyers see nothing of it. Drawn with the DOM (a widget that stops
 * has no React), styled through the CSSOM only, so a strict style-src allows it. Loaded on
 * demand (widgetCore's `tellEditor`): buyers' pages never download it.
 */
import { problemText, type SettingProblem } from './settings';

export const SETTINGS_NOTE_HEADING = 'Settings to check';

const notes = new WeakMap<Element, HTMLElement>();

/**
 * Draws (or redraws) the note for `element` above it; returns its removal. `label` says which
 * widget it is about ('Search and category page (#searchPage)').
 */
export function showSettingsNote(element: HTMLElement, label: string, problems: readonly SettingProblem[]): () => void {
  const doc = element.ownerDocument;
  notes.get(element)?.remove();
  const note = doc.createElement('div');
  note.setAttribute('role', 'note');
  note.setAttribute('data-sf-settings-note', '');
  note.className = 'sf-settings-note';
  const style = note.style;
  style.setProperty('box-sizing', 'border-box');
  style.setProperty('margin', '0 0 12px');
  style.setProperty('padding', '12px 16px');
  style.setProperty('border', '2px solid var(--sf-color-warning, #a15c00)');
  style.setProperty('border-radius', 'var(--sf-radius-md, 6px)');
  style.setProperty('background', 'var(--sf-color-warning-surface, #fff7e6)');
  style.setProperty('color', 'var(--sf-color-text, #1f2933)');
  style.setProperty('font', '14px/1.45 var(--sf-font-family, system-ui, sans-serif)');
  style.setProperty('overflow-wrap', 'anywhere');
  const heading = doc.createElement('h2');
  heading.textContent = SETTINGS_NOTE_HEADING;
  heading.style.setProperty('margin', '0 0 4px');
  heading.style.setProperty('font-size', '16px');
  const about = doc.createElement('p');
  about.textContent = `${label}. Only editors see this note (preview mode).`;
  about.style.setProperty('margin', '0 0 8px');
  const list = doc.createElement('ul');
  list.style.setProperty('margin', '0');
  list.style.setProperty('padding-inline-start', '20px');
  for (const problem of problems) {
    const item = doc.createElement('li');
    item.textContent = problemText(problem);
    list.append(item);
  }
  note.append(heading, about, list);
  element.before(note);
  notes.set(element, note);
  return () => {
    note.remove();
    if (notes.get(element) === note) notes.delete(element);
  };
}
