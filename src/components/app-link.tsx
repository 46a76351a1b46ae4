import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import { isDocumentPath, normalizePath } from '../lib/route-paths';
import { useRoutePath } from './hooks/use-route-path';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Opens in a new tab with rel="noopener noreferrer" (external and billing links). */
  external?: boolean;
  children: ReactNode;
}

const isOutside = (href: string): boolean => /^(https?:|mailto:|tel:)/i.test(href);

/** Scrolls to an in-page anchor, honouring the visitor's reduced-motion setting. */
export function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * One link for the whole site: client-side navigation for our routes, in-page anchors that work
 * from any page, and external links that open in a new tab.
 */
export function AppLink({ href, external, children, onClick, ...rest }: AppLinkProps) {
  const location = useRoutePath();
  // A page served as its own document only (an article, the insights' list) is loaded by the
  // browser, in the same tab.
  if (external || isOutside(href) || isDocumentPath(normalizePath(href))) {
    const newTab = external ?? /^https?:/i.test(href);
    return (
      <a
        href={href}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={onClick}
        {...rest}
      >
        {children}
      </a>
    );
  }
  const [path = '/', hash] = href.split('#');
  if (hash !== undefined && (path === '' || path === location)) {
    // Same page: scroll to the anchor without a navigation.
    const onAnchorClick = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (scrollToAnchor(hash)) {
        event.preventDefault();
        history.pushState(history.state, '', `#${hash}`);
      }
    };
    return (
      <a href={href} onClick={onAnchorClick} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
