/**
 * What the sign-in tests ask of the Auth emulator beyond creating accounts (tooling/auth-emulator.ts, which `npm start`
 * uses too): disabling an account, the project's email-privacy setting, and the emails it "sent".
 */
import { DEMO_PROJECT_ID } from '../tooling/apps';
import { authEmulatorOrigin, call, toolkit } from '../tooling/auth-emulator';

const emulatorApi = `${authEmulatorOrigin}/emulator/v1/projects/${DEMO_PROJECT_ID}`;

export async function disableAccount(uid: string): Promise<void> {
  await call('POST', `${toolkit}/projects/${DEMO_PROJECT_ID}/accounts:update`, { localId: uid, disableUser: true });
}

/**
 * Improved email privacy, as a Firebase project can switch it on: a wrong password and an unknown email then both
 * answer INVALID_LOGIN_CREDENTIALS (`auth/invalid-credential`), so sign-in does not reveal who has an account.
 */
export async function setImprovedEmailPrivacy(enabled: boolean): Promise<void> {
  await call('PATCH', `${emulatorApi}/config`, { emailPrivacyConfig: { enableImprovedEmailPrivacy: enabled } });
}

/** The out-of-band emails (password resets, verifications) the emulator "sent". */
export async function sentEmails() {
  type OobCode = { readonly email: string; readonly requestType: string; readonly oobLink: string };
  return (await call<{ oobCodes: OobCode[] }>('GET', `${emulatorApi}/oobCodes`)).oobCodes;
}
