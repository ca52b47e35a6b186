import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROVIDER_GIVE_UP_MS, type AccountConfig } from '@mediavelocity/contract';
import { inMemoryRouter, renderWithRouter } from '@mediavelocity/testing/render';
import {
  fakeAccountConfig,
  fakeLoadScript,
  fakeStripe,
  type FakeLoadScript,
} from '../../../lib/__tests__/fake-embed-loaders';
import { deferred } from '@mediavelocity/testing/deferred';
import { ScriptLoadError } from '../../../lib/load-script';
import { PayPage } from '../pay-page';
import { STRIPE_BUY_BUTTON_SCRIPT } from '../stripe-buy-button';

/** What Stripe's script does: define the custom element. jsdom keeps the definition for the whole file. */
function defineBuyButton() {
  if (!customElements.get('stripe-buy-button'))
    customElements.define('stripe-buy-button', class extends HTMLElement {});
}

const configured = () => Promise.resolve(fakeAccountConfig({ stripe: fakeStripe }));
const notConfigured = () => Promise.resolve(fakeAccountConfig());
const scriptLoads = (): FakeLoadScript => fakeLoadScript(async () => defineBuyButton());
const scriptFails = (): FakeLoadScript =>
  fakeLoadScript(() => Promise.reject(new ScriptLoadError(`${STRIPE_BUY_BUTTON_SCRIPT} could not be loaded.`)));

const loadingStatus = () => screen.queryByRole('status');
const buyButton = () => document.querySelector('stripe-buy-button');
const emailLink = () => screen.getByRole('link', { name: 'hello@mediavelocity.com' });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  jest.useRealTimers();
});

describe('PayPage', () => {
  it('sets the title, the heading and a short introduction', async () => {
    renderWithRouter(<PayPage loadConfig={configured} loadScript={scriptLoads()} />, { path: '/pay' });
    await waitFor(() => expect(document.title).toBe('Mediavelocity Payment'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Page');
    expect(screen.getByText(/Pay your Mediavelocity invoice securely by card/)).toBeInTheDocument();
    await waitFor(() => expect(buyButton()).not.toBeNull());
  });

  it('shows a loading state first, then Stripe’s buy button with the configured ids', async () => {
    const config = deferred<AccountConfig>();
    const loadScript = scriptLoads();
    renderWithRouter(<PayPage loadConfig={() => config.promise} loadScript={loadScript} />, { path: '/pay' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure payment button…');
    expect(buyButton()).toBeNull();
    expect(loadScript).not.toHaveBeenCalled();

    await act(async () => config.resolve(fakeAccountConfig({ stripe: fakeStripe })));
    await waitFor(() => expect(buyButton()).not.toBeNull());
    expect(buyButton()).toHaveAttribute('buy-button-id', 'buy_btn_test_fake');
    expect(buyButton()).toHaveAttribute('publishable-key', 'pk_test_fake');
    expect(loadingStatus()).toBeNull();
    expect(screen.queryByText('Loading the secure payment button…')).toBeNull();
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith(STRIPE_BUY_BUTTON_SCRIPT, { isLoaded: expect.any(Function) });
    expect(warn).not.toHaveBeenCalled();
  });

  it('without a configured button, explains how to pay by email or phone, loads nothing and offers no Retry', async () => {
    const loadScript = scriptLoads();
    renderWithRouter(<PayPage loadConfig={notConfigured} loadScript={loadScript} />, { path: '/pay' });

    expect(
      await screen.findByRole('heading', { level: 2, name: "Online card payment isn't available right now" }),
    ).toBeInTheDocument();
    expect(emailLink()).toHaveAttribute('href', 'mailto:hello@mediavelocity.com?subject=Invoice%20payment');
    expect(screen.getByText(/with your invoice number/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(417) 555-0142' })).toHaveAttribute('href', 'tel:+14175550142');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(loadScript).not.toHaveBeenCalled();
    expect(buyButton()).toBeNull();
  });

  it('when the script cannot load, shows the fallback with Retry, which recovers without a reload', async () => {
    const user = userEvent.setup();
    const loadScript = scriptFails();
    renderWithRouter(<PayPage loadConfig={configured} loadScript={loadScript} />, { path: '/pay' });

    const heading = await screen.findByRole('heading', { level: 2, name: "The secure payment button couldn't load" });
    const panel = heading.parentElement as HTMLElement;
    expect(within(panel).getByText(/offline, or a browser extension may be blocking it/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'hello@mediavelocity.com' })).toHaveAttribute(
      'href',
      'mailto:hello@mediavelocity.com?subject=Invoice%20payment',
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(buyButton()).toBeNull();

    // The script is reachable again.
    const retried = deferred<undefined>();
    loadScript.mockImplementationOnce(() => retried.promise.then(defineBuyButton));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure payment button…');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    // Focus stays in the panel rather than falling back to the page.
    expect(screen.getByRole('status').parentElement).toHaveFocus();

    await act(async () => retried.resolve(undefined));
    await waitFor(() => expect(buyButton()).toHaveAttribute('buy-button-id', 'buy_btn_test_fake'));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(loadScript).toHaveBeenCalledTimes(2);
  });

  it('treats a config that cannot be fetched like a script that cannot load', async () => {
    const user = userEvent.setup();
    const loadConfig = jest
      .fn<Promise<AccountConfig>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(configured);
    renderWithRouter(<PayPage loadConfig={loadConfig} loadScript={scriptLoads()} />, { path: '/pay' });

    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(buyButton()).not.toBeNull());
  });

  it('falls back when the button is not ready within the timeout', async () => {
    jest.useFakeTimers();
    const hangs = fakeLoadScript(() => new Promise<void>(() => undefined));
    renderWithRouter(<PayPage loadConfig={configured} loadScript={hangs} />, { path: '/pay' });
    await act(async () => undefined);
    expect(hangs).toHaveBeenCalledTimes(1);

    await act(async () => jest.advanceTimersByTime(PROVIDER_GIVE_UP_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the secure payment button…');
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { level: 2, name: "The secure payment button couldn't load" })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks for the script once and renders one button under StrictMode’s double effects', async () => {
    const loadScript = scriptLoads();
    // At the root, as the shell renders it (StrictMode's double effects apply from the root down).
    render(
      <StrictMode>{inMemoryRouter(<PayPage loadConfig={configured} loadScript={loadScript} />, ['/pay'])}</StrictMode>,
    );
    await waitFor(() => expect(buyButton()).not.toBeNull());
    expect(document.querySelectorAll('stripe-buy-button')).toHaveLength(1);
    expect(loadScript).toHaveBeenCalledTimes(1);
  });
});
