/** Placeholder: the leads work replaces this with the real contact form. */
export function ContactForm() {
  return <div data-placeholder="contact-form" />;
}
