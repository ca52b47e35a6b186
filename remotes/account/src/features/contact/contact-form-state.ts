import type { FallbackReason } from '../../components/reach-us-fallback';

/** The embedded contact form: loading → ready → submitted, or a fallback; a failed load may be retried. */
export type ContactFormState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready' }
  | { readonly status: 'submitted' }
  | { readonly status: 'fallback'; readonly reason: FallbackReason };

export type ContactFormAction =
  | { readonly type: 'form-ready' }
  | { readonly type: 'form-submitted' }
  | { readonly type: 'not-configured' }
  | { readonly type: 'failed' }
  | { readonly type: 'retry' };

export const initialContactFormState: ContactFormState = { status: 'loading' };

/** Every other action in a state is ignored (e.g. a late result of an abandoned attempt). */
export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'form-ready':
      return state.status === 'loading' ? { status: 'ready' } : state;
    case 'form-submitted':
      return state.status === 'ready' ? { status: 'submitted' } : state;
    case 'not-configured':
      return state.status === 'loading' ? { status: 'fallback', reason: 'not-configured' } : state;
    case 'failed':
      return state.status === 'loading' ? { status: 'fallback', reason: 'failed' } : state;
    case 'retry':
      return state.status === 'fallback' && state.reason === 'failed' ? initialContactFormState : state;
  }
}
