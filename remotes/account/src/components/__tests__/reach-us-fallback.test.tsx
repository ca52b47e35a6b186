import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mailtoHref, ReachUsFallback, type ReachUsFallbackProps } from '../reach-us-fallback';

const props: ReachUsFallbackProps = {
  reason: 'not-configured',
  heading: 'Online card payment isn’t available right now',
  purpose: 'To pay your invoice',
  include: 'your invoice number',
  emailSubject: 'Invoice payment',
};

describe('ReachUsFallback', () => {
  it('says how to reach the agency by email (with a subject) or phone', () => {
    render(<ReachUsFallback {...props} />);
    expect(screen.getByRole('heading', { level: 2, name: props.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@mediavelocity.com' })).toHaveAttribute(
      'href',
      'mailto:hello@mediavelocity.com?subject=Invoice%20payment',
    );
    expect(screen.getByRole('link', { name: '(417) 555-0142' })).toHaveAttribute('href', 'tel:+14175550142');
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'To pay your invoice, email us at hello@mediavelocity.com with your invoice number, or call us at (417) 555-0142.',
      ),
    ).toBeInTheDocument();
  });

  it('when not configured, neither blames the visitor’s connection nor offers Retry', () => {
    render(<ReachUsFallback {...props} onRetry={jest.fn()} />);
    expect(screen.queryByText(/offline/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('when the embed failed to load, names the likely causes and offers Retry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<ReachUsFallback {...props} reason="failed" onRetry={onRetry} />);
    expect(screen.getByText(/you may be offline, or a browser extension may be blocking it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('encodes the subject into the mailto link', () => {
    expect(mailtoHref('Invoice #42 & more')).toBe(
      'mailto:hello@mediavelocity.com?subject=Invoice%20%2342%20%26%20more',
    );
  });
});
