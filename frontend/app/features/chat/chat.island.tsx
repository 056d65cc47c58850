import { defineIsland } from '~/islands/island-module';
import { mountIsland } from '~/islands/hydrate';
import { type ChatHandle, ChatWidget } from './chat-widget';

let widget: ChatHandle | undefined;

/** Client-only: the launcher's first click mounts the panel open; later clicks toggle it. */
export default defineIsland({
  open(launcher, lang) {
    if (widget) return widget.toggle();
    mountIsland('chat', lang, <ChatWidget launcher={launcher} handle={(h) => (widget = h)} />);
  },
});
