import { caseStudies } from '../case-studies';
import { featuredProjects } from '../featured-projects';
import { extraWorkProjects, projects, projectsOn } from '../projects';
import { tilePhoto } from '../tile-photos';
import { routePaths } from '../../app/paths';

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
    '$slug takes its name from its case study and has a tile photo',
    (project) => {
      const study = caseStudies.find((candidate) => candidate.slug === project.slug);
      expect(project.name).toBe(study?.project);
      expect(project.photo).toEqual(tilePhoto(`tile-${project.slug}`));
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

  it('have the categories decisions.md gives', () => {
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

  it('feature the case studies the home page must reach, among others, each also on /work', () => {
    const featured = featuredProjects.map((project) => project.slug);
    expect(featured).toEqual(expect.arrayContaining(['sports-fan', 'hellmanns-salad-recipes', 'compact']));
    expect(projectsOn('work')).toEqual(expect.arrayContaining([...featuredProjects]));
  });
});
