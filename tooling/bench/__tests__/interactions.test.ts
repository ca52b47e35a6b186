import { interactionTable, medianAndWorst, runLatency, TARGET_MS } from '../interactions';

/** Event Timing entries of one click (pointerdown, pointerup, click share an id) and the pointerover before it (0). */
const click = [
  { interactionId: 0, startTime: 1000, duration: 96 },
  { interactionId: 7, startTime: 1004, duration: 88 },
  { interactionId: 7, startTime: 1005, duration: 88 },
  { interactionId: 7, startTime: 1005, duration: 72 },
];

describe("a run's latency, as INP counts it", () => {
  it('is its longest entry of an interaction, leaving out the events of none (here the pointerover)', () => {
    expect(runLatency(click)).toBe(88);
    expect(runLatency([...click, { interactionId: 9, startTime: 1300, duration: 112 }])).toBe(112);
  });

  it('lasts until the frame that draws the result, from the first input, when that frame comes later', () => {
    expect(runLatency(click, { madeAt: 1100, drawnAt: 1004 + 250 })).toBe(250);
    expect(runLatency(click, { madeAt: 1010, drawnAt: 1004 + 40 })).toBe(88);
  });

  const named = [
    { name: 'pointerdown', interactionId: 7, startTime: 1000, duration: 24 },
    { name: 'pointerup', interactionId: 7, startTime: 1080, duration: 16 },
    { name: 'click', interactionId: 7, startTime: 1081, duration: 40, processingEnd: 1100 },
  ];

  it("counts a later frame from the click, not from the press before it (the button's hold is the visitor's)", () => {
    expect(runLatency(named, { madeAt: 1130, drawnAt: 1081 + 90 })).toBe(90);
    expect(runLatency(named, { madeAt: 1105, drawnAt: 1081 + 30 })).toBe(40);
  });

  it("takes the click's own frame, not the work queued after it, when its handlers made the result", () => {
    expect(runLatency(named, { madeAt: 1095, drawnAt: 1081 + 90 })).toBe(40);
    expect(runLatency(named, { madeAt: 1100, drawnAt: 1081 + 90 })).toBe(40);
    // With no Event Timing entry for the click (all its events under 16 ms), when its handlers ended is not known.
    const quick = [{ name: 'click', interactionId: 1, startTime: 1081, duration: 16 }];
    expect(runLatency(quick, { madeAt: 1085, drawnAt: 1081 + 60 })).toBe(60);
  });

  it("counts an interaction whose events all took under 16 ms (no Event Timing entry) as the click's 16", () => {
    const start = { name: 'click', interactionId: 1, startTime: 1000, duration: 16 };
    expect(runLatency([start, { interactionId: 0, startTime: 990, duration: 8 }])).toBe(16);
    expect(runLatency([start, { name: 'click', interactionId: 7, startTime: 1000, duration: 24 }])).toBe(24);
  });

  it('refuses a run with no entry of an interaction rather than calling it fast', () => {
    expect(() => runLatency([{ interactionId: 0, startTime: 1000, duration: 200 }])).toThrow(/no Event Timing entry/);
    expect(() => runLatency([])).toThrow(/no Event Timing entry/);
  });
});

describe('the median and the worst of the runs', () => {
  it.each([
    [[80, 40, 120, 60, 50], 60, 120],
    [[40, 80, 60, 50], 55, 80],
    [[72], 72, 72],
  ])('of %j: median %d, worst %d', (values, median, worst) => {
    expect(medianAndWorst(values)).toEqual({ median, worst });
  });

  it('needs at least one run', () => {
    expect(() => medianAndWorst([])).toThrow('No latency to summarise.');
  });
});

describe('the table of interactions', () => {
  const results = [
    { name: 'Open the phone menu', path: '/', latencies: [56, 64, 48, 60, 52] },
    { name: 'Open the lightbox', path: '/csusa', latencies: [90, 96, 88, TARGET_MS + 1, 92] },
  ];

  it('shows each median and worst against the target, and names what is over it', () => {
    const { table, over } = interactionTable(results);
    expect(table.split('\n')).toEqual([
      '| Interaction         | Page   | Median |  Worst |   Target | OK  |',
      '| ------------------- | ------ | -----: | -----: | -------: | --- |',
      '| Open the phone menu | /      |  56 ms |  64 ms | ≤ 100 ms | yes |',
      '| Open the lightbox   | /csusa |  92 ms | 101 ms | ≤ 100 ms | no  |',
    ]);
    expect(over).toEqual(['Open the lightbox (worst 101 ms)']);
  });

  it('passes a worst run of exactly the target', () => {
    expect(interactionTable([{ name: 'Choose a filter', path: '/work', latencies: [TARGET_MS] }]).over).toEqual([]);
  });
});
