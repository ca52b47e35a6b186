import { screen, waitFor } from '@testing-library/react';
import { agencyContact } from '@mediavelocity/contract';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { slugPath } from '../../../app/paths';
import { team, type TeamMember } from '../../../content/team';
import { TeamMemberPage } from '../team-member-page';

function member(slug: string): TeamMember {
  const found = team.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No team member ${slug}`);
  return found;
}

function renderMember(slug: string) {
  return renderWithRouter(<TeamMemberPage member={member(slug)} />, { path: slugPath(slug) });
}

/** The page's text nodes, one a line (textContent would run adjacent words together). */
function textLines(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const lines: string[] = [];
  while (walker.nextNode()) lines.push(walker.currentNode.textContent ?? '');
  return lines;
}

/** Every heading's level, in document order. */
function headingLevels(): number[] {
  return screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
}

describe('TeamMemberPage', () => {
  it.each([
    ['sonny', 'Sonny', 'Mediavelocity Sonny'],
    ['james', 'James', 'Mediavelocity James'],
  ])('/%s has the h1 %s and the title %s', async (slug, heading, title) => {
    renderMember(slug);
    await waitFor(() => expect(document.title).toBe(title));
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(heading);
    const levels = headingLevels();
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
  });

  describe('the résumé at /sonny', () => {
    it('has contact, skills, profile, work experience and references, in that order', () => {
      renderMember('sonny');
      const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      expect(sections).toEqual(['Contact', 'Skills', 'Profile', 'Work experience', 'References']);
    });

    it('is reached by the agency email only: no other email, no phone number, no street address', () => {
      const { container } = renderMember('sonny');
      const hrefs = Array.from(container.querySelectorAll('a'), (link) => link.getAttribute('href') ?? '');
      const everything = [...textLines(container), ...hrefs].join('\n');

      const emails = new Set(everything.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g));
      expect([...emails]).toEqual([agencyContact.email]);
      expect(hrefs.every((href) => href.startsWith(`mailto:${agencyContact.email}`))).toBe(true);

      expect(everything).not.toMatch(/tel:/i);
      expect(everything).not.toMatch(/\+?\d?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/);
      expect(everything).not.toMatch(
        /\b\d{1,5}\s+(\w+\s+){0,3}(street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way)\b\.?/i,
      );
      expect(everything).not.toMatch(/\b(p\.?\s?o\.?\s?box|suite|apt\.?)\s*\d/i);
      expect(everything).not.toMatch(/\b\d{5}(-\d{4})?\b/);
    });

    it('names references by role and company only', () => {
      renderMember('sonny');
      const sonny = member('sonny');
      for (const reference of sonny.resume?.references ?? []) {
        expect(screen.getByText(`${reference.role}, ${reference.company}`)).toBeInTheDocument();
      }
      expect(Object.keys(sonny.resume?.references[0] ?? {}).sort()).toEqual(['company', 'role']);
    });

    it('lists skills and work experience', () => {
      renderMember('sonny');
      const resume = member('sonny').resume;
      expect(resume?.skills.length).toBeGreaterThan(0);
      for (const skill of resume?.skills ?? []) expect(screen.getByText(skill)).toBeInTheDocument();
      for (const job of resume?.experience ?? []) {
        expect(screen.getByRole('heading', { level: 3, name: `${job.role}, ${job.company}` })).toBeInTheDocument();
      }
    });
  });

  it('/james is a short profile without a résumé', () => {
    renderMember('james');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByText(member('james').role)).toBeInTheDocument();
  });
});
