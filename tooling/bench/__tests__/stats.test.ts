import { median, medianOrNull, nearestToMedian } from '../stats';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([3000, 900, 1000])).toBe(1000);
    expect(median([5])).toBe(5);
  });

  it('is the mean of the middle two of an even count', () => {
    expect(median([60, 50, 70, 100])).toBe(65);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow('median of no values');
  });

  it('skips missing values, and is null for none', () => {
    expect(medianOrNull([null, 2, 4, null])).toBe(3);
    expect(medianOrNull([null])).toBeNull();
  });

  it('finds the run nearest the median', () => {
    expect(nearestToMedian([50, 70, 60])).toBe(2);
    expect(nearestToMedian([50, 70])).toBe(0);
  });
});
