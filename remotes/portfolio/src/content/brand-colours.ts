/** A colour of a client's brand family, shown as a tile of the case study's palette. */
export interface BrandColour {
  /** The brand (or sub-brand) the colour stands for. */
  readonly name: string;
  /** `#RRGGBB`; the rgb() label and the tile's text colour are computed from it. */
  readonly hex: string;
}

/** COMPACT Family Services and its six sister brands; the first is the logo's default colour. */
export const compactBrandColours = [
  { name: 'Compact', hex: '#2D81C4' },
  { name: 'Hillcrest', hex: '#00B473' },
  { name: 'Foster Care', hex: '#F26322' },
  { name: 'CompaCare', hex: '#C80000' },
  { name: 'Highlands', hex: '#EC2079' },
  { name: 'Safecare', hex: '#684E9D' },
  { name: 'Find', hex: '#FBAE17' },
] as const satisfies readonly BrandColour[];

/** Center for the Blind's signature orange. */
export const centerForTheBlindOrange = '#EFA220';
