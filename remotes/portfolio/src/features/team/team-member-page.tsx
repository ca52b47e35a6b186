import type { ComponentType } from 'react';
import Container from 'react-bootstrap/Container';
import { PageMeta, sectionTitle } from '@mediavelocity/contract';
import { slugPath } from '../../app/paths';
import { team, type TeamMember } from '../../content/team';
import { JsonLd } from '../../components/json-ld';
import { personData } from './person-data';
import { ResumeSections } from './resume-sections';

export interface TeamMemberPageProps {
  readonly member: TeamMember;
}

/** A team member's page: the full résumé where one is published, a short profile otherwise. */
export function TeamMemberPage({ member }: TeamMemberPageProps) {
  return (
    <Container as="article" className="py-5">
      <PageMeta
        title={sectionTitle(member.name)}
        description={member.description}
        path={slugPath(member.slug)}
        type="profile"
      />
      {/* The résumé describes a person; a placeholder profile has nothing to say about one yet. */}
      {member.resume && <JsonLd data={personData(member)} />}
      <header className="mb-5">
        <h1>{member.name}</h1>
        <p className="lead mb-1">{member.role}</p>
        <p className="mb-0">{member.intro}</p>
      </header>
      {member.resume && <ResumeSections name={member.name} resume={member.resume} />}
    </Container>
  );
}

/** The page at a team member's path, as its route loads it: the content is looked up here, in the page's own chunk. */
export function teamMemberPageFor(slug: string): ComponentType {
  const member = team.find((candidate) => candidate.slug === slug);
  if (!member) throw new Error(`No team member "${slug}" in content/team.ts.`);
  return function TeamMemberRoute() {
    return <TeamMemberPage member={member} />;
  };
}
