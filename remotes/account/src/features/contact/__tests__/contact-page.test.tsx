import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROVIDER_GIVE_UP_MS, type AccountConfig } from '@mediavelocity/contract';
import { renderWithRouter } from '@mediavelocity/testing/render';
import {
  fakeAccountConfig,
  fakeHubSpot,
  fakeLoadScript,
  type FakeLoadScript,
} from '../../../lib/__tests__/fake-embed-loaders';
import { deferred } from '@mediavelocity/testing/deferred';
import { ScriptLoadError } from '../../../lib/load-script';
import { ContactPage } from '../contact-page';
import type { HubSpotFormOptions } from '../hubspot';

/**
 * What HubSpot's embed script does, per its documented API: `hbspt.forms.create(options)` renders a form into
 * `options.target`. Here the test decides when the form is "ready" (`formReady()`), to look at the page before.
 */
function installHubSpot() {
  const create = jest.fn((options: HubSpotFormOptions) => {
    const form = document.createElement('form');
    form.setAttribute('aria-label', 'Project enquiry');
    const label = document.createElement('label');
    label.textContent = 'Email';
    const email = document.createElement('input');
    email.type = 'email';
    label.append(email);
    const submit = document.createElement('button');
    submit.type = 'submit';
    submit.textContent = 'Submit';
    form.append(label, submit);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      options.onFormSubmitted?.(form, { submissionValues: { email: email.value } });
    });
    document.querySelector(options.target)?.append(form);
  });
  window.hbspt = { forms: { create } };
  return create;
}

const lastOptions = (create: jest.Mock<void, [HubSpotFormOptions]>): HubSpotFormOptions => {
  const options = create.mock.lastCall?.[0];
  if (!options) throw new Error('hbspt.forms.create was not called');
  return options;
};

/** HubSpot calls onFormReady with the rendered form. */
async function formReady(create: jest.Mock<void, [HubSpotFormOptions]>) {
  const options = lastOptions(create);
  const form = document.querySelector<HTMLFormElement>(`${options.target} form`);
  if (!form) throw new Error('no form rendered');
  await act(async () => options.onFormReady?.(form));
}

let create: jest.Mock<void, [HubSpotFormOptions]>;
/** Like the real loader, it runs the script only once per page (while hbspt is there). */
const scriptLoads = (): FakeLoadScript =>
  fakeLoadScript(async (_src, options) => {
    if (!options?.isLoaded?.()) create = installHubSpot();
  });
const scriptFails = (): FakeLoadScript =>
  fakeLoadScript(() =>
    Promise.reject(new ScriptLoadError('https://js.hsforms.net/forms/embed/v2.js could not be loaded.')),
  );
const configured = () => Promise.resolve(fakeAccountConfig({ hubspot: fakeHubSpot }));
const notConfigured = () => Promise.resolve(fakeAccountConfig());

const enquiryForm = () => screen.queryByRole('form', { name: 'Project enquiry' });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  delete window.hbspt;
  jest.useRealTimers();
});

