import type { paths } from '../app/paths';

/** What search results and link previews say about each page: 50–160 characters, unique on the site. */
export const pageDescriptions: Readonly<Record<keyof typeof paths, string>> = {
  tools:
    'Free browser tools from Mediavelocity: a screen key with tracking markers for filming screens, and a loan calculator that shows its working.',
  screenTracker:
    'Turn any screen into a chroma-key backdrop with corner-pin tracking markers, a color picker and full screen, ready to be replaced in post.',
  calculator:
    'Work out the monthly payment on a fixed-rate loan from its amount, interest rate and term, with the formula and every step of the sum shown.',
};
