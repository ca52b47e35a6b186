import { readCaseStudies } from '../../../scripts/case-study-files';
import { featuredProjects } from '../featured-projects';
import { extraWorkProjects, projects, projectsOn } from '../projects';
import { tilePhoto } from '../tile-photos';
import { routePaths } from '../../app/paths';

const caseStudies = readCaseStudies();

describe('portfolio projects', () => {
  it('are the twelve projects, in the agency order', () => {
    expect(projects.map((project) => project.slug)).toEqual([
      'conklin',
      'dance-portraits',
      'csusa',
      'were-fans-too',
      'burning-miles',
      'mcmahonsplane',
      'springfield-little-theatre',
      'beverage-professor',
      'rangers-adventure',
      'food-photography',
      'center-for-the-blind',
      'hot-rod-show',
    ]);
  });

  it.each([...projects, ...extraWorkProjects])(
    '$slug takes its name, tile and alt text from its case study and has a tile photo',
    (project) => {
      const study = caseStudies.find((candidate) => candidate.slug === project.slug);
      expect(project.name).toBe(study?.project);
      expect(project.photo.alt).toBe(study?.tile.alt);
      expect(project).toMatchObject({
        categories: study?.tile.categories,
        pages: study?.tile.pages,
        featured: study?.tile.featured ?? false,
        backgroundSize: study?.tile.backgroundSize,
        backgroundPosition: study?.tile.backgroundPosition,
      });
      expect(project.photo).toEqual(tilePhoto(`tile-${project.slug}`, study?.tile.alt ?? ''));
      expect(project.photo.alt).not.toBe('');
      expect(project.categories.length).toBeGreaterThan(0);
    },
  );

  it('link to a path the remote publishes, one per case study', () => {
    for (const project of [...projects, ...extraWorkProjects]) {
      expect(routePaths).toContain(project.link);
      expect(project.link).toBe(`/${project.slug}`);
    }
  });

  it('have the categories docs/product.md gives', () => {
    const categories = Object.fromEntries(projects.map((project) => [project.slug, project.categories]));
    expect(categories).toMatchObject({
      conklin: ['photography'],
      csusa: ['photography', 'video'],
      'were-fans-too': ['photography', 'video'],
      'rangers-adventure': ['photography', 'design'],
      'center-for-the-blind': ['design'],
    });
  });

  it('put every case study on /work exactly once, and the twelve on /gallery', () => {
    const onWork = projectsOn('work').map((project) => project.slug);
    expect([...onWork].sort()).toEqual(caseStudies.map((study) => study.slug).sort());
    expect(projectsOn('gallery')).toEqual(projects);
  });

  it('put every case study on /work in the order of its tile position', () => {
    expect(projectsOn('work').map((project) => project.slug)).toEqual(caseStudies.map((study) => study.slug));
  });

  it('feature the case studies the home page must reach, in the order of docs/product.md, each also on /work', () => {
    const featured = featuredProjects.map((project) => project.slug);
    expect(featured).toEqual(['csusa', 'sports-fan', 'hellmanns-salad-recipes', 'compact']);
    expect(projectsOn('work')).toEqual(expect.arrayContaining([...featuredProjects]));
  });
});
