import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { sitePages } from '../../../../../../tooling/seo/site-routes';
import { readCaseStudies } from '../../../../scripts/case-study-files';
import { projectsOn } from '../../../content/projects';
import { adjacentProjects, CONTACT_PATH, MoreProjects } from '../more-projects';

/** The case studies in the order of /work, read from their files (each tile's `position`), not from the list. */
const inOrder = readCaseStudies();

describe('previous and next projects', () => {
  it('follow the order of /work, every study once', () => {
    expect(projectsOn('work').map((tile) => tile.slug)).toEqual(inOrder.map((study) => study.slug));
  });

  it.each(inOrder.map((study, index) => [study.slug, index] as const))(
    '%s: the studies before and after it on /work, wrapping around at the ends',
    (slug, index) => {
      const previous = inOrder[(index - 1 + inOrder.length) % inOrder.length];
      const next = inOrder[(index + 1) % inOrder.length];
      expect(adjacentProjects(slug)).toEqual({
        previous: { name: previous?.project, path: `/${previous?.slug}` },
        next: { name: next?.project, path: `/${next?.slug}` },
      });

      renderWithRouter(<MoreProjects slug={slug} />, { path: `/${slug}` });
      const nav = screen.getByRole('navigation', { name: 'More projects' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('rel')])).toEqual([
        [`/${previous?.slug}`, 'prev'],
        [`/${next?.slug}`, 'next'],
      ]);
      expect(links[0]).toHaveAccessibleName(`Previous project: ${previous?.project}`);
      expect(links[1]).toHaveAccessibleName(`Next project: ${next?.project}`);
    },
  );

  it('wrap around: the first study’s previous is the last one, the last one’s next is the first', () => {
    const [first] = inOrder;
    const last = inOrder.at(-1);
    expect(adjacentProjects(first?.slug ?? '')?.previous.name).toBe(last?.project);
    expect(adjacentProjects(last?.slug ?? '')?.next.name).toBe(first?.project);
  });

  it('offer none when there is no other project', () => {
    expect(adjacentProjects('only', [{ slug: 'only', project: 'Only' }])).toBeNull();
  });

  it('offer none for a study the generated list lacks, and say on the console how to fix it', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithRouter(<MoreProjects slug="new-study" />, { path: '/new-study' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a project' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/"new-study".*npm run photos -w remotes\/portfolio/));
    error.mockRestore();
  });
});

describe('the call to start a project', () => {
  it('links to the contact page, which the site publishes', () => {
    renderWithRouter(<MoreProjects slug={inOrder[0]?.slug ?? ''} />);
    const section = screen.getByRole('region', { name: 'Have a project in mind?' });
    expect(within(section).getByRole('link', { name: 'Start a project' })).toHaveAttribute('href', CONTACT_PATH);
    expect(sitePages().map((page) => page.path)).toContain(CONTACT_PATH);
  });
});
