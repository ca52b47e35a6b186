import { patience, withinTime, type ClientInvoice } from '@mediavelocity/contract';

/** The signed-in client's invoices, from the account remote's function. Pages take it as a prop; tests pass fakes. */
export interface InvoicesService {
  /** Rejects with the function's error (a `code` such as `functions/unavailable`) or a TimeoutError. */
  list(): Promise<readonly ClientInvoice[]>;
}

/** The real one: its SDK chunk is fetched on the first call, and every call is given up at the providers' bound. */
export const firebaseInvoices: InvoicesService = {
  async list() {
    const { providerGiveUpMs } = patience();
    const answer = import(/* webpackChunkName: "firebase-invoices" */ './firebase-invoices').then((module) =>
      module.fetchInvoices(providerGiveUpMs),
    );
    return (await withinTime(answer, 'The invoices service', providerGiveUpMs)).invoices;
  },
};
