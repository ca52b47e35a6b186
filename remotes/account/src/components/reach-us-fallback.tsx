import Button from 'react-bootstrap/Button';
import { agencyContact } from '@mediavelocity/contract';

/** Why a third-party embed is not shown: the site has no ids for it, or its script could not load. */
export type FallbackReason = 'not-configured' | 'failed';

export interface ReachUsFallbackProps {
  readonly reason: FallbackReason;
  /** The heading, e.g. "Online card payment isn't available right now". */
  readonly heading: string;
  /** Opens the sentence on how to reach us instead, e.g. "To pay your invoice". */
  readonly purpose: string;
  /** What to put in the email, e.g. "your invoice number". */
  readonly include: string;
  /** The subject line the email starts with. */
  readonly emailSubject: string;
  /** Why it failed, when it is not an embed that did not load. */
  readonly explanation?: string;
  /** Offered when the embed failed to load: tries again without a page reload. */
  readonly onRetry?: () => void;
}

export function mailtoHref(subject: string): string {
  return `mailto:${agencyContact.email}?subject=${encodeURIComponent(subject)}`;
}

/**
 * What the payment and contact pages show instead of an embed that is not configured or did not load: how to reach
 * the agency by email or phone, never a blank area.
 */
export function ReachUsFallback({
  reason,
  heading,
  purpose,
  include,
  emailSubject,
  explanation = "It didn't load just now: you may be offline, or a browser extension may be blocking it.",
  onRetry,
}: ReachUsFallbackProps) {
  return (
    <div className="border rounded-3 bg-body-tertiary p-4">
      <h2 className="h4">{heading}</h2>
      {reason === 'failed' && <p>{explanation}</p>}
      <p className={reason === 'failed' && onRetry ? undefined : 'mb-0'}>
        {purpose}, email us at <a href={mailtoHref(emailSubject)}>{agencyContact.email}</a> with {include}, or call us
        at <a href={agencyContact.phone.href}>{agencyContact.phone.display}</a>.
      </p>
      {reason === 'failed' && onRetry && (
        <Button variant="primary" onClick={onRetry}>
          Retry
        </Button>
      )}
    </div>
  );
}
