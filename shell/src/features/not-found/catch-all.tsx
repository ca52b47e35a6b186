import { useLocation } from 'react-router-dom';
import { useRemotes } from '../../app/registry-context';
import { RemoteUnavailable } from '../remote-status/remote-unavailable';
import { NotFoundPage } from './not-found-page';

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
