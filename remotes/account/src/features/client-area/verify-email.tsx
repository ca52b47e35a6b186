import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { AuthService } from '../../session/auth-service';
import { errorCode, signInErrorMessage } from '../../session/sign-in-errors';

export interface VerifyEmailProps {
  readonly auth: AuthService;
  readonly email: string;
}

type Notice = { readonly kind: 'error' | 'success' | 'info'; readonly text: string };

const TOO_SOON = 'We sent one a moment ago. Please wait a minute before asking for another.';

/**
 * A signed-in client whose address is not verified yet: why no invoice shows, a button that sends the email again,
 * and one that checks again (which also happens whenever the visitor comes back to this tab from their inbox).
 */
export function VerifyEmail({ auth, email }: VerifyEmailProps) {
  const [busy, setBusy] = useState<'idle' | 'sending' | 'checking'>('idle');
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') auth.refreshVerification().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [auth]);

  async function send() {
    setBusy('sending');
    setNotice(null);
    try {
      await auth.sendVerificationEmail();
      setNotice({ kind: 'success', text: `We have sent a new verification link to ${email}.` });
    } catch (error) {
      const text = errorCode(error) === 'auth/too-many-requests' ? TOO_SOON : signInErrorMessage(error);
      setNotice({ kind: 'error', text });
    } finally {
      setBusy('idle');
    }
  }

  async function check() {
    setBusy('checking');
    setNotice(null);
    try {
      // Verified: the session changes, and the page shows the invoices instead of this.
      if (!(await auth.refreshVerification())) {
        setNotice({
          kind: 'info',
          text: 'Your address is not verified yet. Open the link in the email we sent you, then try again.',
        });
      }
    } catch (error) {
      setNotice({ kind: 'error', text: signInErrorMessage(error) });
    } finally {
      setBusy('idle');
    }
  }

  return (
    <div className="border rounded-3 bg-body-tertiary p-4">
      <h2 className="h4">Please verify your email address</h2>
      <p>
        We show invoices only to an address its owner has confirmed, so nobody who signs up with your address can see
        them. We sent a verification link to <strong>{email}</strong>: open it, then come back here.
      </p>
      {notice && (
        <Alert
          variant={notice.kind === 'error' ? 'danger' : notice.kind === 'success' ? 'success' : 'info'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" onClick={check} disabled={busy !== 'idle'}>
          {busy === 'checking' ? 'Checking…' : "I've verified my address"}
        </Button>
        <Button variant="outline-secondary" onClick={send} disabled={busy !== 'idle'}>
          {busy === 'sending' ? 'Sending…' : 'Send the email again'}
        </Button>
      </div>
    </div>
  );
}
