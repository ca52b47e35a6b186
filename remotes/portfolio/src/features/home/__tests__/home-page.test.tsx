import { screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { sectionPaths, slugPath } from '../../../app/paths';
import { featuredProjects } from '../../../content/featured-projects';
import { HomePage } from '../home-page';

describe('HomePage', () => {
  it('sets the title and names the logo h1 exactly "Mediavelocity"', async () => {
    renderWithRouter(<HomePage />);
    await waitFor(() => expect(document.title).toBe('Mediavelocity Creative'));
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveAccessibleName('Mediavelocity');
  });

  it('draws the logo with the parts its stylesheet animates, hidden from assistive technology', () => {
    renderWithRouter(<HomePage />);
    const h1 = screen.getByRole('heading', { level: 1 });
    const art = h1.querySelector('svg');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(art?.querySelector('.mv-logo__mark')).not.toBeNull();
    expect(art?.querySelector('.mv-logo__word')).not.toBeNull();
  });

  it('fits each word of the wordmark to a length of its own, end to end inside the drawing (no tspan: WebKit would ignore the length)', () => {
    renderWithRouter(<HomePage />);
    const word = screen.getByRole('heading', { level: 1 }).querySelector('.mv-logo__word');
    expect(word?.querySelector('tspan')).toBeNull();
    const texts = [...(word?.querySelectorAll('text') ?? [])];
    const span = (text: Element | undefined) => {
      const x = Number(text?.getAttribute('x'));
      return { text: text?.textContent, from: x, to: x + Number(text?.getAttribute('textLength')) };
    };
    const [media, velocity] = texts.map(span);
    expect(texts.map((text) => text.getAttribute('lengthAdjust'))).toEqual(['spacingAndGlyphs', 'spacingAndGlyphs']);
    expect(media).toMatchObject({ text: 'media', from: 162 });
    expect(velocity).toMatchObject({ text: 'velocity', from: media?.to, to: 752 });
  });

  it('shows the tagline', () => {
    renderWithRouter(<HomePage />);
    expect(screen.getByText('Design makes the difference')).toBeInTheDocument();
  });

  it.each([
    ['Imagine', ['Brand strategy', 'Delivery strategy']],
    ['Design', ['Brand identity', 'Web and mobile', 'Packaging', 'Environmental']],
    ['Delivery', ['Print production', 'Digital production', 'Web development']],
  ])('has the %s column of the Approach section with its items', (phase, items) => {
    renderWithRouter(<HomePage />);
    const section = screen.getByRole('region', { name: 'Approach' });
    const heading = within(section).getByRole('heading', { level: 3, name: phase });
    const column = heading.parentElement;
    expect(column).not.toBeNull();
    const shown = within(column as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(shown).toEqual(items);
  });

  it('lays the Approach out in three columns from medium screens', () => {
    renderWithRouter(<HomePage />);
    const section = screen.getByRole('region', { name: 'Approach' });
    expect(section.querySelector('.row')).toHaveClass('row-cols-md-3');
  });

  it('has the Creative section on partnering with in-house teams, agencies and entrepreneurs', () => {
    renderWithRouter(<HomePage />);
    const section = screen.getByRole('region', { name: 'Creative' });
    for (const partner of ['In-house teams', 'Agencies', 'Entrepreneurs']) {
      expect(within(section).getByRole('heading', { level: 3, name: partner })).toBeInTheDocument();
    }
  });

  it('links into the work: the featured case studies and /work', () => {
    renderWithRouter(<HomePage />);
    for (const project of featuredProjects) {
      expect(screen.getByRole('link', { name: project.name })).toHaveAttribute('href', slugPath(project.slug));
    }
    for (const slug of ['sports-fan', 'hellmanns-salad-recipes', 'compact']) {
      expect(document.querySelector(`a[href="${slugPath(slug)}"]`)).not.toBeNull();
    }
    expect(screen.getByRole('link', { name: 'See all our work' })).toHaveAttribute('href', sectionPaths.work);
  });

  it('keeps its headings in order', () => {
    renderWithRouter(<HomePage />);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
  });
});
