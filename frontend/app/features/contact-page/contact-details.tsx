import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useContent } from '~/i18n/use-content';

/** Phone, e-mail, street address and social links, beside the contact form. */
export function ContactDetails() {
  const { contact, site: siteContent, navigation } = useContent();
  const { contactInfo } = contact;
  const { site, fullAddress } = siteContent;
  return (
    <div>
      <h2 id="contact-info-heading" className="text-2xl font-bold text-ink-900">
        {contactInfo.heading}
      </h2>
      <p className="mt-3 leading-7 text-ink-600">{contactInfo.text}</p>
      <ul className="mt-8 space-y-5">
        <DetailRow icon={<Phone aria-hidden className="size-5" />} label={contactInfo.phoneLabel}>
          <a href={site.phone.href} className="rounded font-semibold text-ink-900 hover:text-brand-700 hover:underline">
            {site.phone.display}
          </a>
        </DetailRow>
        <DetailRow icon={<Mail aria-hidden className="size-5" />} label={contactInfo.emailLabel}>
          <a href={`mailto:${site.email}`} className="rounded font-semibold break-all text-ink-900 hover:text-brand-700 hover:underline">
            {site.email}
          </a>
        </DetailRow>
        <DetailRow icon={<MapPin aria-hidden className="size-5" />} label={contactInfo.addressLabel}>
          <address className="font-semibold not-italic text-ink-900">{fullAddress}</address>
        </DetailRow>
      </ul>
      <h3 className="mt-10 text-sm font-semibold uppercase tracking-wider text-ink-700">{contactInfo.socialHeading}</h3>
      <ul className="mt-4 flex flex-wrap gap-2">
        {site.social.map((s) => (
          <li key={s.label}>
            <a
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 px-4 py-2 text-sm font-medium text-ink-700 transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700 active:bg-brand-100"
            >
              {s.label}
              <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only"> {navigation.footerCopy.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <p className="text-sm text-ink-600">{label}</p>
        {children}
      </div>
    </li>
  );
}
