import {
  describeRequirements,
  messages,
  PasswordPolicyError,
  resetErrorMessage,
  signInErrorMessage,
} from '../sign-in-errors';
import { TimeoutError } from '@mediavelocity/contract';
import { authError } from './fake-auth';

describe('signInErrorMessage', () => {
  it.each([
    ['auth/wrong-password', 'You have entered wrong password. Please try again.'],
    ['auth/user-not-found', 'The email you entered is not registered yet. Create a new account and login. Thanks!'],
    ['auth/invalid-credential', 'The email or password you entered is incorrect. Please try again.'],
    ['auth/invalid-login-credentials', 'The email or password you entered is incorrect. Please try again.'],
    ['auth/too-many-requests', messages.tooManyRequests],
    ['auth/user-disabled', messages.userDisabled],
    ['auth/network-request-failed', messages.network],
    ['auth/timeout', messages.network],
    ['auth/invalid-email', messages.invalidEmail],
    ['auth/missing-password', messages.missingPassword],
  ])('%s → %s', (code, message) => {
    expect(signInErrorMessage(authError(code))).toBe(message);
  });

  it('says when the service does not answer at all, apart from a network failure', () => {
    expect(signInErrorMessage(new TimeoutError('The sign-in service did not answer within 8 s.'))).toBe(messages.slow);
    expect(messages.slow).not.toBe(messages.network);
  });

  it('gives clear, distinct messages for too many attempts, a disabled account and a network failure', () => {
    expect(messages.tooManyRequests).toMatch(/too many/i);
    expect(messages.userDisabled).toMatch(/disabled.*hello@mediavelocity\.com/);
    expect(messages.network).toMatch(/internet connection/);
  });

  it('names any other provider error and says what to do, never nothing', () => {
    const message = signInErrorMessage(authError('auth/operation-not-allowed'));
    expect(message).toContain('operation-not-allowed');
    expect(message).toContain('hello@mediavelocity.com');
  });

  it('explains a failure that is not the provider’s (the SDK did not load)', () => {
    expect(signInErrorMessage(new Error('Loading chunk 12 failed.'))).toBe(messages.unavailable);
    expect(signInErrorMessage('boom')).toBe(messages.unavailable);
  });

  it('says what the password policy requires', () => {
    const error = new PasswordPolicyError({
      minPasswordLength: 10,
      containsUppercaseLetter: true,
      containsNumericCharacter: true,
    });
    expect(signInErrorMessage(error)).toBe(
      "Your password no longer meets this site's password requirements: at least 10 characters, an uppercase " +
        'letter, a number. Please choose "Forgot password?" to set a new one.',
    );
  });
});

describe('describeRequirements', () => {
  it('lists every requirement of the policy in words', () => {
    expect(
      describeRequirements({
        minPasswordLength: 8,
        maxPasswordLength: 64,
        containsLowercaseLetter: true,
        containsUppercaseLetter: true,
        containsNumericCharacter: true,
        containsNonAlphanumericCharacter: true,
      }),
    ).toEqual([
      '8 to 64 characters',
      'a lowercase letter',
      'an uppercase letter',
      'a number',
      'a symbol (a character that is not a letter or number)',
    ]);
    expect(describeRequirements({ maxPasswordLength: 30 })).toEqual(['at most 30 characters']);
    expect(describeRequirements({})).toEqual([]);
  });
});

describe('resetErrorMessage', () => {
  it('maps the reset errors, and falls back to the sign-in messages', () => {
    expect(resetErrorMessage(authError('auth/user-not-found'))).toBe(messages.userNotFound);
    expect(resetErrorMessage(authError('auth/missing-email'))).toBe(messages.invalidEmail);
    expect(resetErrorMessage(authError('auth/too-many-requests'))).toMatch(/Too many reset requests/);
    expect(resetErrorMessage(authError('auth/network-request-failed'))).toBe(messages.network);
  });
});
