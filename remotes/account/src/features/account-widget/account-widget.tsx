import type { AccountWidgetModule } from '@mediavelocity/contract';
import { firebaseAuth } from '../../session/firebase-auth';
import { AccountStatus } from './account-status';

/**
 * Exposed as `account/account-widget`. The shell loads it only when the session hint says a client is signed in,
 * after the page is interactive; this module brings the identity SDK with it.
 */
export const AccountWidget: AccountWidgetModule['AccountWidget'] = function AccountWidget() {
  return <AccountStatus auth={firebaseAuth} />;
};
