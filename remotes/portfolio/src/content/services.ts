/** What the agency offers: the /about list and the home page's Approach columns. */
export interface Service {
  readonly name: string;
  /** One sentence on what the service gives a client. */
  readonly description: string;
}

/** The eight services of /about, in their order (docs/product.md). */
export const services: readonly Service[] = [
  {
    name: 'Brand identity',
    description: 'Names, marks, colour and type that let people recognise you at a glance and remember you later.',
  },
  {
    name: 'Web and mobile',
    description: 'Sites and app screens that are quick to load, easy to use and built to grow with your business.',
  },
  {
    name: 'Packaging',
    description: 'Boxes, labels and bags that win the shelf and still make sense once they reach the kitchen table.',
  },
  {
    name: 'Environmental',
    description: 'Signage, wall graphics and wayfinding that carry your brand into the rooms where people meet it.',
  },
  {
    name: 'Video',
    description:
      'From the first storyboard to the final colour grade: spots, series and stories shot and cut in-house.',
  },
  {
    name: 'Photography',
    description: 'Studio and location photography of people, products and places, lit with care and ready to publish.',
  },
  {
    name: 'Programming',
    description: 'Custom web development and small tools that connect your content, your data and your customers.',
  },
  {
    name: 'Print',
    description: 'Brochures, posters and large-format pieces prepared for press and checked through to delivery.',
  },
];

/** One column of the home page's Approach section: a phase of the work and what it covers. */
export interface ApproachPhase {
  readonly name: string;
  readonly summary: string;
  readonly items: readonly string[];
}

/** How a project runs, from the first idea to the finished piece: the home page's Approach (docs/product.md). */
export const approach: readonly ApproachPhase[] = [
  {
    name: 'Imagine',
    summary: 'We start by listening, then map where the brand should go and how the work will reach people.',
    items: ['Brand strategy', 'Delivery strategy'],
  },
  {
    name: 'Design',
    summary: 'Ideas become things people can see, hold and use, tested against the goals we set together.',
    items: ['Brand identity', 'Web and mobile', 'Packaging', 'Environmental'],
  },
  {
    name: 'Delivery',
    summary: 'We see every piece through production, so what ships is exactly what was approved.',
    items: ['Print production', 'Digital production', 'Web development'],
  },
];
