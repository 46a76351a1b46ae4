import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { domAttr, domEvent } from '../lib/dom-contract';

interface Props {
  /** The island's host, and the HTML it was served with (none when prerendering). */
  host?: HTMLElement;
  served?: string;
  children: ReactNode;
}

/**
 * An island that fails to render gives the page back its served HTML: its form then works as
 * it does with no script (the head script checks it and the browser sends it).
 */
export class IslandBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Island failed:', error, info.componentStack);
    this.props.host?.setAttribute(domAttr.islandFailed, '');
    this.props.host?.dispatchEvent(new Event(domEvent.islandFailed, { bubbles: true }));
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        className="island-served"
        dangerouslySetInnerHTML={{ __html: this.props.served ?? '' }}
      />
    );
  }
}
