import { defineIsland } from '~/islands/island-module';
import { mountIsland } from '~/islands/hydrate';
import { PrivacyChoicesDialog, type PrivacyChoicesHandle } from './privacy-choices-dialog';

let dialog: PrivacyChoicesHandle | undefined;

/** Client-only: the footer's "Privacy choices" link opens it. */
export default defineIsland({
  open(trigger, lang) {
    if (dialog) return dialog.open(trigger);
    mountIsland('privacy-choices', lang, <PrivacyChoicesDialog initiallyOpenFrom={trigger} handle={(h) => (dialog = h)} />);
  },
});
