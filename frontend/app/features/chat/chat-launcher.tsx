/** Placeholder: the chat work replaces this with the floating assistant's launcher. */
export function ChatLauncher() {
  return null;
}
