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
      <section className="container py-5 my-md-4">
        <Logo />
        <p className="display-6 fw-light mt-3 mb-4">Design makes the difference</p>
        <Link className="btn btn-primary btn-lg" to={sectionPaths.work}>
          See our work
        </Link>
      </section>

      <section aria-labelledby={approachId} className="bg-body-tertiary py-5">
        <div className="container">
          <h2 id={approachId} className="mb-4">
            Approach
          </h2>
          <div className="row row-cols-1 row-cols-md-3 g-4">
            {approach.map((phase) => (
              <div key={phase.name} className="col">
                <h3 className="h4">{phase.name}</h3>
                <p>{phase.summary}</p>
                <ul className="mb-0">
                  {phase.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby={creativeId} className="container py-5">
        <h2 id={creativeId}>Creative</h2>
        <p className="lead mb-4">
          Good ideas travel further with the right partner. We are a small studio of designers, photographers and
          filmmakers who join a project at whatever stage it needs us and stay until it is out in the world.
        </p>
        <div className="row row-cols-1 row-cols-md-3 g-4">
          {partners.map((partner) => (
            <div key={partner.name} className="col">
              <h3 className="h5">{partner.name}</h3>
              <p className="mb-0">{partner.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby={workId} className="container pb-5">
        <h2 id={workId} className="mb-4">
          Selected work
        </h2>
        <ProjectTiles projects={featuredProjects} layout="gallery" />
        <p className="mt-4 mb-0">
          <Link to={sectionPaths.work}>See all our work</Link>
        </p>
      </section>
    </>
  );
}
