import type { AppConfig } from '../config/config';

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_HOURS = 48;

/** The links a newsletter mail carries, all on PUBLIC_SITE_URL. */
export function newsletterLinks(config: AppConfig, confirmToken: string, unsubscribeToken: string) {
  const base = config.PUBLIC_SITE_URL.replace(/\/+$/, '');
  return {
    confirmUrl: `${base}/api/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`,
    unsubscribeUrl: `${base}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
    unsubscribeMailto: `mailto:${config.STAFF_EMAIL}?subject=unsubscribe`,
  };
}
