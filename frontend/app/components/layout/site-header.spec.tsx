import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SiteHeader } from './site-header';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('SiteHeader', () => {
  it('marks the link whose path the current path starts with, and Home only on /', () => {
    renderAt('/services/Healthcare');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the mobile menu, turns translucent, and closes when a link is chosen', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-translucent', 'false');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(header).toHaveAttribute('data-translucent', 'true');
    await user.click(within(menu).getByRole('link', { name: 'Careers' }));
    expect(router.state.location.pathname).toBe('/careers');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('turns translucent only past 10 px of scroll', () => {
    renderAt('/about');
    const header = screen.getByRole('banner');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(10);
    expect(header).toHaveAttribute('data-translucent', 'false');
    scrollTo(11);
    expect(header).toHaveAttribute('data-translucent', 'true');
  });
});
