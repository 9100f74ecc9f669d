import { act, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { writeJsonScript, writePageContext } from '../testing/pageData';
import { readWidgetData } from './pageData';
import { defineWidget, startEntry } from './widget';

const Shelf = v.object({ label: v.string() });

function shelfWidget(stop = vi.fn()) {
  return defineWidget({
    name: 'shelf',
    selector: '[data-shelf]',
    settings: { script: Shelf },
    start: () => ({ value: null, stop }),
    render: (env, data) => <p>Shelf {data.label} in #{env.element.id}</p>,
  });
}

function badgeWidget(stop = vi.fn()) {
  return defineWidget({
    name: 'tag',
    selector: '[data-tag]',
    start: () => ({ value: null, stop }),
    render: (env) => <p>Tag {env.element.getAttribute('data-tag')}</p>,
  });
}

/** A widget that reads its `data-tag-label` attribute (declared settings). */
function labelWidget(stop = vi.fn()) {
  return defineWidget({
    name: 'label',
    selector: '[data-tag-label]',
    settings: { attributes: v.pipe(v.object({ 'data-tag-label': v.string() }), v.transform((raw) => raw['data-tag-label'])) },
    start: () => ({ value: null, stop }),
    render: (_env, label) => <p>Label {label}</p>,
  });
}

/** The observer reports in a microtask; React draws in act. */
const settle = () => act(async () => {});

describe('live changes (HOST-CONTRACT section 11)', () => {
  it('mounts a mount element added anywhere in the page, without mountAll', async () => {
    writePageContext();
    act(() => startEntry([badgeWidget()]));
    const slot = document.createElement('section');
    document.body.append(slot);
    slot.innerHTML = '<div><span data-tag="new"></span></div>';
    await settle();
    await waitFor(() => expect(screen.getByText('Tag new')).toBeTruthy());
  });

  it('unmounts a removed mount element: its stop runs, nothing is logged', async () => {
    writePageContext();
    const error = vi.spyOn(console, 'error');
    document.body.insertAdjacentHTML('beforeend', '<div id="a" data-tag="a"></div>');
    const stop = vi.fn();
    act(() => startEntry([badgeWidget(stop)]));
    await waitFor(() => expect(screen.getByText('Tag a')).toBeTruthy());
    document.getElementById('a')!.remove();
    await settle();
    expect(stop).toHaveBeenCalledOnce();
    expect(document.querySelector('[data-sf-portal="tag"]')).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('redraws a widget whose data script text changes, and leaves the other widgets as they are', async () => {
    writePageContext();
    document.body.insertAdjacentHTML('beforeend', '<div id="s1" data-shelf></div><div id="t" data-tag="kept"></div>');
    writeJsonScript('s1-data', { label: 'one' });
    const shelfStop = vi.fn();
    const tagStop = vi.fn();
    act(() => startEntry([shelfWidget(shelfStop), badgeWidget(tagStop)]));
    await waitFor(() => expect(screen.getByText('Shelf one in #s1')).toBeTruthy());
    document.getElementById('s1-data')!.textContent = JSON.stringify({ label: 'two' });
    await settle();
    await waitFor(() => expect(screen.getByText('Shelf two in #s1')).toBeTruthy());
    expect(shelfStop).toHaveBeenCalledOnce();
    expect(tagStop).not.toHaveBeenCalled();
    // A text node of the script edited in place (characterData) counts too.
    (document.getElementById('s1-data')!.firstChild as Text).data = JSON.stringify({ label: 'three' });
    await settle();
    await waitFor(() => expect(screen.getByText('Shelf three in #s1')).toBeTruthy());
  });

  it('redraws a widget whose declared attribute changes, and nothing for an attribute no widget reads', async () => {
    writePageContext();
    document.body.insertAdjacentHTML('beforeend', '<div id="t" data-tag-label="first"></div>');
    const stop = vi.fn();
    act(() => startEntry([labelWidget(stop)]));
    await waitFor(() => expect(screen.getByText('Label first')).toBeTruthy());
    document.getElementById('t')!.setAttribute('data-colour', 'red');
    await settle();
    expect(stop).not.toHaveBeenCalled();
    document.getElementById('t')!.setAttribute('data-tag-label', 'second');
    await settle();
    await waitFor(() => expect(screen.getByText('Label second')).toBeTruthy());
    expect(stop).toHaveBeenCalledOnce();
  });

  it('keeps the widget of a node moved elsewhere in the page', async () => {
    writePageContext();
    document.body.insertAdjacentHTML('beforeend', '<div id="from"><div id="t" data-tag="moved"></div></div><div id="to"></div>');
    const stop = vi.fn();
    act(() => startEntry([badgeWidget(stop)]));
    await waitFor(() => expect(screen.getByText('Tag moved')).toBeTruthy());
    document.getElementById('to')!.append(document.getElementById('t')!);
    await settle();
    expect(stop).not.toHaveBeenCalled();
    expect(document.getElementById('to')!.textContent).toBe('Tag moved');
  });

  it('follows a section replaced wholesale (a theme editor reloading it): the old widget unmounts, the new one mounts', async () => {
    writePageContext();
    document.body.insertAdjacentHTML('beforeend', '<section id="section"><div id="s1" data-shelf></div><script type="application/json" id="s1-data">{"label":"old"}</script></section>');
    const stop = vi.fn();
    act(() => startEntry([shelfWidget(stop)]));
    await waitFor(() => expect(screen.getByText('Shelf old in #s1')).toBeTruthy());
    document.getElementById('section')!.innerHTML = '<div id="s1" data-shelf></div><script type="application/json" id="s1-data">{"label":"new"}</script>';
    await settle();
    await waitFor(() => expect(screen.getByText('Shelf new in #s1')).toBeTruthy());
    expect(stop).toHaveBeenCalledOnce();
    expect(document.querySelectorAll('[data-sf-portal="shelf"]')).toHaveLength(1);
  });
});
