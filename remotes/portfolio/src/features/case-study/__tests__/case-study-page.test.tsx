import { screen, within } from '@testing-library/react';
import { siteUrl } from '@mediavelocity/contract';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { readCaseStudies } from '../../../../scripts/case-study-files';
import { sectionPhotos, type CaseStudy } from '../../../content/case-study';
import { CaseStudyPage } from '../case-study-page';

jest.mock('react-photo-album', () => jest.requireActual('./photo-album-stand-in'));

/** The fifteen case studies of docs/product.md, as the site must show them; photos exclude video posters. */
const expected: Readonly<
  Record<string, { readonly title: string; readonly heading: string; readonly photos: number; readonly videos: number }>
> = {
  conklin: { title: 'Mediavelocity - Conklin Guitars', heading: 'Conklin Guitars', photos: 4, videos: 0 },
  'dance-portraits': { title: 'Mediavelocity - Dance Portraits', heading: 'Dance Portraits', photos: 6, videos: 0 },
  csusa: { title: 'Mediavelocity - Charter Schools USA', heading: 'Charter Schools USA', photos: 7, videos: 1 },
  'sports-fan': { title: 'Mediavelocity - Sports Fan', heading: 'Sports Fan', photos: 0, videos: 1 },
  'were-fans-too': { title: "Mediavelocity - We're Fans Too", heading: "We're Fans Too", photos: 0, videos: 1 },
  'burning-miles': { title: 'Mediavelocity - Burning Miles', heading: 'Burning Miles', photos: 4, videos: 0 },
  mcmahonsplane: { title: 'Mediavelocity McMahon Photography', heading: "McMahon's Plane", photos: 4, videos: 0 },
  'springfield-little-theatre': {
    title: 'Mediavelocity - Springfield Little Theatre',
    heading: 'Springfield Little Theatre',
    photos: 4,
    videos: 0,
  },
  'beverage-professor': {
    title: 'Mediavelocity - Beverage Professor',
    heading: 'Beverage Professor',
    photos: 0,
    videos: 1,
  },
  'rangers-adventure': { title: 'Mediavelocity - Royal Rangers', heading: 'Royal Rangers', photos: 4, videos: 0 },
  'food-photography': { title: 'Mediavelocity - Food Photography', heading: 'Food Photography', photos: 6, videos: 0 },
  'center-for-the-blind': {
    title: 'Mediavelocity - Center for the Blind',
    heading: 'Center for the Blind',
    photos: 2,
    videos: 0,
  },
  'hot-rod-show': { title: 'Mediavelocity HotRod Photography', heading: 'Route 66 Hot Rod Show', photos: 3, videos: 0 },
  'hellmanns-salad-recipes': {
    title: "Mediavelocity - Hellmann's Salad Recipes",
    heading: "Hellmann's Salad Recipes",
    photos: 0,
    videos: 4,
  },
  compact: {
    title: 'Mediavelocity - COMPACT Family Services',
    heading: 'COMPACT Family Services',
    photos: 9,
    videos: 1,
  },
};

const caseStudies = readCaseStudies();

/** What a page must show: the values above for a page they list, else what the study's file gives. */
function wanted(study: CaseStudy) {
  const videos = study.sections.flatMap((section) => (section.kind === 'video' ? section.videos : []));
  return (
    expected[study.slug] ?? {
      title: study.title ?? `Mediavelocity - ${study.project}`,
      heading: study.heading ?? study.project,
      photos: new Set(study.sections.flatMap(sectionPhotos)).size - videos.length,
      videos: videos.length,
    }
  );
}

function studyAt(slug: string): CaseStudy {
  const study = caseStudies.find((candidate) => candidate.slug === slug);
  if (!study) throw new Error(`No case study "${slug}"`);
  return study;
}

function renderStudy(study: CaseStudy) {
  return renderWithRouter(<CaseStudyPage study={study} />, { path: `/${study.slug}` });
}

const playButtons = () => screen.queryAllByRole('button', { name: /^Play: / });

