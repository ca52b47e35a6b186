import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { useRemotes } from '../../app/registry-context';
import { SITE } from '../../federation/remote-registry';
import { RemoteUnavailable } from '../remote-status/remote-unavailable';

/**
 * The not-found page, fetched only when a path has no page (with the head tags it renders). If the shell's own chunk
 * cannot be fetched either, the connection is the likelier problem: the "temporarily unavailable" panel says so.
 */
export const NotFoundPage = lazy(() =>
  import('./not-found-page').then(
    (module) => ({ default: module.NotFoundPage }),
    (error: unknown) => {
      console.error('[mediavelocity] The not-found page did not load.', error);
      return { default: () => <RemoteUnavailable remotes={[SITE]} /> };
    },
  ),
);

/**
 * A path no loaded route matched. It is "not found" only when every remote could be asked: if the remote that owns
 * the path failed to load, or a remote whose paths are unknown is unreachable, the page may well exist.
 */
export function CatchAll() {
  const { registry } = useRemotes();
  const { pathname } = useLocation();
  const owner = registry.ownerOf(pathname);
  const inDoubt = owner ? [owner] : registry.unreachable();
  return inDoubt.length > 0 ? <RemoteUnavailable remotes={inDoubt} /> : <NotFoundPage />;
}
