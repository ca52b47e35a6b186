import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import type { AuthService } from '../../session/auth-service';
import { useSession } from '../../session/use-session';

export interface AccountStatusProps {
  readonly auth: AuthService;
}

/**
 * The nav's account area: the signed-in client's email, a link to their invoices, and Sign out; nothing at all for anyone else. (The shell mounts
 * it only where a client was signed in.) When the sign-in service does not answer, it says so rather than leave a
 * signed-in client to wonder where the account went.
 */
export function AccountStatus({ auth }: AccountStatusProps) {
  const session = useSession(auth);
  const [signingOut, setSigningOut] = useState(false);
  const [failed, setFailed] = useState(false);
  if (session.status === 'unavailable') {
    return <span className="navbar-text small ms-md-3 py-2 py-md-0">Your account can&apos;t be reached right now</span>;
  }
  if (session.status !== 'signed-in') return null;

  async function handleSignOut() {
    setSigningOut(true);
    setFailed(false);
    try {
      await auth.signOut();
    } catch (error) {
      console.error('[mediavelocity] Signing out failed.', error);
      setFailed(true);
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className="d-flex flex-wrap align-items-center gap-2 ms-md-3 py-2 py-md-0">
      <Link to={paths.account} className="nav-link py-0 text-break">
        <span className="visually-hidden">Your invoices: signed in as </span>
        {session.user.email}
      </Link>
      <Button variant="outline-light" size="sm" onClick={handleSignOut} disabled={signingOut}>
        {signingOut ? 'Signing out…' : 'Sign out'}
      </Button>
      {failed && (
        <span role="alert" className="navbar-text py-0 small">
          Sign-out did not work. Please try again.
        </span>
      )}
    </div>
  );
}
