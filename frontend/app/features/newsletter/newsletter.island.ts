import { defineIsland } from '~/islands/island-module';
import { NewsletterBox } from './newsletter-box';

export default defineIsland({ Component: NewsletterBox });
