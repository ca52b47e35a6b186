import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@mediavelocity/testing/render';
import { ToolsPage } from '../tools-page';

function renderTools() {
  return renderWithRouter(null, {
    path: '/tools',
    routes: [
      { path: '/tools', element: <ToolsPage /> },
      { path: '/screen-tracker', element: <p>Screen tracker route</p> },
      { path: '/calculator', element: <p>Calculator route</p> },
    ],
  });
}

describe('ToolsPage', () => {
  it('sets the title, with one h1 and the app under it', async () => {
    renderTools();
    await waitFor(() => expect(document.title).toBe('Mediavelocity Tools'));
    const headings = screen.getAllByRole('heading');
    expect(headings.filter((heading) => heading.tagName === 'H1')).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Tools');
    expect(screen.getByRole('heading', { level: 2, name: 'Screen Key & Track Marker' })).toBeInTheDocument();
  });

  it('lists the screen tracker features', () => {
    renderTools();
    const section = screen.getByRole('region', { name: 'Screen Key & Track Marker' });
    const features = within(section)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('heading', { level: 3 }).textContent);
    expect(features).toEqual([
      'Corner-pin tracking markers',
      'Changeable background color',
      'Full screen',
      'Hide the menu',
    ]);
  });

  it('"Try it for free" links to /screen-tracker and navigates there in the app', async () => {
    const user = userEvent.setup();
    renderTools();
    const tryIt = screen.getByRole('link', { name: 'Try it for free' });
    expect(tryIt).toHaveAttribute('href', '/screen-tracker');
    await user.click(tryIt);
    expect(await screen.findByText('Screen tracker route')).toBeInTheDocument();
  });

  it('makes the loan calculator discoverable', async () => {
    const user = userEvent.setup();
    renderTools();
    expect(screen.getByRole('heading', { level: 2, name: 'Loan Calculator' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open the Loan Calculator' });
    expect(link).toHaveAttribute('href', '/calculator');
    await user.click(link);
    expect(await screen.findByText('Calculator route')).toBeInTheDocument();
  });
});
