import { centerForTheBlindOrange, compactBrandColours } from '../../../content/brand-colours';
import { black, contrastRatio, hexToRgb, readableTextColour, rgbLabel, white } from '../colour';

describe('rgbLabel', () => {
  it.each([
    ['#2D81C4', 'rgb(45, 129, 196)'],
    ['#00B473', 'rgb(0, 180, 115)'],
    ['#F26322', 'rgb(242, 99, 34)'],
    ['#C80000', 'rgb(200, 0, 0)'],
    ['#EC2079', 'rgb(236, 32, 121)'],
    ['#684E9D', 'rgb(104, 78, 157)'],
    ['#FBAE17', 'rgb(251, 174, 23)'],
    ['#efa220', 'rgb(239, 162, 32)'],
  ])('%s → %s', (hex, label) => {
    expect(rgbLabel(hex)).toBe(label);
  });

  it('refuses anything but #RRGGBB', () => {
    expect(() => hexToRgb('#FFF')).toThrow('Not a #RRGGBB colour: "#FFF"');
    expect(() => hexToRgb('rgb(0, 0, 0)')).toThrow();
  });
});

describe('contrast', () => {
  it('matches the WCAG extremes', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // #767676 is the well-known lightest grey that passes AA on white.
    expect(contrastRatio('#767676', white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', white)).toBeLessThan(4.5);
  });

  it('picks white on dark and black on light backgrounds', () => {
    expect(readableTextColour('#C80000')).toBe(white);
    expect(readableTextColour('#684E9D')).toBe(white);
    expect(readableTextColour('#FBAE17')).toBe(black);
    expect(readableTextColour(centerForTheBlindOrange)).toBe(black);
  });

  const backgrounds: readonly (readonly [name: string, hex: string])[] = [
    ...compactBrandColours.map((colour) => [colour.name, colour.hex] as const),
    ['Center for the Blind', centerForTheBlindOrange],
  ];
  it.each(backgrounds)('text on %s (%s) meets WCAG AA (4.5:1)', (_name, hex) => {
    expect(contrastRatio(hex, readableTextColour(hex))).toBeGreaterThanOrEqual(4.5);
  });
});
