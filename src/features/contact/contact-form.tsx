/**
 * Boundary for the contact form on the contact page (issue: contact form and function).
 * Renders nothing until the form is built.
 */
export function ContactForm() {
  return null;
}
