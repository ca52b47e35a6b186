import { screen, waitFor } from '@testing-library/react';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { fakeAuth } from '../../../session/__tests__/fake-auth';
import { SignInPage } from '../sign-in-page';

// The page wires the real Firebase service; here it is replaced, so no SDK loads in jsdom.
jest.mock('../../../session/firebase-auth', () => ({ firebaseAuth: fakeAuth().auth }));

describe('SignInPage', () => {
  it('sets the title and shows the Sign In heading and form', async () => {
    renderWithRouter(<SignInPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mediavelocity Sign In'));
  });
});
