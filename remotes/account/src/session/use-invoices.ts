import { useCallback, useEffect, useState } from 'react';
import type { ClientInvoice } from '@mediavelocity/contract';
import type { InvoicesService } from './invoices-service';
import { errorCode } from './sign-in-errors';

/** Why the invoices are not shown: the session ended, the address is not verified, or the service failed. */
export type InvoicesProblem = 'signed-out' | 'unverified' | 'unavailable';

export type InvoicesState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly invoices: readonly ClientInvoice[] }
  | { readonly status: 'failed'; readonly problem: InvoicesProblem };

function problemOf(error: unknown): InvoicesProblem {
  switch (errorCode(error)) {
    case 'functions/unauthenticated':
      return 'signed-out';
    case 'functions/permission-denied':
      return 'unverified';
    default:
      return 'unavailable';
  }
}

/** The signed-in client's invoices while `enabled`, fetched once, and again after `retry`. */
export function useInvoices(service: InvoicesService, enabled: boolean) {
  const [state, setState] = useState<InvoicesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    service.list().then(
      (invoices) => current && setState({ status: 'loaded', invoices }),
      (error: unknown) => {
        if (!current) return;
        console.warn('[mediavelocity] The invoices could not be read.', error);
        setState({ status: 'failed', problem: problemOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [service, enabled, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
