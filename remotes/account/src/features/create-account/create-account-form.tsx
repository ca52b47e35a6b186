import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate } from 'react-router-dom';
import { useHydrated } from '@mediavelocity/contract';
import type { AuthService } from '../../session/auth-service';
import {
  DEFAULT_PASSWORD_REQUIREMENTS,
  describeRequirements,
  errorCode,
  PasswordPolicyError,
  signInErrorMessage,
  unmetRequirements,
  type PasswordRequirements,
} from '../../session/sign-in-errors';
import { useSession } from '../../session/use-session';

export interface CreateAccountFormProps {
  readonly auth: AuthService;
  /** Where the new client goes: the client area, which asks them to verify their address. */
  readonly destination: `/${string}`;
  readonly signInPath: `/${string}`;
}

type Problem = { readonly text: string; readonly signIn?: boolean };

/** What a visitor reads when the account could not be created; every case says what to do. */
export function createAccountProblem(error: unknown, requirements: PasswordRequirements): Problem {
  if (error instanceof PasswordPolicyError) {
    return { text: `Please choose a password with ${describeRequirements(error.requirements).join(', ')}.` };
  }
  switch (errorCode(error)) {
    case 'auth/email-already-in-use':
      return {
        text: 'An account with this email address exists already. Sign in instead (or reset its password there).',
        signIn: true,
      };
    case 'auth/weak-password':
      return { text: `Please choose a stronger password, with ${describeRequirements(requirements).join(', ')}.` };
    case 'auth/operation-not-allowed':
      return { text: 'New accounts cannot be created just now. Please email us and we will set one up for you.' };
    default:
      return { text: signInErrorMessage(error) };
  }
}

/**
 * Email, and a password under the identity provider's policy (shown beside the field, checked before the request
 * and by the provider). On success the client is signed in and sent a verification email, then taken on.
 */
export function CreateAccountForm({ auth, destination, signInPath }: CreateAccountFormProps) {
  const navigate = useNavigate();
  const session = useSession(auth);
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [requirements, setRequirements] = useState(DEFAULT_PASSWORD_REQUIREMENTS);
  const emailId = useId();
  const passwordId = useId();
  const policyId = useId();

  // The project's policy comes with the identity SDK, fetched once the visitor turns to the form (not with the
  // page: it would be the page's longest task); until then the provider's default shows.
  const policy = useRef<Promise<void> | null>(null);
  function prepare() {
    auth.prepare();
    policy.current ??= auth.passwordRequirements().then(setRequirements, () => undefined);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const unmet = unmetRequirements(requirements, password);
    if (unmet.length > 0) {
      setProblem({ text: `Please choose a password with ${unmet.join(', ')}.` });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await auth.createAccount(email.trim(), password);
      navigate(destination, { replace: true });
    } catch (error) {
      setProblem(createAccountProblem(error, requirements));
      setBusy(false);
    }
  }

  if (session.status === 'signed-in' && !busy) {
    return (
      <Card className="shadow-sm">
        <Card.Body className="p-4 text-center">
          <p>
            You are signed in as <strong>{session.user.email}</strong>.
          </p>
          <Link to={destination} className="btn btn-primary">
            Go to your invoices
          </Link>
        </Card.Body>
      </Card>
    );
  }

  return (
    <>
      {problem && (
        <Alert variant="danger" role="alert">
          {problem.text}
          {problem.signIn && (
            <>
              {' '}
              <Link to={signInPath} className="alert-link">
                Go to sign-in
              </Link>
            </>
          )}
        </Alert>
      )}
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <Form onSubmit={handleSubmit} onFocus={prepare} noValidate>
            <fieldset disabled={!hydrated}>
              <legend className="visually-hidden">Your email and a new password</legend>
              <Form.Group className="mb-3" controlId={emailId}>
                <Form.Label>Email</Form.Label>
                <Form.Control
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <Form.Text>The address we send your invoices to.</Form.Text>
              </Form.Group>
              <Form.Group className="mb-3" controlId={passwordId}>
                <Form.Label>Password</Form.Label>
                <Form.Control
                  type="password"
                  name="new-password"
                  autoComplete="new-password"
                  aria-describedby={policyId}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <Form.Text id={policyId}>
                  Your password needs {describeRequirements(requirements).join(', ')}.
                </Form.Text>
              </Form.Group>
              <Button type="submit" variant="primary" className="w-100" disabled={busy}>
                {busy ? (
                  <>
                    <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
                    Creating your account…
                  </>
                ) : (
                  'Create account'
                )}
              </Button>
              <p className="text-center mt-3 mb-0">
                Have an account already? <Link to={signInPath}>Sign in</Link>
              </p>
            </fieldset>
          </Form>
        </Card.Body>
      </Card>
    </>
  );
}
