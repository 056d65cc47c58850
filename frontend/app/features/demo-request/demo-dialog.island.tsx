import { defineIsland } from '~/islands/island-module';
import { mountIsland } from '~/islands/hydrate';
import { type DemoDialogHandle, DemoDialog } from './demo-dialog';

let dialog: DemoDialogHandle | undefined;

/** Client-only: the first demo button mounts the dialog open; later ones reopen it. */
export default defineIsland({
  open(trigger, lang) {
    if (dialog) return dialog.open(trigger);
    mountIsland('demo-dialog', lang, <DemoDialog initiallyOpenFrom={trigger} handle={(h) => (dialog = h)} />);
  },
});
