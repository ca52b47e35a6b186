import { approach, services } from '../services';

describe('services', () => {
  it('are the eight services of docs/product.md, each with a one-sentence description', () => {
    expect(services.map((service) => service.name)).toEqual([
      'Brand identity',
      'Web and mobile',
      'Packaging',
      'Environmental',
      'Video',
      'Photography',
      'Programming',
      'Print',
    ]);
    for (const service of services) {
      expect(service.description).toMatch(/^[A-Z][^.!?]*[.!?]$/);
    }
  });

  it('approach runs Imagine, Design, Delivery', () => {
    expect(approach.map((phase) => phase.name)).toEqual(['Imagine', 'Design', 'Delivery']);
  });
});
