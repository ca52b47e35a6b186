import { sectionTitle } from '@mediavelocity/contract';
import type { TeamMember } from '../../content/team';

export interface TeamMemberPageProps {
  readonly member: TeamMember;
}

export function TeamMemberPage({ member }: TeamMemberPageProps) {
  return (
    <article className="container py-5">
      <title>{sectionTitle(member.name)}</title>
      <h1>{member.name}</h1>
      <p className="lead">{member.role}</p>
    </article>
  );
}
