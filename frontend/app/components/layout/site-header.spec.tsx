import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { LangContext } from '~/i18n/lang-context';
import { startPageEnhancements } from '~/islands/enhancements';
import { SiteHeader } from './site-header';

function renderAt(path: string, lang: 'en' | 'fr' = 'en') {
  return render(
    <LangContext value={lang}>
      <SiteHeader path={path} />
    </LangContext>,
  );
}

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('SiteHeader', () => {
  afterEach(() => scrollTo(0));

  it('marks the link whose path the current path starts with, and Home only on /', () => {
    renderAt('/services/Healthcare');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('links every page in French to its French twin, and switches to the same page in English', () => {
    renderAt('/services/Healthcare', 'fr');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/fr/services');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/services/Healthcare');
  });

  it('offers the French twin of the page from English', () => {
    renderAt('/about');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/about');
  });

  it('opens the mobile menu without script (a disclosure), turns translucent, and closes on a link or Escape', () => {
    renderAt('/');
    startPageEnhancements('en');
    const header = screen.getByRole('banner');
    const menu = header.querySelector('details')!;
    expect(header).toHaveAttribute('data-translucent', 'false');
    act(() => {
      menu.open = true;
      menu.dispatchEvent(new Event('toggle'));
    });
    expect(header).toHaveAttribute('data-translucent', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    mobile.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    fireEvent.click(within(mobile).getByRole('link', { name: 'Careers' }));
    expect(menu.open).toBe(false);
    menu.open = true;
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.open).toBe(false);
  });

  it('turns translucent only past 10 px of scroll', () => {
    renderAt('/about');
    startPageEnhancements('en');
    const header = screen.getByRole('banner');
    scrollTo(10);
    expect(header).toHaveAttribute('data-translucent', 'false');
    scrollTo(11);
    expect(header).toHaveAttribute('data-translucent', 'true');
  });
});
