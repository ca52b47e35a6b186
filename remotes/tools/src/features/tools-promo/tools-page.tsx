import { useId } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { PageMeta, sectionTitle } from '@mediavelocity/contract';
import { paths } from '../../app/paths';
import { pageDescriptions } from '../../content/page-descriptions';
import { trackerFeatures } from './tracker-features';

/** /tools: the studio's free utilities, led by the Screen Key & Track Marker. */
export function ToolsPage() {
  const trackerHeadingId = useId();
  const calculatorHeadingId = useId();
  return (
    <Container className="py-5">
      <PageMeta title={sectionTitle('Tools')} description={pageDescriptions.tools} path={paths.tools} />
      <h1 className="mb-3">Tools</h1>
      <p className="lead mb-5">Free, browser-based utilities we built for our own shoots and projects.</p>

      <section aria-labelledby={trackerHeadingId} className="mb-5">
        <h2 id={trackerHeadingId}>Screen Key &amp; Track Marker</h2>
        <p className="fs-5">
          Filming a phone, tablet or monitor whose picture you will replace in post? Open the Screen Key &amp; Track
          Marker on that device before you roll. It turns the display into an even field of key colour with tracking
          points in the corners, so swapping in the final footage later is quick and clean.
        </p>
        <Row as="ul" xs={1} md={2} className="list-unstyled g-3 my-4">
          {trackerFeatures.map((feature) => (
            <Col as="li" key={feature.name}>
              <Card className="h-100">
                <Card.Body>
                  <h3 className="h5">{feature.name}</h3>
                  <p className="mb-0">{feature.description}</p>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
        {/* A router Link styled as a button (react-bootstrap 2's Button types `as` for HTML tags only). */}
        <Link to={paths.screenTracker} className="btn btn-primary btn-lg">
          Try it for free
        </Link>
      </section>

      <section aria-labelledby={calculatorHeadingId}>
        <h2 id={calculatorHeadingId}>Loan Calculator</h2>
        <p>
          Planning a purchase? Enter an amount, an interest rate and a term to see the monthly payment, with every step
          of the calculation laid out.
        </p>
        <Link to={paths.calculator}>Open the Loan Calculator</Link>
      </section>
    </Container>
  );
}
