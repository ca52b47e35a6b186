import {
  contactFormReducer,
  initialContactFormState,
  type ContactFormAction,
  type ContactFormState,
} from '../contact-form-state';

const loading: ContactFormState = initialContactFormState;
const ready: ContactFormState = { status: 'ready' };
const submitted: ContactFormState = { status: 'submitted' };
const notConfigured: ContactFormState = { status: 'fallback', reason: 'not-configured' };
const failed: ContactFormState = { status: 'fallback', reason: 'failed' };

describe('contactFormReducer', () => {
  it('starts loading', () => {
    expect(initialContactFormState).toEqual({ status: 'loading' });
  });

  it.each<[string, ContactFormState, ContactFormAction, ContactFormState]>([
    ['loading → ready when HubSpot says the form is ready', loading, { type: 'form-ready' }, ready],
    ['ready → submitted when the form is sent', ready, { type: 'form-submitted' }, submitted],
    ['loading → fallback when not configured', loading, { type: 'not-configured' }, notConfigured],
    ['loading → fallback when it could not load', loading, { type: 'failed' }, failed],
    ['a failed load → loading again on retry', failed, { type: 'retry' }, loading],
  ])('%s', (_, state, action, next) => {
    expect(contactFormReducer(state, action)).toEqual(next);
  });

  it.each<[string, ContactFormState, ContactFormAction]>([
    ['a submission before the form is ready', loading, { type: 'form-submitted' }],
    ['a second submission', submitted, { type: 'form-submitted' }],
    ['"ready" again once submitted', submitted, { type: 'form-ready' }],
    ['"ready" again when ready', ready, { type: 'form-ready' }],
    ['a late failure once ready', ready, { type: 'failed' }],
    ['a late failure once submitted', submitted, { type: 'failed' }],
    ['a late "ready" after falling back', failed, { type: 'form-ready' }],
    ['a late "not configured" after a failure', failed, { type: 'not-configured' }],
    ['retry while loading', loading, { type: 'retry' }],
    ['retry when ready', ready, { type: 'retry' }],
    ['retry when not configured (nothing to try again)', notConfigured, { type: 'retry' }],
  ])('ignores %s', (_, state, action) => {
    expect(contactFormReducer(state, action)).toBe(state);
  });
});
