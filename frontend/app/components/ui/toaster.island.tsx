import { defineIsland } from '~/islands/island-module';
import { mountIsland } from '~/islands/hydrate';
import { Toaster } from './toaster';

/** Client-only: lib/toast.ts opens it with the first toast; it then shows every later one. */
export default defineIsland({
  open(_trigger, lang) {
    mountIsland('toaster', lang, <Toaster />);
  },
});
