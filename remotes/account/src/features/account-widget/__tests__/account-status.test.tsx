import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { client, fakeAuth } from '../../../session/__tests__/fake-auth';
import { AccountStatus } from '../account-status';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('AccountStatus', () => {
  it('shows nothing to a visitor who is not signed in', async () => {
    const { auth } = fakeAuth(null);
    const { container } = renderWithRouter(<AccountStatus auth={auth} />);
    await Promise.resolve();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the signed-in email, and Sign out clears it', async () => {
    const { auth } = fakeAuth(client());
    renderWithRouter(<AccountStatus auth={auth} />);
    expect(await screen.findByText('client@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your invoices: signed in as client@example.com' })).toHaveAttribute(
      'href',
      '/account',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('client@example.com')).not.toBeInTheDocument();
  });

  it('says so when signing out fails, and stays signed in', async () => {
    const { auth } = fakeAuth(client(), {
      signOut: jest.fn(async () => {
        throw new Error('offline');
      }),
    });
    renderWithRouter(<AccountStatus auth={auth} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-out did not work');
    expect(screen.getByText('client@example.com')).toBeInTheDocument();
  });

  it('says the account cannot be reached when the sign-in service does not answer', async () => {
    const { auth } = fakeAuth(null, {
      watch: jest.fn((_listener, onError) => {
        queueMicrotask(() => onError(new Error('The sign-in service did not answer within 8 s.')));
        return () => undefined;
      }),
    });
    renderWithRouter(<AccountStatus auth={auth} />);
    expect(await screen.findByText("Your account can't be reached right now")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});
