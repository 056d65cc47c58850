import { defineIsland } from '~/islands/island-module';

/**
 * Replaces a demo facade with its frame when the visitor asks (no React needed). Focus moves
 * into the frame, so keyboard users keep their place.
 */
export default defineIsland({
  open(trigger) {
    const host = trigger.closest<HTMLElement>('[data-demo-frame]');
    const src = trigger.getAttribute('href');
    if (!host || !src) return;
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = trigger.dataset.frameTitle ?? '';
    frame.allow = 'clipboard-write';
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    if (trigger.dataset.frameSandbox) frame.setAttribute('sandbox', trigger.dataset.frameSandbox);
    frame.className = 'absolute inset-0 size-full border-0';
    host.replaceChildren(frame);
    frame.focus();
  },
});
