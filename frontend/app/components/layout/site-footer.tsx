import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from '~/components/ui/link';
import { useContent } from '~/i18n/use-content';
import { BrandMark } from './brand-mark';

/**
 * The footer, HTML and CSS only. Spec: an anchor to the page we are on scrolls smoothly, which
 * `scroll-behavior: smooth` (app.css) does without script. "Privacy choices" opens its dialog
 * with script; without, it leads to the policy's section on those choices.
 */
export function SiteFooter() {
  const { navigation, site, privacyChoices } = useContent();
  const { footerCompanyLinks, footerCopy, footerServiceLinks } = navigation;
  const linkClass = 'rounded text-sm text-slate-300 transition-colors hover:text-white';
  return (
    <footer className="bg-ink-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Link to="/" className="flex items-center gap-2 rounded font-bold text-white">
            <BrandMark className="size-8" />
            <span className="text-lg">{site.site.name}</span>
          </Link>
          <p className="text-sm leading-6">{footerCopy.blurb}</p>
          <ul className="flex flex-wrap gap-3" aria-label={footerCopy.socialLabel}>
            {site.site.social.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {s.label}
                  <span className="sr-only"> {footerCopy.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterList heading={footerCopy.servicesHeading}>
          {footerServiceLinks.map((l) => (
            <li key={l.href}>
              <Link to={l.href} className={linkClass}>
                {l.label}
              </Link>
            </li>
          ))}
        </FooterList>
        <FooterList heading={footerCopy.companyHeading}>
          {footerCompanyLinks.map((l) => (
            <li key={l.href}>
              <Link to={l.href} className={linkClass}>
                {l.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to={privacyChoices.privacyChoicesCopy.fallbackHref} data-opens="privacy-choices" className={linkClass}>
              {privacyChoices.privacyChoicesCopy.footerLink}
            </Link>
          </li>
        </FooterList>
        <FooterList heading={footerCopy.contactHeading}>
          <li className="flex gap-2 text-sm">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
            <address className="not-italic">{site.fullAddress}</address>
          </li>
          <li>
            <a href={site.site.phone.href} className={`${linkClass} flex items-center gap-2`}>
              <Phone aria-hidden className="size-4" />
              {site.site.phone.display}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.site.email}`} className={`${linkClass} flex items-center gap-2`}>
              <Mail aria-hidden className="size-4" />
              {site.site.email}
            </a>
          </li>
        </FooterList>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {site.site.legalName} {footerCopy.rights}
        </p>
      </div>
    </footer>
  );
}

function FooterList({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{heading}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}
