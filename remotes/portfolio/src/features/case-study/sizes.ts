/**
 * `sizes` attributes for the layouts of the template, from Bootstrap's container widths (less the gutter): the
 * browser picks the smallest generated file that fills the slot.
 */
const containerSlots: readonly (readonly [minWidth: number, contentWidth: number])[] = [
  [1400, 1296],
  [1200, 1116],
  [992, 936],
  [768, 696],
  [576, 516],
];

/** A slot that is `fraction` of the container from `fromWidth` up, and `smallFraction` of the viewport below it. */
function slotSizes(fraction: number, fromWidth: number, smallFraction: number): string {
  const wide = containerSlots
    .filter(([minWidth]) => minWidth >= fromWidth)
    .map(([minWidth, contentWidth]) => `(min-width: ${minWidth}px) ${Math.ceil(contentWidth * fraction)}px`);
  return [...wide, `${Math.round(smallFraction * 100)}vw`].join(', ');
}

/** As wide as the container. */
export const fullSizes = slotSizes(1, 0, 1);

/** One of `perRow` cells from medium screens up, one of two below. */
export function cellSizes(perRow: number): string {
  return slotSizes(1 / perRow, 768, 1 / 2);
}

/** One of two videos side by side from medium screens up, full width below. */
export const halfSizes = slotSizes(1 / 2, 768, 1);
