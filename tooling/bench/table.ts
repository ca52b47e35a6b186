/** Plain-text tables that are also Markdown: aligned columns, a `|---|` rule, right-aligned numbers. */

export interface Column<Row> {
  readonly header: string;
  readonly align?: 'left' | 'right';
  readonly cell: (row: Row) => string;
}

const escapeCell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownTable<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const cells = rows.map((row) => columns.map((column) => escapeCell(column.cell(row))));
  const widths = columns.map((column, i) =>
    Math.max(3, escapeCell(column.header).length, ...cells.map((line) => (line[i] ?? '').length)),
  );
  const pad = (text: string, i: number): string => {
    const width = widths[i] ?? 0;
    return columns[i]?.align === 'right' ? text.padStart(width) : text.padEnd(width);
  };
  const line = (texts: readonly string[]): string => `| ${texts.map(pad).join(' | ')} |`;
  const rule = `| ${widths
    .map((width, i) => (columns[i]?.align === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)))
    .join(' | ')} |`;
  return [line(columns.map((column) => escapeCell(column.header))), rule, ...cells.map(line)].join('\n');
}

const DASH = '–';

/** A score 0–100, a median of several runs possibly ending in .5. */
export const formatScore = (score: number | null): string =>
  score === null ? DASH : String(Math.round(score * 10) / 10);

/** Milliseconds as Lighthouse shows them: seconds with one decimal from one second up. */
export const formatMs = (ms: number | null): string =>
  ms === null ? DASH : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;

export const formatCls = (cls: number | null): string => (cls === null ? DASH : cls.toFixed(3));

/** Bytes in KiB, one decimal. */
export const formatKiB = (bytes: number | null): string => (bytes === null ? DASH : `${(bytes / 1024).toFixed(1)} KiB`);
