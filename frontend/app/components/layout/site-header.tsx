import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ButtonLink } from '~/components/ui/button';
import { bookDemo, headerLinks, isActivePath } from '~/content/navigation';
import { site } from '~/content/site';
import { cn } from '~/lib/cn';
import { BrandMark } from './brand-mark';

/** Spec: the header turns translucent once scrolled past 10 px or while the menu is open. */
export const SCROLL_THRESHOLD_PX = 10;

export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const translucent = scrolled || menuOpen;
  const linkClass = (href: string) =>
    cn(
      'rounded-full px-3 py-2 text-sm font-medium transition-colors',
      isActivePath(pathname, href) ? 'bg-brand-50 text-brand-700' : 'text-ink-700 hover:bg-slate-100 hover:text-ink-900',
    );

  return (
    <header
      data-translucent={translucent}
      className={cn(
        'sticky top-0 z-40 border-b transition-colors',
        translucent ? 'border-slate-200 bg-white/85 backdrop-blur-md' : 'border-transparent bg-white',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 rounded-md font-bold text-ink-900" aria-label={`${site.name} home`}>
          <BrandMark className="size-8" />
          <span className="text-lg tracking-tight">{site.name}</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} className={linkClass(link.href)} aria-current={isActivePath(pathname, link.href) ? 'page' : undefined}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <ButtonLink to={bookDemo.href} size="sm" className="hidden sm:inline-flex">
            {bookDemo.label}
          </ButtonLink>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-ink-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 lg:hidden">
          <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:px-6">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  onClick={() => setMenuOpen(false)}
                  className={cn(linkClass(link.href), 'block rounded-lg px-4 py-3 text-base')}
                  aria-current={isActivePath(pathname, link.href) ? 'page' : undefined}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="pt-2">
              <ButtonLink to={bookDemo.href} className="w-full" onClick={() => setMenuOpen(false)}>
                {bookDemo.label}
              </ButtonLink>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
