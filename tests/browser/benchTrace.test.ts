/**
 * The bench's time attribution (tests/bench/traceSplit.mjs, `npm run bench:trace`): one
 * made-up trace, split into what the main thread did and what the page waited for.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the bench, without types
import { splitTrace } from '../bench/traceSplit.mjs';

const PAGE = 'http://localhost/bench/page';
const PID = 1;
const TID = 1;
const ms = (n: number) => 1_000_000 + n * 1000;
const onMain = { pid: PID, tid: TID };
const task = (start: number, dur: number, cpu: number, children: object[] = []) => [
  { ...onMain, ph: 'X', name: 'RunTask', ts: ms(start), dur: dur * 1000, tdur: cpu * 1000 },
  ...children,
];
const request = (id: string, url: string, start: number, end: number) => [
  { pid: PID, tid: TID, ph: 'I', name: 'ResourceSendRequest', ts: ms(start), args: { data: { requestId: id, url } } },
  { pid: PID, tid: TID, ph: 'I', name: 'ResourceFinish', ts: ms(end), args: { data: { requestId: id, finishTime: ms(end) / 1e6, encodedDataLength: 2048 } } },
];

// 0-10 ms the page; 10-40 the entry file; 40-50 its code runs (half on the CPU); 50-90 the
// service answers while nothing else is on its way; 90-100 layout.
const events = [
  { ...onMain, ph: 'R', name: 'navigationStart', ts: ms(0), args: { data: { documentLoaderURL: PAGE } } },
  ...request('page', PAGE, 0, 10),
  ...request('1', 'http://localhost/widgets/entry.js', 10, 40),
  ...request('2', 'http://localhost/api/Product/GetItem', 50, 90),
  ...request('3', 'http://localhost/api/Product/GetProductSquare', 95, 120),
  ...request('4', 'http://localhost/api/Customer/GetRecentlyOrderedItems', 130, 150),
  ...task(40, 10, 5, [{ ...onMain, ph: 'X', name: 'v8.compileModule', ts: ms(40), dur: 10_000, args: { fileName: 'http://localhost/widgets/entry.js' } }]),
  ...task(90, 10, 10, [{ ...onMain, ph: 'X', name: 'Layout', ts: ms(90), dur: 10_000 }]),
];

describe('bench trace split', () => {
  const split = splitTrace(events, { pageUrl: PAGE, paintedMs: 100, original: () => null });

  it('labels the idle main thread by what the page waited for: the page, our files, the service', () => {
    expect(split.categories['waiting: the page (HTML)']).toBeCloseTo(10, 0);
    expect(split.categories['waiting: our files (download)']).toBeCloseTo(30, 0);
    expect(split.categories['waiting: the service']).toBeCloseTo(40, 0);
  });

  it("counts a task's time off the CPU apart from its work", () => {
    expect(split.categories['compile (main thread)']).toBeCloseTo(5, 0);
    expect(split.categories['main thread off the CPU (machine busy, CPU slowdown)']).toBeCloseTo(5, 0);
    expect(split.categories['browser: style, layout, paint']).toBeCloseTo(10, 0);
    expect(split.files[0]).toMatchObject({ file: 'entry.js', requested: 10, arrived: 40, compileMs: 5 });
  });

  it('lists each service call that left before the paint, with the calls that had answered before it left', () => {
    expect(split.calls).toEqual([
      { call: 'Product/GetItem', start: 50, end: 90, after: [], alongside: [] },
      { call: 'Product/GetProductSquare', start: 95, end: 120, after: ['Product/GetItem'], alongside: [] },
    ]);
  });
});
