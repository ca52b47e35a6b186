import type { paths } from '../app/paths';

/** What search results and link previews say about each page: 50–160 characters, unique on the site. */
export const pageDescriptions: Readonly<Record<keyof typeof paths, string>> = {
  login:
    'Client sign-in for Mediavelocity: clients sign in here to see the invoices we have sent them, pay them and download them.',
  createAccount:
    'Create your Mediavelocity client account with the email address we invoice, then see and pay your invoices online.',
  account:
    'Your Mediavelocity client area: every invoice we have sent you, what is still to pay, and your paid invoices as PDFs.',
  pay: 'Pay a Mediavelocity invoice securely by card. Payments go through Stripe, so your card details never pass through our site.',
  contact:
    'Tell Mediavelocity about your brand, website, photo shoot or video project. Send an enquiry and we will get back to you within one business day.',
};
