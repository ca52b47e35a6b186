import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@mediavelocity/testing/render';
import type { AuthService } from '../../../session/auth-service';
import { authError, client, fakeAuth } from '../../../session/__tests__/fake-auth';
import { messages, PasswordPolicyError } from '../../../session/sign-in-errors';
import { CreateAccountForm } from '../create-account-form';

function renderForm(auth: AuthService) {
  return renderWithRouter(null, {
    routes: [
      {
        path: '/create-account',
        element: <CreateAccountForm auth={auth} destination="/account" signInPath="/login" />,
      },
      { path: '/account', element: <h1>Your invoices</h1> },
    ],
    path: '/create-account',
  });
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('CreateAccountForm', () => {
  it("shows the project's password policy beside the field, and enforces it before asking", async () => {
    const { auth } = fakeAuth(null, {
      passwordRequirements: jest.fn(async () => ({ minPasswordLength: 10, containsNumericCharacter: true })),
    });
    renderForm(auth);
    expect(screen.getByText('Your password needs at least 6 characters.')).toBeInTheDocument();
    expect(auth.passwordRequirements).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByLabelText('Email'));
    expect(await screen.findByText('Your password needs at least 10 characters, a number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Your password needs at least 10 characters, a number.',
    );
    await fillIn('new@example.com', 'short');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose a password with at least 10 characters, a number.',
    );
    expect(auth.createAccount).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toHaveValue('short');
  });

  it('creates the account, then goes on to the client area (which asks for the verification)', async () => {
    const { auth } = fakeAuth();
    renderForm(auth);
    await fillIn(' new@example.com ', 'long-enough');
    expect(await screen.findByRole('heading', { name: 'Your invoices' })).toBeInTheDocument();
    expect(auth.createAccount).toHaveBeenCalledWith('new@example.com', 'long-enough');
  });

  it.each([
    ['auth/email-already-in-use', 'An account with this email address exists already.'],
    ['auth/weak-password', 'Please choose a stronger password, with at least 6 characters.'],
    ['auth/network-request-failed', messages.network],
    ['auth/too-many-requests', messages.tooManyRequests],
  ])('explains %s and keeps what was typed', async (code, message) => {
    const { auth } = fakeAuth(null, {
      createAccount: jest.fn(async () => {
        throw authError(code);
      }),
    });
    renderForm(auth);
    await fillIn('taken@example.com', 'long-enough');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveValue('taken@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('long-enough');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('links an address in use to sign-in, and lists what a policy the provider enforces asks for', async () => {
    const { auth } = fakeAuth(null, {
      createAccount: jest
        .fn()
        .mockRejectedValueOnce(authError('auth/email-already-in-use'))
        .mockRejectedValueOnce(new PasswordPolicyError({ containsUppercaseLetter: true })),
    });
    renderForm(auth);
    const user = await fillIn('taken@example.com', 'long-enough');
    expect(await screen.findByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a password with an uppercase letter.');
  });

  it('tells a signed-in client where their invoices are instead', async () => {
    renderForm(fakeAuth(client()).auth);
    expect(await screen.findByRole('link', { name: 'Go to your invoices' })).toHaveAttribute('href', '/account');
  });
});
