/**
 * The one module that calls the client area's function, through the Firebase SDK's callable protocol (it sends the
 * signed-in client's ID token). A chunk of its own, fetched only where a verified client's invoices are shown.
 */
import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import type { ClientInvoicesAnswer } from '@mediavelocity/contract';
import { loadAccountConfig } from '../config/account-config';
import { auth } from './firebase-sdk';

export async function fetchInvoices(timeoutMs: number): Promise<ClientInvoicesAnswer> {
  const [config, instance] = await Promise.all([loadAccountConfig(), auth()]);
  const call = httpsCallableFromURL<null, ClientInvoicesAnswer>(getFunctions(instance.app), config.invoicesUrl, {
    timeout: timeoutMs,
  });
  return (await call(null)).data;
}
