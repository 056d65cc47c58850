export interface NavLink {
  label: string;
  href: string;
}

export const headerLinks: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Solutions', href: '/solutions' },
  { label: 'Products', href: '/products' },
  { label: 'Blogs', href: '/blog' },
  { label: 'Careers', href: '/careers' },
  { label: 'Contact', href: '/contact' },
];

export const bookDemo = { label: 'Book a Demo', href: '/contact' };

/** Labels of the header's landmarks and controls (read by screen readers). */
export const headerCopy = {
  homeLabel: 'Prairieflow AI home',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  menu: 'Menu',
  skipLink: 'Skip to content',
};

export const footerServiceLinks: NavLink[] = [
  { label: 'Healthcare', href: '/services/Healthcare#top' },
  { label: 'Restaurants', href: '/services/Restaurants#top' },
  { label: 'Real Estate', href: '/services/RealEstate#top' },
  { label: 'Sales & Marketing', href: '/services/SalesMarketing#top' },
  { label: 'HR & Workforce', href: '/services/HRWorkforce#top' },
  { label: 'Salons & Spas', href: '/services/Salons#top' },
];

export const footerCompanyLinks: NavLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
];

export const footerCopy = {
  blurb: 'AI automation that streamlines operations, reduces inefficiencies and unlocks growth.',
  servicesHeading: 'Services',
  companyHeading: 'Company',
  contactHeading: 'Contact',
  rights: 'All rights reserved.',
  socialLabel: 'Social media',
  newTab: '(opens in a new tab)',
};

/** Spec: a link is active when the path starts with it. Home would then match every path, so it matches only itself. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

export const notFoundCopy = {
  title: '404 Page Not Found',
  documentTitle: 'Page Not Found',
  body: "The page you're looking for doesn't exist or has moved.",
  hint: 'Developer hint: to add this page, create a route module in frontend/app/routes and list it in frontend/app/routes.ts.',
  home: 'Back to Home',
};

/** Shown when a page fails to render for any other reason than a missing page. */
export const errorCopy = {
  title: 'Something went wrong',
  documentTitle: 'Error',
  body: 'Please refresh the page, or come back in a moment.',
};
