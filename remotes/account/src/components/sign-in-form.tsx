import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate } from 'react-router-dom';
import { useHydrated } from '@mediavelocity/contract';
import { withReturn } from '../lib/return-path';
import type { AuthService } from '../session/auth-service';
import { errorCode, resetErrorMessage, resetSentMessage, signInErrorMessage } from '../session/sign-in-errors';
import { useSession } from '../session/use-session';

export interface SignInFormProps {
  readonly auth: AuthService;
  /** Where to go once signed in (replacing the sign-in page); none: stay, the page then shows the client's state. */
  readonly destination?: `/${string}`;
  /** The client area, which the "You are signed in" panel leads to. */
  readonly accountPath: `/${string}`;
  /** The page for creating an account, linked under the form; it returns to `destination` too. */
  readonly createAccountPath: `/${string}`;
}

type Notice = { readonly kind: 'error' | 'success'; readonly text: string };
type Busy = 'idle' | 'signing-in' | 'sending-reset';

/**
 * Email and password, a full-width Sign In button, "Forgot password?", a link to create an account, and one alert
 * above the card. Nothing the visitor typed is ever cleared by an error. On success the visitor goes to `destination`.
 */
export function SignInForm({ auth, destination, accountPath, createAccountPath }: SignInFormProps) {
  const navigate = useNavigate();
  const session = useSession(auth);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<Busy>('idle');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [emulator, setEmulator] = useState(() => auth.knownToUseEmulator() ?? false);
  const hydrated = useHydrated();
  const emailId = useId();
  const passwordId = useId();

  useEffect(() => {
    let current = true;
    auth.usesEmulator().then(
      (value) => current && setEmulator(value),
      () => undefined, // the session reports an unavailable service; this note is only a hint
    );
    return () => {
      current = false;
    };
  }, [auth]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy !== 'idle') return;
    setBusy('signing-in');
    setNotice(null);
    try {
      await auth.signIn(email.trim(), password);
      if (destination) navigate(destination, { replace: true });
      else setBusy('idle');
    } catch (error) {
      setNotice({ kind: 'error', text: signInErrorMessage(error) });
      setBusy('idle');
    }
  }

  async function handleForgotPassword() {
    const address = email.trim();
    if (!address) {
      setNotice({ kind: 'error', text: 'Enter your email address above, then choose "Forgot password?" again.' });
      return;
    }
    setBusy('sending-reset');
    setNotice(null);
    try {
      await auth.sendPasswordReset(address);
      setNotice({ kind: 'success', text: resetSentMessage(address) });
    } catch (error) {
      // The same answer whether or not an account exists: a reset must not tell anyone who has one.
      const unknown = errorCode(error) === 'auth/user-not-found';
      setNotice(
        unknown
          ? { kind: 'success', text: resetSentMessage(address) }
          : { kind: 'error', text: resetErrorMessage(error) },
      );
    } finally {
      setBusy('idle');
    }
  }

  if (session.status === 'signed-in' && busy === 'idle') {
    return <SignedIn email={session.user.email} auth={auth} accountPath={accountPath} />;
  }

  return (
    <>
      {notice && (
        <Alert
          variant={notice.kind === 'error' ? 'danger' : 'success'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </Alert>
      )}
      {session.status === 'unavailable' && !notice && (
        <Alert variant="warning" role="alert">
          {signInErrorMessage(session.error)}
        </Alert>
      )}
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <Form onSubmit={handleSubmit} onFocus={() => auth.prepare()}>
            {/* Disabled until the app has taken the page over (see useHydrated); a group, so it is named too. */}
            <fieldset disabled={!hydrated}>
              <legend className="visually-hidden">Your email and password</legend>
              <Form.Group className="mb-3" controlId={emailId}>
                <Form.Label>Email</Form.Label>
                <Form.Control
                  type="email"
                  name="email"
                  autoComplete="username"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </Form.Group>
              <Form.Group className="mb-3" controlId={passwordId}>
                <Form.Label>Password</Form.Label>
                <Form.Control
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Form.Group>
              <Button type="submit" variant="primary" className="w-100" disabled={busy !== 'idle'}>
                {busy === 'signing-in' ? (
                  <>
                    <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
                    Signing in…
                  </>
                ) : (
                  'Sign In'
                )}
              </Button>
              <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
                <Button variant="link" className="p-0" onClick={handleForgotPassword} disabled={busy !== 'idle'}>
                  {busy === 'sending-reset' ? 'Sending the reset email…' : 'Forgot password?'}
                </Button>
                <Link to={withReturn(createAccountPath, destination, accountPath)}>Create an account</Link>
              </div>
            </fieldset>
          </Form>
        </Card.Body>
        {emulator && (
          <Card.Footer className="small text-body-secondary">
            Local demo: sign-in uses the Firebase Auth emulator, not a real account service.
          </Card.Footer>
        )}
      </Card>
    </>
  );
}

interface SignedInProps {
  readonly email: string;
  readonly auth: AuthService;
  readonly accountPath: `/${string}`;
}

/** The sign-in page for a client who is signed in already: who they are, their invoices, and the way out. */
function SignedIn({ email, auth, accountPath }: SignedInProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Card className="shadow-sm">
      <Card.Body className="p-4 text-center">
        <p>
          You are signed in as <strong>{email}</strong>.
        </p>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <div className="d-flex justify-content-center gap-2">
          <Link to={accountPath} className="btn btn-primary">
            Go to your invoices
          </Link>
          <Button
            variant="outline-secondary"
            onClick={() => auth.signOut().catch(() => setError('Signing out did not work. Please try again.'))}
          >
            Sign out
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
