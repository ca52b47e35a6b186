import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageMeta, sectionTitle } from '@mediavelocity/contract';
import { sectionPaths } from '../../app/paths';
import { shareImage } from '../../components/share-image';
import { sectionPages } from '../../content/section-pages';
import { services } from '../../content/services';

export function AboutPage() {
  const servicesId = useId();
  return (
    <Container as="article" className="py-5">
      <PageMeta
        title={sectionTitle('About')}
        description={sectionPages.about.description}
        path={sectionPaths.about}
        image={shareImage(sectionPages.about.photo)}
      />
      <h1>About</h1>
      <p className="lead mb-5">
        Mediavelocity is a small creative studio for design, photography and video. We make work that looks good and
        does a job.
      </p>

      <Row xs={1} md={2} className="g-4 mb-5">
        <Col as="section">
          <h2>Creativity</h2>
          <p>
            Creativity is not decoration added at the end. It is how a brand earns a second look in a crowded feed, and
            we bring it to every stage, from the first rough sketch to the last frame of an edit.
          </p>
          <p className="mb-0">
            We try things, throw most of them away and keep the ideas that make people stop, smile and remember.
          </p>
        </Col>
        <Col as="section">
          <h2>Strategy</h2>
          <p>
            Every piece starts with a question: what should this change for the business? The answer decides the
            audience, the message and the channels before a single pixel is placed.
          </p>
          <p className="mb-0">
            That plan keeps a project honest, so the finished work is measured by results, not only by how it looks.
          </p>
        </Col>
      </Row>

      <section aria-labelledby={servicesId}>
        <h2 id={servicesId} className="mb-4">
          Services
        </h2>
        <Row as="ul" xs={1} md={2} lg={4} className="list-unstyled g-4 mb-0" aria-labelledby={servicesId}>
          {services.map((service) => (
            <Col as="li" key={service.name}>
              <h3 className="h5">{service.name}</h3>
              <p className="mb-0">{service.description}</p>
            </Col>
          ))}
        </Row>
      </section>
    </Container>
  );
}
