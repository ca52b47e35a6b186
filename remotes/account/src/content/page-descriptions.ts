import type { paths } from '../app/paths';

/** What search results and link previews say about each page: 50–160 characters, unique on the site. */
export const pageDescriptions: Readonly<Record<keyof typeof paths, string>> = {
  login:
    'Client sign-in for Mediavelocity: existing clients sign in here with the email address and password the studio set up for them.',
  pay: 'Pay a Mediavelocity invoice securely by card. Payments go through Stripe, so your card details never pass through our site.',
  contact:
    'Tell Mediavelocity about your brand, website, photo shoot or video project. Send an enquiry and we will get back to you within one business day.',
};