/** The h2s of the study's sections: not the one of the call to start a project that ends every page. */
function sectionHeadings(): (string | null)[] {
  const end = screen.getByRole('region', { name: 'Have a project in mind?' });
  return screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => !end.contains(heading))
    .map((heading) => heading.textContent);
}

describe('every case study', () => {
  it('includes the fifteen of docs/product.md, whose videos add up to nine, and no video twice', () => {
    expect(caseStudies.map((study) => study.slug)).toEqual(expect.arrayContaining(Object.keys(expected)));
    const videosOf = (study: CaseStudy) =>
      study.sections.flatMap((section) => (section.kind === 'video' ? section.videos : []));
    const youtubeIds = caseStudies.flatMap(videosOf);
    // As the studies' files give them: each listed study's videos, and nine in all.
    const listed = caseStudies.filter((study) => study.slug in expected);
    expect(Object.fromEntries(listed.map((study) => [study.slug, videosOf(study).length]))).toEqual(
      Object.fromEntries(Object.entries(expected).map(([slug, { videos }]) => [slug, videos])),
    );
    expect(listed.flatMap(videosOf)).toHaveLength(9);
    expect(new Set(youtubeIds.map((video) => video.youtubeId)).size).toBe(youtubeIds.length);
    for (const { youtubeId } of youtubeIds) expect(youtubeId).toMatch(/^[\w-]{11}$/);
  });

  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    '%s: title, one h1, subtitle and the photos and videos it must show',
    (slug, study) => {
      const want = wanted(study);
      const { container } = renderStudy(study);

      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(`/${slug}`));
      expect(document.title).toBe(want?.title);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1, name: want?.heading })).toBeInTheDocument();
      expect(screen.getByText(study.subtitle)).toBeInTheDocument();
      expect(playButtons()).toHaveLength(want?.videos ?? -1);
      // Every video shows a poster photo until it is played.
      expect(container.querySelectorAll('img')).toHaveLength((want?.photos ?? -1) + (want?.videos ?? 0));
      expect(container.querySelector('iframe')).toBeNull();
      for (const image of container.querySelectorAll('img')) expect(image).toHaveAttribute('alt');
    },
  );

  it.each(caseStudies.map((study) => [study.slug, study] as const))(
    '%s: the first photo is fetched eagerly with high priority, every other one lazily',
    (_slug, study) => {
      const { container } = renderStudy(study);
      const [first, ...rest] = container.querySelectorAll('img');
      expect(first).toHaveAttribute('loading', 'eager');
      expect(first).toHaveAttribute('fetchpriority', 'high');
      for (const image of rest) expect(image).toHaveAttribute('loading', 'lazy');
    },
  );
});

