import { sectionTitle } from '@mediavelocity/contract';
import { useRemotes } from '../../app/registry-context';

export interface RemoteUnavailableProps {
  /** The remotes that failed (or may own this path); Retry loads them again. */
  readonly remotes: readonly string[];
}

export function RemoteUnavailable({ remotes }: RemoteUnavailableProps) {
  const { retry } = useRemotes();
  return (
    <section className="container py-5 text-center" data-unavailable-remotes={remotes.join(' ')}>
      <title>{sectionTitle('Temporarily Unavailable')}</title>
      <h1 className="h2">This page is temporarily unavailable</h1>
      <p className="lead">
        We couldn&apos;t load this part of the site just now. The rest of the site still works; please try again in a
        moment.
      </p>
      <button type="button" className="btn btn-primary" onClick={() => retry(remotes)}>
        Retry
      </button>
    </section>
  );
}
