import { act, render, screen } from '@testing-library/react';
import { useId } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { errorReporterLoaded } from '../testing/errorReporter';
import { SearchPageDataSchema } from '../contract/pageData';
import { testPageContext, writeJsonScript, writePageContext } from '../testing/pageData';
import { readWidgetData } from './pageData';
import { pageErrorReporter } from './errorReporter';
import { MOUNTED_ATTRIBUTE } from './registry';
import { defineWidget, FIRST_VIEW_WAIT_MS, mountAll, startEntry, unmountAll } from './widget';
import { useWidgetEnv } from './widgetEnv';
import { NOTICE_TEXT } from './WidgetNotice';

let consoleError: MockInstance<typeof console.error>;
let sendBeacon: MockInstance<(url: string, data?: BodyInit | null) => boolean>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  sendBeacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
  Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
});
afterEach(() => {
  // The page's error reporter outlives every widget; each test is a new page.
  pageErrorReporter(window)?.dispose();
  Reflect.deleteProperty(window.navigator, 'sendBeacon');
  consoleError.mockRestore();
});

/** The logFromClient messages sent by beacon when the page is hidden. */
async function reportedOnPageHide(): Promise<string[]> {
  await errorReporterLoaded();
  window.dispatchEvent(new Event('pagehide'));
  return Promise.all(
    sendBeacon.mock.calls.map(async ([url, data]) => {
      expect(url).toBe('https://shop.test/api/Cart/logFromClient');
      return (JSON.parse(await (data as Blob).text()) as { message: string }).message;
    }),
  );
}

function Badge() {
  const env = useWidgetEnv();
  return <p>Badge in #{env.element.id}</p>;
}

const badge = defineWidget({
  name: 'cart-badge',
  selector: '[data-sf-widget="cart-badge"]',
  render: () => <Badge />,
});

const searchRequest = {
  searchTerm: 'bench',
  filters: [],
  categoryId: null,
  isSuperSaver: false,
  manufacturerId: null,
  take: 18,
  sort: 'score',
};

const searchPage = defineWidget({
  name: 'search-page',
  selector: '#searchPage',
  settings: { script: SearchPageDataSchema },
  render: (_env, data) => <h2>Results for {data.searchRequest.searchTerm} by {data.searchRequest.sort}, {data.searchRequest.take} a page</h2>,
});

function addMountPoint(html: string, parent: ParentNode = document.body): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild as HTMLElement;
  parent.append(element);
  return element;
}

const addBadge = (id: string, parent?: ParentNode) =>
  addMountPoint(`<span id="${id}" data-sf-widget="cart-badge"></span>`, parent);

function start(definitions = [badge, searchPage]) {
  act(() => startEntry(definitions, window));
}

