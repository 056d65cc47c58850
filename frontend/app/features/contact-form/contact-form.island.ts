import { defineIsland } from '~/islands/island-module';
import { ContactForm } from './contact-form';

export default defineIsland({ Component: ContactForm });
