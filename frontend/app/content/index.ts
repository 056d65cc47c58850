import type { Lang } from '../i18n/lang.ts';
import * as about from './about.ts';
import * as blog from './blog.ts';
import * as careers from './careers.ts';
import * as contact from './contact.ts';
import * as contentHub from './content-hub.ts';
import * as demoDialog from './demo-dialog.ts';
import * as frAbout from './fr/about.ts';
import * as frBlog from './fr/blog.ts';
import * as frCareers from './fr/careers.ts';
import * as frContact from './fr/contact.ts';
import * as frContentHub from './fr/content-hub.ts';
import * as frDemoDialog from './fr/demo-dialog.ts';
import * as frHome from './fr/home.ts';
import * as frLegal from './fr/legal.types.ts';
import * as frLegalPrivacy from './fr/legal-privacy.ts';
import * as frLegalTerms from './fr/legal-terms.ts';
import * as frNavigation from './fr/navigation.ts';
import * as frPages from './fr/pages.ts';
import * as frPrivacyChoices from './fr/privacy-choices.ts';
import * as frProducts from './fr/products.ts';
import * as frServiceCards from './fr/service-cards.ts';
import * as frServicePages from './fr/service-pages.ts';
import * as frServices from './fr/services.ts';
import * as frSite from './fr/site.ts';
import * as frSolutions from './fr/solutions.ts';
import * as home from './home.ts';
import * as legal from './legal.types.ts';
import * as legalPrivacy from './legal-privacy.ts';
import * as legalTerms from './legal-terms.ts';
import * as navigation from './navigation.ts';
import * as pages from './pages.ts';
import * as privacyChoices from './privacy-choices.ts';
import * as products from './products.ts';
import * as serviceCards from './service-cards.ts';
import * as servicePages from './service-pages.ts';
import * as services from './services.ts';
import * as site from './site.ts';
import * as solutions from './solutions.ts';

/**
 * Every page text of one language. The French modules export exactly the translatable values
 * (typed against the English ones), so this type is theirs; the English modules also hold the
 * language-neutral rules (learnMoreHref, ringNeighbours…), which components import directly.
 * Server-side only: islands import their own feature copy, never this whole bundle.
 */
export interface Content {
  about: typeof frAbout;
  blog: typeof frBlog;
  careers: typeof frCareers;
  contact: typeof frContact;
  contentHub: typeof frContentHub;
  demoDialog: typeof frDemoDialog;
  home: typeof frHome;
  legal: typeof frLegal;
  legalPrivacy: typeof frLegalPrivacy;
  legalTerms: typeof frLegalTerms;
  navigation: typeof frNavigation;
  pages: typeof frPages;
  privacyChoices: typeof frPrivacyChoices;
  products: typeof frProducts;
  serviceCards: typeof frServiceCards;
  servicePages: typeof frServicePages;
  services: typeof frServices;
  site: typeof frSite;
  solutions: typeof frSolutions;
}

export const contentByLang: Record<Lang, Content> = {
  en: {
    about,
    blog,
    careers,
    contact,
    contentHub,
    demoDialog,
    home,
    legal,
    legalPrivacy,
    legalTerms,
    navigation,
    pages,
    privacyChoices,
    products,
    serviceCards,
    servicePages,
    services,
    site,
    solutions,
  },
  fr: {
    about: frAbout,
    blog: frBlog,
    careers: frCareers,
    contact: frContact,
    contentHub: frContentHub,
    demoDialog: frDemoDialog,
    home: frHome,
    legal: frLegal,
    legalPrivacy: frLegalPrivacy,
    legalTerms: frLegalTerms,
    navigation: frNavigation,
    pages: frPages,
    privacyChoices: frPrivacyChoices,
    products: frProducts,
    serviceCards: frServiceCards,
    servicePages: frServicePages,
    services: frServices,
    site: frSite,
    solutions: frSolutions,
  },
};
