import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimeoutError } from '@mediavelocity/contract';
import { renderWithRouter } from '@mediavelocity/testing/render';
import type { AuthService } from '../../session/auth-service';
import { messages } from '../../session/sign-in-errors';
import { deferred } from '@mediavelocity/testing/deferred';
import { authError, client, fakeAuth } from '../../session/__tests__/fake-auth';
import { SignInForm } from '../sign-in-form';

function renderForm(auth: AuthService, destination: `/${string}` | undefined = '/account') {
  return renderWithRouter(null, {
    routes: [
      {
        path: '/login',
        element: (
          <SignInForm
            auth={auth}
            destination={destination}
            accountPath="/account"
            createAccountPath="/create-account"
          />
        ),
      },
      { path: '/account', element: <h1>Your invoices</h1> },
      { path: '/pay', element: <h1>Payment Page</h1> },
    ],
    path: '/login',
  });
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('SignInForm', () => {
  it('has a labelled email field of email type, a password field and a full-width Sign In button', async () => {
    renderForm(fakeAuth().auth);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveClass('w-100');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts loading what signing in needs once the visitor turns to the form, not before', async () => {
    const { auth } = fakeAuth();
    renderForm(auth);
    expect(auth.prepare).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByLabelText('Email'));
    expect(auth.prepare).toHaveBeenCalled();
  });

  it('disables the button and shows progress while signing in, then goes to the client area', async () => {
    const request = deferred();
    const { auth } = fakeAuth(null, { signIn: jest.fn(() => request.promise) });
    renderForm(auth);
    const user = await fillIn(' client@example.com ', 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button).toBeDisabled();
    expect(auth.signIn).toHaveBeenCalledWith('client@example.com', 'secret-1');
    // A second press while the request runs sends nothing more.
    await user.click(button);
    expect(auth.signIn).toHaveBeenCalledTimes(1);

    request.resolve();
    expect(await screen.findByRole('heading', { name: 'Your invoices' })).toBeInTheDocument();
  });

  it('returns where the sign-in was started, and offers an account to whoever has none', async () => {
    const { auth } = fakeAuth();
    renderForm(auth, '/pay');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/create-account?return=%2Fpay',
    );
    const user = await fillIn('client@example.com', 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Payment Page' })).toBeInTheDocument();
  });

  it('shows the error above the card and keeps what was typed', async () => {
    const { auth } = fakeAuth(null, {
      signIn: jest.fn(async () => {
        throw authError('auth/wrong-password');
      }),
    });
    const { container } = renderForm(auth);
    const user = await fillIn('client@example.com', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.wrongPassword);
    // The alert comes before the card in the page.
    const card = container.querySelector('.card');
    expect(card).not.toBeNull();
    expect(alert.compareDocumentPosition(card as Element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Email')).toHaveValue('client@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();

    await user.type(screen.getByLabelText('Password'), '-again');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-again');
  });

  it('gives a sign-in the service does not answer back to the visitor, with everything typed still there', async () => {
    const { auth } = fakeAuth(null, {
      signIn: jest.fn(async () => {
        throw new TimeoutError('The sign-in service did not answer within 8 s.');
      }),
    });
    renderForm(auth);
    const user = await fillIn('client@example.com', 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.slow);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('client@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret');
  });

  it('sends a password reset email to the address typed, and says so', async () => {
    const { auth } = fakeAuth();
    renderForm(auth);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your email address above');
    expect(auth.sendPasswordReset).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'client@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If client@example.com has an account with us, we have sent it a link to reset the password.',
    );
    expect(auth.sendPasswordReset).toHaveBeenCalledWith('client@example.com');
  });

  it('answers a reset for an address without an account exactly as for one with', async () => {
    const { auth } = fakeAuth(null, {
      sendPasswordReset: jest.fn(async (email: string) => {
        if (email === 'nobody@example.com') throw authError('auth/user-not-found');
      }),
    });
    renderForm(auth);
    const user = userEvent.setup();
    const answers: string[] = [];
    for (const email of ['client@example.com', 'nobody@example.com']) {
      await user.clear(screen.getByLabelText('Email'));
      await user.type(screen.getByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
      const status = await screen.findByRole('status');
      answers.push((status.textContent ?? '').replace(email, '<email>'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    }
    expect(answers[0]).toBe(answers[1]);
  });

  it('says why a password reset could not be sent', async () => {
    const { auth } = fakeAuth(null, {
      sendPasswordReset: jest.fn(async () => {
        throw authError('auth/network-request-failed');
      }),
    });
    renderForm(auth);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'client@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.network);
  });

  it('tells a signed-in client who they are, and signs them out on request', async () => {
    const { auth } = fakeAuth(client());
    renderForm(auth);
    expect(await screen.findByText('client@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your invoices' })).toHaveAttribute('href', '/account');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalled();
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });

  it('says so when the sign-in service cannot load', async () => {
    const { auth } = fakeAuth(null, {
      watch: jest.fn((_listener, onError) => {
        queueMicrotask(() => onError(new Error('Failed to fetch')));
        return () => undefined;
      }),
    });
    renderForm(auth);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.unavailable);
  });

  it('notes when the local Auth emulator stands in for the real service', async () => {
    const { auth } = fakeAuth(null, { usesEmulator: jest.fn(async () => true) });
    renderForm(auth);
    const note = await screen.findByText(/sign-in uses the Firebase Auth emulator/);
    expect(within(note).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => expect(auth.usesEmulator).toHaveBeenCalledTimes(1));
  });

  it('says so in its first render when the settings have loaded already (as the sign-in route makes sure)', () => {
    const { auth } = fakeAuth(null, { knownToUseEmulator: jest.fn(() => true) });
    renderForm(auth);
    expect(screen.getByText(/sign-in uses the Firebase Auth emulator/)).toBeInTheDocument();
  });
});
