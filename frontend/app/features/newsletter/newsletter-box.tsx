/** Placeholder: the leads work replaces this with the real newsletter box. */
export function NewsletterBox() {
  return <div data-placeholder="newsletter-box" />;
}
