import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta, sectionTitle } from '@mediavelocity/contract';
import { sectionPaths } from '../../app/paths';
import { ProjectTiles } from '../../components/project-tiles';
import { featuredProjects } from '../../content/featured-projects';
import { approach } from '../../content/services';
import { Logo } from './logo';
import { shareImage } from '../../components/share-image';
import { homeSection } from '../../content/home-section';
import { JsonLd } from '../../components/json-ld';
import { organizationData } from './organization-data';
import './home-page.scss';

/** Who the agency works alongside, for the Creative section. */
const partners = [
  {
    name: 'In-house teams',
    text: 'We slot in beside your marketing or design staff, adding hands and fresh eyes when the calendar gets full.',
  },
  {
    name: 'Agencies',
    text: 'Other studios bring us in for the shoot, the edit or the build, and we deliver under their banner.',
  },
  {
    name: 'Entrepreneurs',
    text: 'Founders get a whole creative department on call, sized to the budget of a business that is just starting.',
  },
] as const;

export function HomePage() {
  const approachId = useId();
  const creativeId = useId();
  const workId = useId();
  return (
    <>
      <PageMeta
        title={sectionTitle('Creative')}
        description={homeSection.description}
        path={sectionPaths.home}
        image={shareImage(homeSection.photo)}
      />
      <JsonLd data={organizationData(homeSection.description)} />
      {/* Bootstrap's grid classes, not react-bootstrap's components: the first page loads no react-bootstrap code. */}
      <section className="mv-hero container">
        <Logo />
        <p className="mv-hero__tagline">Design makes the difference</p>
        <p className="mv-hero__intro lead text-body-secondary">
          Brand identity, web, print, photography and video, planned, made and delivered by one small team.
        </p>
        <Link className="btn btn-primary btn-lg" to={sectionPaths.work}>
          See our work
        </Link>
      </section>

      {/* The work first: it says more about the studio than any sentence. */}
      <section aria-labelledby={workId} className="container pb-5">
        <div className="mv-section-head">
          <h2 id={workId} className="mb-0">
            Selected work
          </h2>
          <Link className="mv-more-link" to={sectionPaths.work}>
            See all our work
            <svg className="mv-more-link__arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M13.3 5.3a1 1 0 0 1 1.4 0l6 6a1 1 0 0 1 0 1.4l-6 6a1 1 0 0 1-1.4-1.4l4.3-4.3H4a1 1 0 1 1 0-2h13.6l-4.3-4.3a1 1 0 0 1 0-1.4z" />
            </svg>
          </Link>
        </div>
        <ProjectTiles projects={featuredProjects} layout="work" priority />
      </section>

      <section aria-labelledby={approachId} className="bg-body-tertiary py-5">
        <div className="container py-md-4">
          <h2 id={approachId} className="mb-4">
            Approach
          </h2>
          <div className="row row-cols-1 row-cols-md-3 g-4">
            {approach.map((phase, index) => (
              <div key={phase.name} className="col">
                <span className="mv-step" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="h4">{phase.name}</h3>
                <p>{phase.summary}</p>
                <ul className="mv-plain-list mb-0">
                  {phase.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby={creativeId} className="container py-5 my-md-4">
        <h2 id={creativeId}>Creative</h2>
        <p className="lead mb-5">
          Good ideas travel further with the right partner. We are a small studio of designers, photographers and
          filmmakers who join a project at whatever stage it needs us and stay until it is out in the world.
        </p>
        <div className="row row-cols-1 row-cols-md-3 g-4">
          {partners.map((partner) => (
            <div key={partner.name} className="col">
              <div className="mv-partner">
                <h3 className="h5">{partner.name}</h3>
                <p className="mb-0">{partner.text}</p>
              </div>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
