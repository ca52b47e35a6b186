import { useId, type ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { agencyContact } from '@mediavelocity/contract';
import type { Resume, WorkExperience } from '../../content/team';

export interface ResumeSectionsProps {
  readonly name: string;
  readonly resume: Resume;
}

interface ResumeSectionProps {
  readonly heading: string;
  readonly children: ReactNode;
}

function ResumeSection({ heading, children }: ResumeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h2 id={headingId} className="h4 border-bottom pb-2 mb-3">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function years({ startYear, endYear }: WorkExperience): string {
  return `${startYear} – ${endYear ?? 'present'}`;
}

/**
 * The résumé in its set order (docs/product.md): contact, skills, profile, work experience, references. Contact goes
 * through the agency's email only; references show role and company only.
 */
export function ResumeSections({ name, resume }: ResumeSectionsProps) {
  const mailto = `mailto:${agencyContact.email}?subject=${encodeURIComponent(`For ${name}`)}`;
  return (
    // The wide gutter only beside each other: stacked on a phone, a 3 rem gutter's negative margins would reach past
    // the container's padding and scroll the page sideways.
    <Row className="gy-5 gx-4 gx-lg-5">
      <Col lg={4}>
        <ResumeSection heading="Contact">
          <p>
            Write to {name} through the studio: <a href={mailto}>{agencyContact.email}</a>
          </p>
        </ResumeSection>
        <ResumeSection heading="Skills">
          <ul className="ps-3 mb-0">
            {resume.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </ResumeSection>
      </Col>
      <Col lg={8}>
        <ResumeSection heading="Profile">
          {resume.profile.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </ResumeSection>
        <ResumeSection heading="Work experience">
          {resume.experience.map((job) => (
            <div key={`${job.company}-${job.startYear}`} className="mb-4">
              <h3 className="h5 mb-1">
                {job.role}, {job.company}
              </h3>
              <p className="small text-body-secondary mb-1">{years(job)}</p>
              <p className="mb-0">{job.summary}</p>
            </div>
          ))}
        </ResumeSection>
        <ResumeSection heading="References">
          <ul className="ps-3 mb-0">
            {resume.references.map((reference) => (
              <li key={`${reference.role}-${reference.company}`}>
                {reference.role}, {reference.company}
              </li>
            ))}
          </ul>
          <p className="mt-3 mb-0">
            To speak with a reference, ask the studio at <a href={mailto}>{agencyContact.email}</a>.
          </p>
        </ResumeSection>
      </Col>
    </Row>
  );
}
