import type { PageIntro } from '~/content/pages';
import type { PageMeta } from './route-kit';

/** The head of a static page from its intro in content/pages.ts. */
export const introMeta = ({ title, description, path }: PageIntro): PageMeta => ({ title, description, path });