describe('ContactPage', () => {
  it('sets the title; "Contact Us" is the first heading, in a hero with the tagline', async () => {
    renderWithRouter(<ContactPage loadConfig={configured} loadScript={scriptLoads()} />, { path: '/contact' });
    await waitFor(() => expect(document.title).toBe('Mediavelocity Contact'));
    const headings = screen.getAllByRole('heading');
    expect(headings[0]).toHaveTextContent('Contact Us');
    expect(headings[0]?.tagName).toBe('H1');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const tagline = screen.getByText('you found your solution');
    expect(tagline.closest('.mv-contact-hero')).toContainElement(headings[0] ?? null);
  });

  it('shows "Loading form..." until HubSpot says the form is ready, having created it with the configured ids', async () => {
    const config = deferred<AccountConfig>();
    const loadScript = scriptLoads();
    renderWithRouter(<ContactPage loadConfig={() => config.promise} loadScript={loadScript} />, { path: '/contact' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading form...');

    await act(async () => config.resolve(fakeAccountConfig({ hubspot: fakeHubSpot })));
    expect(loadScript).toHaveBeenCalledWith('https://js.hsforms.net/forms/embed/v2.js', {
      isLoaded: expect.any(Function),
    });
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const options = lastOptions(create);
    expect(options).toEqual({
      region: 'na1',
      portalId: '123456',
      formId: '00000000-0000-4000-8000-000000000000',
      target: expect.stringMatching(/^#[\w-]+$/),
      onFormReady: expect.any(Function),
      onFormSubmitted: expect.any(Function),
    });
    // The target names the page's form container, and HubSpot rendered into it.
    expect(document.querySelector(options.target)).toContainElement(enquiryForm());
    expect(screen.getByText('Loading form...')).toBeInTheDocument();

    await formReady(create);
    expect(screen.queryByText('Loading form...')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(enquiryForm()).toBeVisible();
    expect(warn).not.toHaveBeenCalled();
  });

  it('after a submission, hides the form and announces a thank-you, moving focus to it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ContactPage loadConfig={configured} loadScript={scriptLoads()} />, { path: '/contact' });
    await waitFor(() => expect(create).toHaveBeenCalled());
    await formReady(create);

    await user.type(screen.getByLabelText('Email'), 'client@example.test');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const thanks = await screen.findByRole('status');
    expect(within(thanks).getByRole('heading', { level: 2, name: 'Thank you!' })).toBeInTheDocument();
    expect(thanks).toHaveTextContent("Your message is on its way. We'll get back to you within one business day.");
    expect(thanks).toHaveFocus();
    expect(enquiryForm()).toBeNull(); // hidden: no longer in the accessibility tree
    expect(screen.getByTestId('hubspot-form')).not.toBeVisible();
  });

  it('loads the embed from the region’s own host outside na1', async () => {
    const loadScript = scriptLoads();
    const eu = () => Promise.resolve(fakeAccountConfig({ hubspot: { ...fakeHubSpot, region: 'eu1' } }));
    renderWithRouter(<ContactPage loadConfig={eu} loadScript={loadScript} />, { path: '/contact' });
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(loadScript.mock.calls[0]?.[0]).toBe('https://js-eu1.hsforms.net/forms/embed/v2.js');
    expect(lastOptions(create).region).toBe('eu1');
  });

  it('without a configured form, says how to reach us by email or phone, loads nothing and offers no Retry', async () => {
    const loadScript = scriptLoads();
    renderWithRouter(<ContactPage loadConfig={notConfigured} loadScript={loadScript} />, { path: '/contact' });

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: "Our contact form isn't available right now",
    });
    const fallback = within(heading.parentElement as HTMLElement);
    expect(fallback.getByRole('link', { name: 'hello@mediavelocity.com' })).toHaveAttribute(
      'href',
      'mailto:hello@mediavelocity.com?subject=Project%20enquiry',
    );
    expect(fallback.getByRole('link', { name: '(417) 555-0142' })).toHaveAttribute('href', 'tel:+14175550142');
    expect(fallback.getByText(/with a few words about your project/)).toBeInTheDocument();
    expect(screen.queryByText('Loading form...')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(loadScript).not.toHaveBeenCalled();
  });

  it('when the script cannot load, shows the fallback with Retry, which recovers without a reload', async () => {
    const user = userEvent.setup();
    const loadScript = scriptFails();
    renderWithRouter(<ContactPage loadConfig={configured} loadScript={loadScript} />, { path: '/contact' });

    expect(await screen.findByRole('heading', { level: 2, name: "The contact form couldn't load" })).toBeVisible();
    expect(screen.getByText(/offline, or a browser extension may be blocking it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@mediavelocity.com' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);

    loadScript.mockImplementation(scriptLoads());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading form...');
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await formReady(create);
    expect(enquiryForm()).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('falls back when the script runs but defines no hbspt (e.g. a blocker’s empty stand-in)', async () => {
    renderWithRouter(<ContactPage loadConfig={configured} loadScript={fakeLoadScript()} />, {
      path: '/contact',
    });
    expect(await screen.findByRole('heading', { level: 2, name: "The contact form couldn't load" })).toBeVisible();
  });

  it('falls back when the form is not ready within the timeout; Retry creates exactly one new form', async () => {
    jest.useFakeTimers();
    renderWithRouter(<ContactPage loadConfig={configured} loadScript={scriptLoads()} />, { path: '/contact' });
    await act(async () => undefined);
    expect(create).toHaveBeenCalledTimes(1);

    await act(async () => jest.advanceTimersByTime(PROVIDER_GIVE_UP_MS - 1));
    expect(screen.getByText('Loading form...')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { level: 2, name: "The contact form couldn't load" })).toBeVisible();
    expect(enquiryForm()).toBeNull(); // the half-made form is hidden

    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await act(async () => undefined);
    expect(create).toHaveBeenCalledTimes(2);
    await formReady(create);
    expect(screen.getAllByRole('form', { name: 'Project enquiry' })).toHaveLength(1);
  });

  it('creates no second form when the page re-renders with new loaders while HubSpot is still building it', async () => {
    const loadScript = scriptLoads();
    const { rerender } = render(<ContactPage loadConfig={configured} loadScript={loadScript} />);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));

    rerender(<ContactPage loadConfig={() => configured()} loadScript={loadScript} />);
    await act(async () => undefined);
    await formReady(create);
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('form', { name: 'Project enquiry' })).toHaveLength(1);
  });

  it('creates one form under StrictMode’s double effects', async () => {
    // At the root, as the shell renders it (StrictMode's double effects apply from the root down).
    render(
      <StrictMode>
        <ContactPage loadConfig={configured} loadScript={scriptLoads()} />
      </StrictMode>,
    );
    await waitFor(() => expect(create).toHaveBeenCalled());
    await formReady(create);
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('form', { name: 'Project enquiry' })).toHaveLength(1);
  });
});