describe('startEntry', () => {
  it('mounts every mount point of its widgets, each in its own root', () => {
    writePageContext();
    addBadge('badge-1');
    addBadge('badge-2');
    start([badge]);
    expect(screen.getByText('Badge in #badge-1')).toBeTruthy();
    expect(screen.getByText('Badge in #badge-2')).toBeTruthy();
    expect(document.getElementById('badge-1')?.getAttribute(MOUNTED_ATTRIBUTE)).toBe('cart-badge');
    expect(document.getElementById('badge-1')?.classList.contains('sf-root')).toBe(true);
  });

  it('mounts each element once when the entry is started twice', () => {
    writePageContext();
    const renders = vi.fn();
    const counted = defineWidget({
      name: 'counted',
      selector: '#counted',
      render: () => {
        renders();
        return <p>Counted</p>;
      },
    });
    addMountPoint('<div id="counted"></div>');
    start([counted]);
    start([counted]);
    act(() => window.StorefrontWidgets?.mountAll?.());
    expect(screen.getAllByText('Counted')).toHaveLength(1);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('[data-sf-portal]')).toHaveLength(1);
  });

  it('mounts each element once when a second copy of the bundle starts the same entry', async () => {
    writePageContext();
    addBadge('badge-1');
    start([badge]);
    vi.resetModules();
    const copy = await import('./widget');
    const copyReact = await import('react');
    const copyBadge = copy.defineWidget({
      name: 'cart-badge',
      selector: '[data-sf-widget="cart-badge"]',
      render: () => <p>Badge from the second copy</p>,
    });
    await copyReact.act(async () => copy.startEntry([copyBadge], window));
    expect(screen.getByText('Badge in #badge-1')).toBeTruthy();
    expect(screen.queryByText('Badge from the second copy')).toBeNull();
    // The second copy's mountAll reaches the first copy's registry.
    addBadge('badge-2');
    act(() => copy.mountAll(document, window));
    expect(screen.getByText('Badge in #badge-2')).toBeTruthy();
  });

  it('waits for DOMContentLoaded when the document is still loading', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      start([badge]);
      writePageContext();
      addBadge('badge-late');
      expect(screen.queryByText('Badge in #badge-late')).toBeNull();
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
    act(() => {
      document.dispatchEvent(new Event('DOMContentLoaded'));
    });
    expect(screen.getByText('Badge in #badge-late')).toBeTruthy();
  });

  it('gives every root its own useId prefix, so ids stay unique on the page', () => {
    writePageContext();
    function Labelled() {
      const id = useId();
      return <span data-testid="labelled" id={id} />;
    }
    const labelled = defineWidget({ name: 'labelled', selector: '.labelled', render: () => <Labelled /> });
    addMountPoint('<div class="labelled"></div>');
    addMountPoint('<div class="labelled"></div>');
    start([labelled]);
    const ids = screen.getAllByTestId('labelled').map((element) => element.id);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('WidgetEnv', () => {
  it('hands the widget its element, the page context, the page bus and a portal container', () => {
    writePageContext(testPageContext({ warehouseCode: '2002' }));
    const seen: unknown[] = [];
    function Probe() {
      const env = useWidgetEnv();
      seen.push(env);
      return null;
    }
    addMountPoint('<div id="probe"></div>');
    start([defineWidget({ name: 'probe', selector: '#probe', render: () => <Probe /> })]);
    const env = seen[0] as ReturnType<typeof useWidgetEnv>;
    expect(env.element).toBe(document.getElementById('probe'));
    expect(env.context.warehouseCode).toBe('2002');
    expect(env.bus).toBe(window.StorefrontWidgets?.bus);
    expect(env.window).toBe(window);
    expect(env.portalContainer.parentElement).toBe(document.body);
    expect(env.portalContainer.classList.contains('sf-root')).toBe(true);
    expect(typeof env.client.call).toBe('function');
  });

  it('explains itself when used outside a widget', () => {
    function Outside() {
      useWidgetEnv();
      return null;
    }
    expect(() => render(<Outside />)).toThrow(/useWidgetEnv: no widget environment here/);
  });
});

describe('mountAll', () => {
  it('mounts mount points a CMS inserts later, under the given root, once', () => {
    writePageContext();
    start([badge]);
    const section = addMountPoint('<section></section>');
    addBadge('badge-in-section', section);
    addBadge('badge-elsewhere');
    act(() => mountAll(section));
    expect(screen.getByText('Badge in #badge-in-section')).toBeTruthy();
    expect(screen.queryByText('Badge in #badge-elsewhere')).toBeNull();
    act(() => mountAll(section));
    act(() => window.StorefrontWidgets?.mountAll?.(section));
    expect(screen.getAllByText('Badge in #badge-in-section')).toHaveLength(1);
  });

  it('mounts the root itself when it is a mount point', () => {
    writePageContext();
    start([badge]);
    const element = addBadge('badge-root');
    act(() => window.StorefrontWidgets?.mountAll?.(element));
    expect(screen.getByText('Badge in #badge-root')).toBeTruthy();
  });

  it('mounts a fresh copy of already mounted markup (the mark is not the source of truth)', () => {
    writePageContext();
    const original = addBadge('badge-1');
    start([badge]);
    const clone = original.cloneNode(false) as HTMLElement;
    clone.id = 'badge-clone';
    document.body.append(clone);
    expect(clone.hasAttribute(MOUNTED_ATTRIBUTE)).toBe(true);
    act(() => mountAll());
    expect(screen.getByText('Badge in #badge-clone')).toBeTruthy();
  });
});

describe('mountAll after a CMS removed a section', () => {
  it('unmounts widgets whose element left the document, removing their portal containers', () => {
    writePageContext();
    const section = addMountPoint('<section></section>');
    addBadge('badge-old', section);
    start([badge]);
    expect(document.querySelectorAll('[data-sf-portal]')).toHaveLength(1);
    section.remove();
    addBadge('badge-new');
    act(() => mountAll());
    expect(screen.getByText('Badge in #badge-new')).toBeTruthy();
    expect(document.querySelectorAll('[data-sf-portal]')).toHaveLength(1);
    expect(section.querySelector('#badge-old')?.textContent).toBe('');
  });
});

describe('unmountAll', () => {
  it('unmounts the widgets under the root and removes their portal containers', () => {
    writePageContext();
    const kept = addBadge('badge-kept');
    const section = addMountPoint('<section></section>');
    const removed = addBadge('badge-removed', section);
    start([badge]);
    expect(document.querySelectorAll('[data-sf-portal]')).toHaveLength(2);
    act(() => unmountAll(section));
    expect(removed.textContent).toBe('');
    expect(removed.hasAttribute(MOUNTED_ATTRIBUTE)).toBe(false);
    expect(kept.textContent).toBe('Badge in #badge-kept');
    expect(document.querySelectorAll('[data-sf-portal]')).toHaveLength(1);
    // Unmounted elements can be mounted again.
    act(() => mountAll(section));
    expect(removed.textContent).toBe('Badge in #badge-removed');
  });
});

describe('start', () => {
  it('begins before the first render and stops on unmount, also when the widget never rendered', () => {
    writePageContext();
    const element = addBadge('badge-started');
    const stop = vi.fn();
    const started = vi.fn(() => ({ value: 'session', stop }));
    const renders: string[] = [];
    const widget = defineWidget({
      name: 'started',
      selector: '#badge-started',
      start: started,
      render: (_env, _data, session) => {
        renders.push(session);
        return <p>{session}</p>;
      },
    });
    startEntry([widget]);
    expect(started).toHaveBeenCalledOnce();
    unmountAll();
    expect(stop).toHaveBeenCalledOnce();
    expect(element.textContent).toBe('');
    expect(renders).toEqual([]);
  });

  it('draws once its firstView settles, not before (no placeholder frame ahead of a fast answer)', async () => {
    writePageContext();
    const element = addBadge('badge-first-view');
    let arrive!: () => void;
    const firstView = new Promise<void>((resolve) => (arrive = resolve));
    const widget = defineWidget({
      name: 'first-view',
      selector: '#badge-first-view',
      start: () => ({ value: 'results', stop: () => undefined, firstView }),
      render: (_env, _data, value) => <p>{value}</p>,
    });
    act(() => startEntry([widget]));
    expect(element.textContent).toBe('');
    await act(async () => arrive());
    expect(element.textContent).toBe('results');
  });

  it('draws anyway after FIRST_VIEW_WAIT_MS when the firstView is slow, and only once', async () => {
    vi.useFakeTimers();
    try {
      writePageContext();
      const element = addBadge('badge-slow-view');
      let arrive!: () => void;
      const firstView = new Promise<void>((resolve) => (arrive = resolve));
      const renders = vi.fn(() => <p>skeleton</p>);
      const widget = defineWidget({
        name: 'slow-view',
        selector: '#badge-slow-view',
        start: () => ({ value: null, stop: () => undefined, firstView }),
        render: renders,
      });
      act(() => startEntry([widget]));
      act(() => vi.advanceTimersByTime(FIRST_VIEW_WAIT_MS - 1));
      expect(element.textContent).toBe('');
      act(() => vi.advanceTimersByTime(1));
      expect(element.textContent).toBe('skeleton');
      await act(async () => arrive());
      expect(renders).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws nothing when unmounted before its firstView settled, and stops', async () => {
    writePageContext();
    const element = addBadge('badge-gone-view');
    let fail!: (error: Error) => void;
    const firstView = new Promise<void>((_resolve, reject) => (fail = reject));
    const stop = vi.fn();
    const widget = defineWidget({
      name: 'gone-view',
      selector: '#badge-gone-view',
      start: () => ({ value: null, stop, firstView }),
      render: () => <p>never</p>,
    });
    act(() => startEntry([widget]));
    unmountAll();
    await act(async () => fail(new Error('aborted')));
    expect(stop).toHaveBeenCalledOnce();
    expect(element.textContent).toBe('');
  });

  it('shows the crash notice in that widget only when starting throws', () => {
    writePageContext();
    const element = addBadge('badge-broken');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const widget = defineWidget({
      name: 'broken',
      selector: '#badge-broken',
      start: () => {
        throw new Error('no stores');
      },
      render: () => <p>never</p>,
    });
    act(() => startEntry([widget]));
    expect(element.textContent).toBe(NOTICE_TEXT.crash);
  });
});

describe('error boundary', () => {
  it('shows a notice in the crashed widget only and logs one error naming it', () => {
    writePageContext();
    function Broken(): never {
      throw new Error('price table missing');
    }
    addMountPoint('<div id="broken"></div>');
    addBadge('badge-1');
    start([defineWidget({ name: 'broken', selector: '#broken', render: () => <Broken /> }), badge]);
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toBe(NOTICE_TEXT.crash);
    expect(document.getElementById('broken')?.contains(notice)).toBe(true);
    expect(screen.getByText('Badge in #badge-1')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('the "broken" widget in #broken failed while showing (price table missing)');
  });

  it('reports the crash to Cart/logFromClient when the page is hidden', async () => {
    writePageContext();
    function Broken(): never {
      throw new Error('price table missing');
    }
    addMountPoint('<div id="broken"></div>');
    start([defineWidget({ name: 'broken', selector: '#broken', render: () => <Broken /> })]);
    const messages = await reportedOnPageHide();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('[crash] "broken" in #broken: price table missing');
    expect(messages[0]).not.toContain('test-token');
  });

  it('catches an exception thrown by render itself', () => {
    writePageContext();
    addMountPoint('<div id="broken"></div>');
    start([
      defineWidget({
        name: 'broken',
        selector: '#broken',
        render: () => {
          throw new Error('wiring bug');
        },
      }),
    ]);
    expect(screen.getByRole('alert').textContent).toBe(NOTICE_TEXT.crash);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('settings an editor got wrong (HOST-CONTRACT section 11)', () => {
  let consoleWarn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  const withWrongSort = { category: null, superSaverCategory: null, searchRequest: { ...searchRequest, sort: 'bestselling', take: 'twenty' } };
  const SORT_PROBLEM =
    'searchRequest.sort: "bestselling" is not one of score, sortOrder, manufacturerNameSort, itemNumberExact, itemItemListPrice, itemItemListPriceDesc; score is used.';

  it('draws with the defaults, shows buyers no note and warns once per setting on the console', () => {
    writePageContext();
    writeJsonScript('searchPage-data', withWrongSort);
    addMountPoint('<div id="searchPage"></div>');
    start([searchPage]);
    expect(screen.getByRole('heading', { name: 'Results for bench by score, 18 a page' })).toBeTruthy();
    expect(screen.queryByText('Settings to check')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn.mock.calls.map(([line]) => String(line))).toEqual([
      'StorefrontWidgets: #searchPage-data: searchRequest.take: "twenty" is not a whole number of at least 1; 18 is used. (With "preview": true in the page context, the page shows this to its editors.)',
      `StorefrontWidgets: #searchPage-data: ${SORT_PROBLEM} (With "preview": true in the page context, the page shows this to its editors.)`,
    ]);
    // Mounted again (a second element, a remount): no second warning.
    act(() => unmountAll());
    act(() => mountAll());
    expect(consoleWarn).toHaveBeenCalledTimes(2);
  });

  it('in preview mode, draws the widget under a "Settings to check" note with one item per setting (its code loaded on demand)', async () => {
    writePageContext({ ...testPageContext(), preview: true, warehouseCode: false });
    writeJsonScript('searchPage-data', withWrongSort);
    const element = addMountPoint('<div id="searchPage"></div>');
    start([searchPage]);
    expect(screen.getByRole('heading', { name: 'Results for bench by score, 18 a page' })).toBeTruthy();
    const note = await screen.findByRole('note');
    expect(note.nextElementSibling).toBe(element);
    expect(screen.getByRole('heading', { name: 'Settings to check' })).toBeTruthy();
    expect([...note.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'sf-context.warehouseCode: false is not text or a whole number of at least 0; 1001 is used.',
      'searchRequest.take: "twenty" is not a whole number of at least 1; 18 is used.',
      SORT_PROBLEM,
    ]);
    expect(consoleWarn).not.toHaveBeenCalled();
    act(() => unmountAll());
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('in preview mode, a widget unmounted before its note has loaded leaves no note behind', async () => {
    writePageContext({ ...testPageContext(), preview: true });
    writeJsonScript('searchPage-data', withWrongSort);
    addMountPoint('<div id="searchPage"></div>');
    start([searchPage]);
    act(() => unmountAll());
    await import('./settingsNote');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('in preview mode, a required setting missing stops the widget with the notice and the note says what it needs', async () => {
    writePageContext({ ...testPageContext(), preview: true });
    const { searchTerm: _, ...withoutTerm } = searchRequest;
    writeJsonScript('searchPage-data', { searchRequest: { ...withoutTerm, sort: 'bestselling' } });
    addMountPoint('<div id="searchPage"></div>');
    start([searchPage]);
    expect(screen.getByRole('alert').textContent).toBe(NOTICE_TEXT.pageData);
    expect([...(await screen.findByRole('note')).querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'searchRequest.searchTerm is missing: it must be text. The widget is not shown until it is fixed.',
      'searchRequest.sort: "bestselling" is not one of score, sortOrder, manufacturerNameSort, itemNumberExact, itemItemListPrice, itemItemListPriceDesc; its default would be used.',
    ]);
  });

  it('in preview mode, a page context that is not JSON names its line and column in every widget’s note', async () => {
    writePageContext('{"serviceUrl": "/api", "preview": true,\n  "companyUserId": 0,,\n}');
    writeJsonScript('searchPage-data', { searchRequest });
    addMountPoint('<div id="searchPage"></div>');
    addBadge('badge-1');
    start([searchPage, badge]);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    // The preview flag is read from the broken text: the note still shows, above each widget.
    const items = (await screen.findAllByRole('note')).map((note) => [...note.querySelectorAll('li')].map((item) => item.textContent));
    expect(items).toHaveLength(2);
    for (const list of items) expect(list).toEqual([expect.stringMatching(/^#sf-context is not valid JSON at line 2, column 22: .*\. The widget is not shown until it is fixed\.$/)]);
  });
});

describe('bad page data', () => {
  const validSearchData = { category: null, superSaverCategory: null, searchRequest };

  const cases: { name: string; arrange: () => void; logged: RegExp }[] = [
    {
      name: 'invalid JSON in the widget data',
      arrange: () => {
        writePageContext();
        writeJsonScript('searchPage-data', '{"searchRequest": ');
      },
      logged: /^#searchPage-data: the content is not valid JSON at line 1, column 19 \(it ends too early\): /,
    },
    {
      name: 'a missing widget data script',
      arrange: () => writePageContext(),
      logged: /^#searchPage-data: the page has no <script type="application\/json" id="searchPage-data">/,
    },
    {
      name: 'a required field of the wrong type',
      arrange: () => {
        writePageContext();
        writeJsonScript('searchPage-data', { ...validSearchData, searchRequest: { ...searchRequest, searchTerm: 5 } });
      },
      logged: /^#searchPage-data: searchRequest\.searchTerm: 5 is not text\./,
    },
    {
      name: 'a missing required field',
      arrange: () => {
        writePageContext();
        const { searchTerm: _, ...withoutTerm } = searchRequest;
        writeJsonScript('searchPage-data', { ...validSearchData, searchRequest: withoutTerm });
      },
      logged: /^#searchPage-data: searchRequest\.searchTerm is missing: it must be text\./,
    },
  ];

  it.each(cases)('$name: the widget shows a notice, logs one error, and the others still mount', ({ arrange, logged }) => {
    arrange();
    addMountPoint('<div id="searchPage"></div>');
    start([searchPage, defineWidget({ name: 'plain', selector: '#plain', render: () => <p>Plain widget</p> })]);
    addMountPoint('<div id="plain"></div>');
    act(() => mountAll());

    const notice = screen.getByRole('alert');
    expect(notice.textContent).toBe(NOTICE_TEXT.pageData);
    expect(document.getElementById('searchPage')?.contains(notice)).toBe(true);
    expect(screen.getByText('Plain widget')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledTimes(1);
    const message = String(consoleError.mock.calls[0]?.[0]);
    expect(message).toMatch(logged);
    expect(message).toContain('the "search-page" widget in #searchPage shows a notice instead');
  });

  it('reports bad widget data to Cart/logFromClient, naming the widget, element and field', async () => {
    writePageContext();
    writeJsonScript('searchPage-data', { ...validSearchData, searchRequest: { ...searchRequest, searchTerm: 5 } });
    addMountPoint('<div id="searchPage"></div>');
    start([searchPage]);
    const messages = await reportedOnPageHide();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('[page-data] "search-page" in #searchPage: #searchPage-data: searchRequest.searchTerm: 5 is not text');
  });

  it('sends no report when the page context itself is bad (there is no service to report to)', async () => {
    writePageContext('{"serviceUrl": ');
    addMountPoint('<div id="searchPage"></div>');
    start([searchPage]);
    expect(await reportedOnPageHide()).toEqual([]);
  });

  it.each([
    { name: 'a signed-in context without a customer', context: { ...testPageContext(), customer: null }, logged: /^#sf-context: sf-context\.customer is required when companyUserId is greater than 0/ },
    { name: 'invalid JSON in the context', context: '{"serviceUrl": ', logged: /^#sf-context: the content is not valid JSON at line 1, column 16 \(it ends too early\)/ },
    { name: 'a context of the wrong type', context: { ...testPageContext(), serviceUrl: 42 }, logged: /^#sf-context: sf-context\.serviceUrl: 42 is not text that is not empty\./ },
  ])('$name: every widget shows a notice and the page logs one error for it', ({ context, logged }) => {
    writePageContext(context);
    writeJsonScript('searchPage-data', validSearchData);
    addMountPoint('<div id="searchPage"></div>');
    addBadge('badge-1');
    addBadge('badge-2');
    start([searchPage, badge]);
    const notices = screen.getAllByRole('alert');
    expect(notices).toHaveLength(3);
    expect(notices.every((notice) => notice.textContent === NOTICE_TEXT.pageData)).toBe(true);
    expect(document.getElementById('badge-2')?.hasAttribute(MOUNTED_ATTRIBUTE)).toBe(true);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(logged);
  });

  it('a missing context stops every widget with one error', () => {
    addBadge('badge-1');
    addBadge('badge-2');
    start([badge]);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/^#sf-context: the page has no <script type="application\/json" id="sf-context">/);
  });

  it('only the widget with bad data shows a notice when the context is fine', () => {
    writePageContext();
    writeJsonScript('searchPage-data', { ...validSearchData, searchRequest: { ...searchRequest, searchTerm: 5 } });
    addMountPoint('<div id="searchPage"></div>');
    addBadge('badge-1');
    start([searchPage, badge]);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByText('Badge in #badge-1')).toBeTruthy();
  });

  it('reads widget data with the SPEC defaults filled in', () => {
    writePageContext();
    writeJsonScript('searchPage-data', { searchRequest });
    addMountPoint('<div id="searchPage"></div>');
    start([searchPage]);
    expect(screen.getByRole('heading', { name: 'Results for bench by score, 18 a page' })).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('a settings schema that throws something other than a PageDataError still ends in a notice', () => {
    writePageContext();
    addMountPoint('<div id="odd"></div>');
    writeJsonScript('odd-data', {});
    start([
      defineWidget({
        name: 'odd',
        selector: '#odd',
        settings: {
          script: v.pipe(
            v.object({}),
            v.transform(() => {
              throw new Error('a transform that throws');
            }),
          ),
        },
        render: () => <p>never</p>,
      }),
    ]);
    expect(screen.getByRole('alert').textContent).toBe(NOTICE_TEXT.pageData);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('the "odd" widget in #odd could not read its data');
  });
});
