/**
 * Boundary for the domain availability checker shown in the home hero (issue: domain checker).
 * Renders nothing until the checker is built.
 */
export function DomainChecker() {
  return null;
}
