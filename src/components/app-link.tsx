import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer" (external and billing links). */
  external?: boolean;
  children: ReactNode;
}

/**
 * One link for the whole site. Every page is a document, so a link is a plain link: the browser
 * loads the next page (the service worker answers it from its precache), and goes to an anchor
 * itself. Links to other sites open in a new tab.
 */
export function AppLink({ href, external, children, ...rest }: AppLinkProps) {
  const newTab = external ?? /^https?:/i.test(href);
  return (
    <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
