/** What the Screen Key & Track Marker does, as listed on /tools. Content, kept as data. */
export interface TrackerFeature {
  readonly name: string;
  readonly description: string;
}

export const trackerFeatures: readonly TrackerFeature[] = [
  {
    name: 'Corner-pin tracking markers',
    description:
      'High-contrast markers sit in all four corners, giving your tracking software solid points to lock on to, even as the camera moves.',
  },
  {
    name: 'Changeable background color',
    description:
      'Start from chroma-key green or pick any color that keys cleanly against your set, wardrobe and lighting.',
  },
  {
    name: 'Full screen',
    description: 'One click fills the whole display, so no tabs, toolbars or window edges end up in the shot.',
  },
  {
    name: 'Hide the menu',
    description: 'Tuck the controls away while you roll; a small menu button brings them straight back.',
  },
];
