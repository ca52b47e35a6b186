/** Median of the numbers (the mean of the middle two for an even count); throws for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (index: number): number => sorted[index] ?? Number.NaN;
  return sorted.length % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** Median of the values that are numbers; null when none is. */
export function medianOrNull(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : median(present);
}

/** Index of the value nearest the median (the first such), e.g. to keep one run's details as the representative. */
export function nearestToMedian(values: readonly number[]): number {
  const middle = median(values);
  let best = 0;
  values.forEach((value, index) => {
    if (Math.abs(value - middle) < Math.abs((values[best] ?? 0) - middle)) best = index;
  });
  return best;
}
