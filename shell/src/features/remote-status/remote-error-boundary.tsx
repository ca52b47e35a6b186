import { useEffect } from 'react';
import { useMatches, useRouteError } from 'react-router-dom';
import { RemoteUnavailable } from './remote-unavailable';

/** The `handle` of the pathless route the shell puts around each remote's routes. */
export interface RemoteGroupHandle {
  readonly remote: string;
}

function isGroupHandle(handle: unknown): handle is RemoteGroupHandle {
  return typeof (handle as Partial<RemoteGroupHandle> | undefined)?.remote === 'string';
}

/** Catches what goes wrong inside one remote's pages (a chunk that will not load, a crash) and offers a Retry. */
export function RemoteErrorBoundary() {
  const error = useRouteError();
  const remote = useMatches()
    .map((match) => match.handle)
    .filter(isGroupHandle)
    .at(-1)?.remote;
  useEffect(() => {
    console.error(`[mediavelocity] The ${remote ?? 'unknown'} remote failed on this page.`, error);
  }, [error, remote]);
  return <RemoteUnavailable remotes={remote ? [remote] : []} />;
}
