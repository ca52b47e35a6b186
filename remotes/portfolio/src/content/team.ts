/**
 * The team pages (docs/product.md: /sonny is the brand manager's résumé, /james a short placeholder profile).
 * The résumé is placeholder content until the real one is supplied. By decision it never holds a home address, a
 * personal phone or a referee's private details: visitors write to the agency's email, and references are named
 * by role and company only.
 */
import type { TeamSlug } from './page-index';

export interface WorkExperience {
  readonly role: string;
  readonly company: string;
  readonly startYear: number;
  /** Absent while the role is current. */
  readonly endYear?: number;
  readonly summary: string;
}

/** A referee, named by role and company only. */
export interface Reference {
  readonly role: string;
  readonly company: string;
}

export interface Resume {
  readonly skills: readonly string[];
  readonly profile: readonly string[];
  readonly experience: readonly WorkExperience[];
  readonly references: readonly Reference[];
}

export interface TeamMember {
  /** Listed in page-index.ts too, which the routes read. */
  readonly slug: TeamSlug;
  readonly name: string;
  readonly role: string;
  /** A short introduction under the name. */
  readonly intro: string;
  /** What search results and link previews say about the page, 50–160 characters. */
  readonly description: string;
  /** The full résumé, for members who have one published. */
  readonly resume?: Resume;
}

export const team: readonly TeamMember[] = [
  {
    slug: 'sonny',
    name: 'Sonny',
    role: 'Brand Manager',
    intro: 'Keeps every brand we look after consistent, from the first sketch to the last print run.',
    description:
      "Sonny, brand manager at Mediavelocity: brand strategy, art direction and campaign planning that keep each client's brand consistent everywhere.",
    resume: {
      skills: [
        'Brand strategy and positioning',
        'Art direction for photo and video shoots',
        'Identity systems and brand guidelines',
        'Campaign planning across print and digital',
        'Client workshops and presentations',
        'Production budgeting and scheduling',
      ],
      profile: [
        'A brand manager with a designer’s eye and a producer’s sense of schedule. Sonny turns a client’s goals into ' +
          'a clear brief, then keeps photographers, designers and developers pulling in the same direction.',
        'Comfortable in a boardroom and on a set, Sonny cares most about brands that stay recognisable wherever ' +
          'people meet them: on a shelf, a screen, a banner or a delivery van.',
      ],
      experience: [
        {
          role: 'Brand Manager',
          company: 'Mediavelocity',
          startYear: 2017,
          summary:
            'Leads brand and campaign work for the agency’s clients, from discovery workshops to final delivery.',
        },
        {
          role: 'Senior Account Manager',
          company: 'Riverbend Creative Group',
          startYear: 2012,
          endYear: 2017,
          summary: 'Ran a portfolio of regional retail and non-profit accounts and their yearly campaign calendars.',
        },
        {
          role: 'Marketing Coordinator',
          company: 'Lakeside Outfitters Co.',
          startYear: 2008,
          endYear: 2012,
          summary: 'Coordinated catalogue shoots, in-store graphics and the launch of the company’s first web shop.',
        },
      ],
      references: [
        { role: 'Creative Director', company: 'Riverbend Creative Group' },
        { role: 'Director of Marketing', company: 'Lakeside Outfitters Co.' },
      ],
    },
  },
  {
    slug: 'james',
    name: 'James',
    role: 'Team Member',
    intro: 'James’s full profile is on its way. In the meantime, the agency is happy to introduce you.',
    description:
      'James is part of the Mediavelocity team. A full profile is on its way; until then, write to the studio and we will gladly introduce you.',
  },
];