describe('the pages docs/product.md details', () => {
  it('/csusa: a description, the hero, a three-column masonry of six photos with spacing 8, one video', () => {
    const { container } = renderStudy(studyAt('csusa'));
    expect(screen.getByText(/advertising collateral/i)).toBeInTheDocument();
    expect(screen.getByText(/cable television/i)).toBeInTheDocument();
    const masonry = container.querySelector('[data-columns]');
    expect(masonry).toHaveAttribute('data-columns', '3');
    expect(masonry).toHaveAttribute('data-spacing', '8');
    expect(masonry?.querySelectorAll('img')).toHaveLength(6);
    expect(playButtons()).toHaveLength(1);
  });

  it('other masonry galleries keep the responsive column and spacing defaults', () => {
    const { container } = renderStudy(studyAt('springfield-little-theatre'));
    const masonry = container.querySelector('[data-columns]');
    expect(masonry).toHaveAttribute('data-columns', '');
    expect(masonry).toHaveAttribute('data-spacing', '');
  });

  it('/conklin is a dark page with a captioned hero and three full-width photos', () => {
    const { container } = renderStudy(studyAt('conklin'));
    expect(container.querySelector('article')).toHaveAttribute('data-bs-theme', 'dark');
    expect(screen.getByRole('figure')).toContainElement(container.querySelector('figcaption'));
    expect(container.querySelectorAll('img')).toHaveLength(4);
  });

  it('/hellmanns-salad-recipes: client, project and solution, four videos, 12 videos in English and French', () => {
    renderStudy(studyAt('hellmanns-salad-recipes'));
    expect(sectionHeadings()).toEqual(['The client', 'The project', 'The solution']);
    expect(screen.getByText(/12 finished videos were delivered in English and French/)).toBeInTheDocument();
    expect(playButtons()).toHaveLength(4);
  });

  it('/hot-rod-show: hero, heading, subtitle, "The project" with an invitation and two more photos', () => {
    const { container } = renderStudy(studyAt('hot-rod-show'));
    expect(screen.getByText('Car photography')).toBeInTheDocument();
    const project = screen.getByRole('heading', { level: 2, name: 'The project' }).closest('section');
    expect(project?.querySelectorAll('img')).toHaveLength(2);
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });

  it("/mcmahonsplane: McMahon's Plane, restoration photography, four photos", () => {
    const { container } = renderStudy(studyAt('mcmahonsplane'));
    expect(screen.getByText('Restoration photography')).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(4);
  });

  it('/center-for-the-blind: an orange banner with the logo and readable text', () => {
    renderStudy(studyAt('center-for-the-blind'));
    const logo = screen.getByRole('img', { name: 'Center for the Blind logo' });
    const banner = logo.closest('[style]');
    expect(banner).toHaveStyle({ backgroundColor: 'rgb(239, 162, 32)', color: 'rgb(0, 0, 0)' });
  });

  it('/compact: client, challenge, solution, large format, web, video, print, and a grid of six photos', () => {
    renderStudy(studyAt('compact'));
    expect(sectionHeadings()).toEqual([
      'One family of brands',
      'The client',
      'The challenge',
      'The solution',
      'Large format graphics',
      'Web development',
      'Video',
      'Print design',
      'Photography',
    ]);
    const grid = screen.getByRole('heading', { level: 2, name: 'Photography' }).closest('section');
    expect(grid?.querySelectorAll('img')).toHaveLength(6);
    expect(playButtons()).toHaveLength(1);
    expect(within(screen.getByRole('list')).getAllByRole('button')).toHaveLength(7);
  });
});

describe('a new case study', () => {
  it('is a data entry: the template renders it with no new component', () => {
    const study: CaseStudy = {
      slug: 'new-client',
      project: 'New Client Launch',
      client: 'New Client',
      subtitle: 'Launch photography',
      description: 'Launch photography for New Client: the team, the product and the opening night, shot in one week.',
      tile: {
        position: 99,
        alt: 'The launch',
        categories: ['photography'],
        pages: ['work'],
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      },
      // Photos that have files already, under the alt texts this study gives them.
      photos: {
        'compact-web': { aspect: 16 / 9, alt: 'The launch stage' },
        'compact-1': { aspect: 3 / 2, alt: 'The team' },
        'compact-2': { aspect: 3 / 2, alt: 'The product' },
        'compact-3': { aspect: 3 / 2, alt: 'Opening night' },
        'video-compact': { aspect: 16 / 9, alt: 'Launch film' },
      },
      sections: [
        { kind: 'hero', photo: 'compact-web' },
        { kind: 'text', heading: 'The brief', paragraphs: ['A short description of the work.'] },
        { kind: 'masonry', photos: ['compact-1', 'compact-2', 'compact-3'] },
        { kind: 'video', videos: [{ youtubeId: 'nEwCl1ent00', title: 'Launch film', poster: 'video-compact' }] },
      ],
    };
    const { container } = renderStudy(study);
    expect(document.title).toBe('Mediavelocity - New Client Launch');
    expect(screen.getByRole('heading', { level: 1, name: 'New Client Launch' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The brief' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play: Launch film' })).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(5);
    expect(screen.getByRole('img', { name: 'Opening night' })).toBeInTheDocument();
  });
});
