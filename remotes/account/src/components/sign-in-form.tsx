import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate } from 'react-router-dom';
import { useHydrated } from '@mediavelocity/contract';
import type { AuthService } from '../../session/auth-service';
import { resetErrorMessage, signInErrorMessage } from '../../session/sign-in-errors';
import { useSession } from '../../session/use-session';

export interface SignInFormProps {
  readonly auth: AuthService;
}

type Notice = { readonly kind: 'error' | 'success'; readonly text: string };
type Busy = 'idle' | 'signing-in' | 'sending-reset';

/**
 * Email and password, a full-width Sign In button, "Forgot password?", and one alert above the card. Nothing the
 * visitor typed is ever cleared by an error. On success the visitor goes to the home page.
 */
export function SignInForm({ auth }: SignInFormProps) {
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
      navigate('/', { replace: true });
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
      setNotice({
        kind: 'success',
        text: `We have sent a link to reset your password to ${address}. Please check your inbox (and the spam folder).`,
      });
    } catch (error) {
      setNotice({ kind: 'error', text: resetErrorMessage(error) });
    } finally {
      setBusy('idle');
    }
  }

  if (session.status === 'signed-in' && busy === 'idle') {
    return <SignedIn email={session.user.email} auth={auth} />;
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
              <div className="text-center mt-3">
                <Button variant="link" className="p-0" onClick={handleForgotPassword} disabled={busy !== 'idle'}>
                  {busy === 'sending-reset' ? 'Sending the reset email…' : 'Forgot password?'}
                </Button>
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
}

/** /login for a client who is signed in already: who they are, and the way out. */
function SignedIn({ email, auth }: SignedInProps) {
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
          <Link to="/" className="btn btn-primary">
            Go to the home page
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
