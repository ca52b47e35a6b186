import { caseStudies } from '../case-studies';
import { caseStudyIndex, teamSlugs } from '../page-index';
import { team } from '../team';

// The routes and tiles read the index; the pages read the content. Both must list the same pages.
describe('the page index', () => {
  it('lists every case study of the content, in the same order, under the same name', () => {
    expect(caseStudyIndex.map(({ slug, project }) => ({ slug, project }))).toEqual(
      caseStudies.map(({ slug, project }) => ({ slug, project })),
    );
  });

  it('lists every team member of the content, in the same order', () => {
    expect(teamSlugs).toEqual(team.map((member) => member.slug));
  });
});
