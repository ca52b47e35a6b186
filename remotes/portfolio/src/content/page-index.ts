/**
 * The team pages' slugs, in order, with only what a link to one needs: routes and paths read this list, so the first
 * page load carries none of the pages' content (team.ts is loaded with its page); a test checks that team.ts lists
 * the same slugs in the same order. The case studies' slugs are read from their files (case-study-index.ts).
 */
export const teamSlugs = ['sonny', 'james'] as const;

export type TeamSlug = (typeof teamSlugs)[number];
