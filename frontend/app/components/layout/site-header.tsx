import { Menu, X } from 'lucide-react';
import { ButtonLink } from '~/components/ui/button';
import { Link } from '~/components/ui/link';
import { isActivePath } from '~/content/navigation';
import { useLang } from '~/i18n/lang-context';
import { localizeHref } from '~/i18n/lang';
import { languageNames } from '~/i18n/language-names';
import { useContent } from '~/i18n/use-content';
import { cn } from '~/lib/cn';
import { BrandMark } from './brand-mark';

/**
 * The sticky header, HTML and CSS only: the active link is known when the page is rendered, the
 * mobile menu is a <details> disclosure (it opens without script), and boot.ts adds the scrolled
 * state and closes the menu on Escape or a click outside. `path` is the page's English path.
 */
export function SiteHeader({ path }: { path: string }) {
  const lang = useLang();
  const { navigation, site } = useContent();
  const { headerLinks, bookDemo, headerCopy } = navigation;
  const other = lang === 'fr' ? 'en' : 'fr';
  const linkClass = (href: string) =>
    cn(
      'rounded-full px-3 py-2 text-sm font-medium transition-colors',
      isActivePath(path, href) ? 'bg-brand-50 text-brand-700' : 'text-ink-700 hover:bg-slate-100 hover:text-ink-900',
    );
  const current = (href: string) => (isActivePath(path, href) ? 'page' : undefined);
  const languageSwitch = (
    <a
      href={localizeHref(path, other)}
      hrefLang={other}
      lang={other}
      title={languageNames[other].readThisPage}
      data-lang-choice={other}
      className="rounded-full px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-slate-100 hover:text-ink-900"
    >
      {languageNames[other].name}
    </a>
  );

  return (
    <header
      data-site-header=""
      data-translucent="false"
      className="group/header sticky top-0 z-40 border-b border-transparent bg-white transition-colors data-[translucent=true]:border-slate-200 data-[translucent=true]:bg-white/85 data-[translucent=true]:backdrop-blur-md has-[details[open]]:border-slate-200 has-[details[open]]:bg-white/85"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md font-bold text-ink-900" aria-label={headerCopy.homeLabel}>
          <BrandMark className="size-8" />
          <span className="text-lg tracking-tight">{site.site.name}</span>
        </Link>

        <nav aria-label={headerCopy.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass(link.href)} aria-current={current(link.href)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          {languageSwitch}
          <ButtonLink to={bookDemo.href} size="sm" className="hidden sm:inline-flex">
            {bookDemo.label}
          </ButtonLink>
          <details className="group/menu lg:hidden">
            <summary className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-full text-ink-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
              <Menu aria-hidden className="size-5 group-open/menu:hidden" />
              <X aria-hidden className="hidden size-5 group-open/menu:block" />
              <span className="sr-only">{headerCopy.menu}</span>
            </summary>
            <nav
              aria-label={headerCopy.mobileNav}
              className="absolute inset-x-0 top-16 border-b border-t border-slate-200 bg-white shadow-lg"
            >
              <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:px-6">
                {headerLinks.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className={cn(linkClass(link.href), 'block rounded-lg px-4 py-3 text-base')}
                      aria-current={current(link.href)}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li className="pt-2">
                  <ButtonLink to={bookDemo.href} className="w-full">
                    {bookDemo.label}
                  </ButtonLink>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
