/** The team pages (decisions.md: /sonny is the brand manager's résumé, /james a short placeholder profile). */
export interface TeamMember {
  readonly slug: string;
  readonly name: string;
  readonly role: string;
}

export const team: readonly TeamMember[] = [
  { slug: 'sonny', name: 'Sonny', role: 'Brand Manager' },
  { slug: 'james', name: 'James', role: 'Team Member' },
];
