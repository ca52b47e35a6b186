import { formatCls, formatKiB, formatMs, formatScore, markdownTable } from '../table';

describe('markdownTable', () => {
  it('aligns the columns, numbers to the right, with a Markdown rule', () => {
    const table = markdownTable(
      [
        { header: 'Route', cell: (row: { path: string; kib: string }) => row.path },
        { header: 'JS', align: 'right', cell: (row) => row.kib },
      ],
      [
        { path: '/', kib: '155.6 KiB' },
        { path: '/a|b', kib: '1.0 KiB' },
      ],
    );
    expect(table).toBe(
      ['| Route |        JS |', '| ----- | --------: |', '| /     | 155.6 KiB |', '| /a\\|b |   1.0 KiB |'].join('\n'),
    );
  });

  it('keeps a header row and rule with no rows', () => {
    expect(markdownTable([{ header: 'A', cell: () => '' }], [])).toBe('| A   |\n| --- |');
  });
});

describe('formatting figures', () => {
  it('shows times as Lighthouse does', () => {
    expect(formatMs(976.2)).toBe('976 ms');
    expect(formatMs(4365.3)).toBe('4.4 s');
    expect(formatMs(null)).toBe('–');
  });

  it('shows scores, CLS and sizes', () => {
    expect(formatScore(63)).toBe('63');
    expect(formatScore(62.5)).toBe('62.5');
    expect(formatCls(0.0123)).toBe('0.012');
    expect(formatKiB(159305)).toBe('155.6 KiB');
    expect(formatKiB(null)).toBe('–');
  });
});
