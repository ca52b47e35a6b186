/**
 * Who the local demo has: the client accounts `npm start` creates in the Auth emulator, and what the Stripe stand-in
 * holds for them. Dates are relative to the moment the stand-in starts, so "overdue" stays overdue.
 */

export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly displayName: string;
  readonly emailVerified: boolean;
  /** What signing in as this account shows, for the README. */
  readonly shows: string;
}

export const demoAccounts = {
  client: {
    email: 'demo.client@example.com',
    password: 'mediavelocity-demo',
    displayName: 'Demo Client',
    emailVerified: true,
    shows: 'invoices in every status (two Stripe customers with this email), one overdue, one open',
  },
  secondClient: {
    email: 'second.client@example.com',
    password: 'mediavelocity-demo-2',
    displayName: 'Second Client',
    emailVerified: true,
    shows: "another client's invoices in every status: neither client ever sees the other's",
  },
  unverified: {
    email: 'unverified.client@example.com',
    password: 'mediavelocity-demo-3',
    displayName: 'Unverified Client',
    emailVerified: false,
    shows: 'why no invoice is shown until the address is verified, and the button that sends the email again',
  },
} as const satisfies Record<string, DemoAccount>;

/** The statuses Stripe gives an invoice, and `overdue`: an open one whose due date has passed. */
export type SeedStatus = 'draft' | 'open' | 'overdue' | 'paid' | 'void' | 'uncollectible';

/** One invoice to seed: its status, amount in cents, and days from now it was issued and is due. */
export interface SeedInvoice {
  readonly status: SeedStatus;
  readonly amount: number;
  readonly issuedDaysAgo: number;
  readonly dueInDays: number | null;
  readonly description: string;
}

/** A Stripe customer to seed, and its invoices. */
export interface SeedCustomer {
  readonly email: string;
  readonly name: string;
  readonly invoicePrefix: string;
  readonly invoices: readonly SeedInvoice[];
}

/** One invoice of each status (the draft is never shown to a client). */
export const everyStatus = (scale: number): SeedInvoice[] => [
  { status: 'overdue', amount: 180_000 * scale, issuedDaysAgo: 45, dueInDays: -15, description: 'Brand identity' },
  { status: 'open', amount: 96_000 * scale, issuedDaysAgo: 5, dueInDays: 25, description: 'Product photography' },
  { status: 'paid', amount: 240_000 * scale, issuedDaysAgo: 120, dueInDays: -90, description: 'Website design' },
  { status: 'void', amount: 35_000 * scale, issuedDaysAgo: 100, dueInDays: -70, description: 'Print proofs' },
  { status: 'uncollectible', amount: 12_500 * scale, issuedDaysAgo: 200, dueInDays: -170, description: 'Rush fee' },
  { status: 'draft', amount: 50_000 * scale, issuedDaysAgo: 1, dueInDays: 30, description: 'Video edit (draft)' },
];

export const demoCustomers: readonly SeedCustomer[] = [
  {
    email: demoAccounts.client.email,
    name: 'Demo Client',
    invoicePrefix: 'DEMO',
    invoices: everyStatus(1),
  },
  // The same client's earlier account with the agency: a second customer with the same email, as happens in Stripe.
  {
    email: demoAccounts.client.email,
    name: 'Demo Client (former studio)',
    invoicePrefix: 'DEMOOLD',
    invoices: [{ status: 'paid', amount: 60_000, issuedDaysAgo: 400, dueInDays: -370, description: 'Logo refresh' }],
  },
  {
    email: demoAccounts.secondClient.email,
    name: 'Second Client',
    invoicePrefix: 'SECOND',
    invoices: everyStatus(2),
  },
  {
    email: demoAccounts.unverified.email,
    name: 'Unverified Client',
    invoicePrefix: 'UNVER',
    invoices: everyStatus(3),
  },
  // Near misses, which no client may see: the address only looks alike.
  {
    email: `x${demoAccounts.client.email}`,
    name: 'Lookalike Client',
    invoicePrefix: 'LOOK',
    invoices: [{ status: 'open', amount: 99_900, issuedDaysAgo: 3, dueInDays: 27, description: 'Not yours' }],
  },
  {
    email: `${demoAccounts.client.email}.evil.test`,
    name: 'Suffix Client',
    invoicePrefix: 'SUFFIX',
    invoices: [{ status: 'open', amount: 99_800, issuedDaysAgo: 3, dueInDays: 27, description: 'Not yours' }],
  },
];
