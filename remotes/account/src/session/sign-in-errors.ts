import { agencyContact, TimeoutError } from '@mediavelocity/contract';

/** What a password must have, as the identity provider's password policy states it. */
export interface PasswordRequirements {
  readonly minPasswordLength?: number;
  readonly maxPasswordLength?: number;
  readonly containsLowercaseLetter?: boolean;
  readonly containsUppercaseLetter?: boolean;
  readonly containsNumericCharacter?: boolean;
  readonly containsNonAlphanumericCharacter?: boolean;
}

/** The identity provider's policy when a project sets none (and what the Auth emulator enforces). */
export const DEFAULT_PASSWORD_REQUIREMENTS: PasswordRequirements = { minPasswordLength: 6 };

/** Those of `requirements` that `password` does not meet, in words (empty: it meets them all). */
export function unmetRequirements(requirements: PasswordRequirements, password: string): string[] {
  const { minPasswordLength: min = 0, maxPasswordLength: max = Infinity } = requirements;
  const length = [...password].length;
  return describeRequirements({
    ...(length < min || length > max ? { minPasswordLength: requirements.minPasswordLength } : {}),
    ...(length > max ? { maxPasswordLength: max } : {}),
    containsLowercaseLetter: requirements.containsLowercaseLetter && !/\p{Ll}/u.test(password),
    containsUppercaseLetter: requirements.containsUppercaseLetter && !/\p{Lu}/u.test(password),
    containsNumericCharacter: requirements.containsNumericCharacter && !/\d/.test(password),
    containsNonAlphanumericCharacter: requirements.containsNonAlphanumericCharacter && !/[^\p{L}\d]/u.test(password),
  });
}

/**
 * Sign-in was refused because the password no longer meets the project's policy. The SDK has refreshed the policy
 * by then; this carries what it now requires.
 */
export class PasswordPolicyError extends Error {
  override name = 'PasswordPolicyError';
  constructor(
    readonly requirements: PasswordRequirements,
    options?: { cause?: unknown },
  ) {
    super('The password does not meet the password policy.', options);
  }
}

/** The policy's requirements in words, e.g. ["at least 8 characters", "an uppercase letter"]. */
export function describeRequirements(requirements: PasswordRequirements): string[] {
  const { minPasswordLength: min, maxPasswordLength: max } = requirements;
  const length =
    min && max
      ? `${min} to ${max} characters`
      : min
        ? `at least ${min} characters`
        : max
          ? `at most ${max} characters`
          : undefined;
  return [
    length,
    requirements.containsLowercaseLetter && 'a lowercase letter',
    requirements.containsUppercaseLetter && 'an uppercase letter',
    requirements.containsNumericCharacter && 'a number',
    requirements.containsNonAlphanumericCharacter && 'a symbol (a character that is not a letter or number)',
  ].filter((text): text is string => typeof text === 'string');
}

export const messages = {
  wrongPassword: 'You have entered wrong password. Please try again.',
  userNotFound: 'The email you entered is not registered yet. Create a new account and login. Thanks!',
  invalidCredential: 'The email or password you entered is incorrect. Please try again.',
  tooManyRequests:
    'Too many unsuccessful sign-in attempts, so sign-in is paused for this account for a while. ' +
    'Please try again in a few minutes, or reset your password with "Forgot password?".',
  userDisabled: `This account has been disabled. Please email us at ${agencyContact.email} and we will help.`,
  network: 'We could not reach the sign-in service. Please check your internet connection and try again in a moment.',
  slow: 'The sign-in service is not answering just now. Please try again in a moment.',
  invalidEmail: 'Please enter a valid email address, like name@example.com.',
  missingPassword: 'Please enter your password.',
  unavailable: `Client sign-in is not available right now. Please try again later, or email us at ${agencyContact.email}.`,
} as const;

/** The provider's error code (`auth/…`) of a thrown value, if it has one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function policyMessage(requirements: PasswordRequirements): string {
  const needs = describeRequirements(requirements);
  const list = needs.length > 0 ? `: ${needs.join(', ')}` : '';
  return (
    `Your password no longer meets this site's password requirements${list}. ` +
    'Please choose "Forgot password?" to set a new one.'
  );
}

/** What a visitor reads when signing in fails: every error gets a clear message, none is silent. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof PasswordPolicyError) return policyMessage(error.requirements);
  if (error instanceof TimeoutError) return messages.slow;
  const code = errorCode(error);
  switch (code) {
    case 'auth/wrong-password':
      return messages.wrongPassword;
    case 'auth/user-not-found':
      return messages.userNotFound;
    // Projects with improved email privacy answer both of the above with this one code (older SDKs named it so).
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return messages.invalidCredential;
    case 'auth/too-many-requests':
      return messages.tooManyRequests;
    case 'auth/user-disabled':
      return messages.userDisabled;
    case 'auth/network-request-failed':
    case 'auth/timeout':
      return messages.network;
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return messages.invalidEmail;
    case 'auth/missing-password':
      return messages.missingPassword;
    case undefined:
      // Not the provider's error: its code could not be loaded or configured (offline, a blocked script).
      return messages.unavailable;
    default:
      return `Sign-in did not work (${code.replace(/^auth\//, '')}). Please try again, or email us at ${agencyContact.email}.`;
  }
}

/**
 * What a visitor reads once a reset is asked for: the same whether or not an account exists for the address (the
 * form says it for an unknown address too), so the reset form tells nobody who is a client.
 */
export const resetSentMessage = (address: string): string =>
  `If ${address} has an account with us, we have sent it a link to reset the password. ` +
  'Please check your inbox (and the spam folder).';

/** What a visitor reads when sending the password reset email fails (an unknown address is not a failure). */
export function resetErrorMessage(error: unknown): string {
  switch (errorCode(error)) {
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return messages.invalidEmail;
    case 'auth/too-many-requests':
      return 'Too many reset requests for this email. Please wait a few minutes and try again.';
    default:
      return signInErrorMessage(error);
  }
}
