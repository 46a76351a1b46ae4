// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineCall, pageControlsConfig, pageControlsScript } from '../../src/app/inline-scripts';
import { loadAfterFirstPaint } from '../../src/inline/after-paint';
import { DEFERRED_SCRIPTS_ID, loadScriptsAfterFirstPaint } from './after-first-paint';

/**
 * The loader every page's head script carries and runs once the document is parsed, built the
 * same way on its own, with the page's settings.
 */
const loadAfterFirstPaintScript = inlineCall(
  'after-paint',
  loadAfterFirstPaint,
  DEFERRED_SCRIPTS_ID,
  pageControlsConfig.latestScriptsMs,
);

const built = `<!doctype html><html><head>
    <title>t</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
    <link rel="modulepreload" crossorigin href="/assets/page.js">
  </head>
  <body>
    <div id="root"><h1>Hello</h1></div>
  </body>
</html>`;

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('scripts after the first paint', () => {
  it('leaves only the stylesheet in the head and puts the scripts, at low priority, in an inert template', () => {
    const html = loadScriptsAfterFirstPaint(built);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head).toContain('rel="stylesheet"');
    expect(html).toContain(
      `<template id="${DEFERRED_SCRIPTS_ID}"><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/page.js"></template>`,
    );
    // After the content: the template comes last in the body.
    expect(html.indexOf('<h1>')).toBeLessThan(html.indexOf('<template'));
    expect(html).toMatch(/<\/template>\s*<\/body>/);
    // Every page's head script carries the loader, with the template's id.
    expect(pageControlsScript).toContain(JSON.stringify(DEFERRED_SCRIPTS_ID).slice(1, -1));
    // A page without scripts is left alone.
    expect(loadScriptsAfterFirstPaint('<html><body></body></html>')).toBe(
      '<html><body></body></html>',
    );
  });

  it('inserts the scripts into the head on the frame after the first paint, once', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const html = loadScriptsAfterFirstPaint(built);
    document.body.innerHTML = html.slice(html.indexOf('<template'), html.indexOf('</body>'));
    new Function(loadAfterFirstPaintScript)();
    const scripts = () => document.head.querySelectorAll('script[src="/assets/index.js"]');
    expect(scripts()).toHaveLength(0);
    frames.shift()?.(0);
    expect(scripts()).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(scripts()).toHaveLength(1);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/page.js',
    );
    // The hidden-tab fallback does not insert them twice.
    vi.advanceTimersByTime(pageControlsConfig.latestScriptsMs);
    expect(scripts()).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('where paint entries exist: inserts them once the first contentful paint is reported, once', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    type Report = (
      list: { getEntriesByName: (name: string) => unknown[] },
      observer: unknown,
    ) => void;
    const observers: {
      report: Report;
      observer: unknown;
      options: unknown;
      disconnected: boolean;
    }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      entry: (typeof observers)[number];
      constructor(report: Report) {
        this.entry = { report, observer: this, options: undefined, disconnected: false };
        observers.push(this.entry);
      }
      observe(options: unknown) {
        this.entry.options = options;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const html = loadScriptsAfterFirstPaint(built);
    document.body.innerHTML = html.slice(html.indexOf('<template'), html.indexOf('</body>'));
    new Function(loadAfterFirstPaintScript)();
    const scripts = () => document.head.querySelectorAll('script[src="/assets/index.js"]');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options).toEqual({ type: 'paint', buffered: true });
    // A frame alone, or a first paint that is not contentful, does not load them.
    expect(frames).toHaveLength(0);
    const list = (names: string[]) => ({
      getEntriesByName: (name: string) => names.filter((entry) => entry === name),
    });
    observers[0]!.report(list(['first-paint']), observers[0]!.observer);
    vi.advanceTimersByTime(0);
    expect(scripts()).toHaveLength(0);
    observers[0]!.report(list(['first-contentful-paint']), observers[0]!.observer);
    expect(observers[0]!.disconnected).toBe(true);
    vi.advanceTimersByTime(0);
    expect(scripts()).toHaveLength(1);
    vi.advanceTimersByTime(pageControlsConfig.latestScriptsMs);
    expect(scripts()).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('loads them after the latest wait in a tab that paints no frames', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const html = loadScriptsAfterFirstPaint(built);
    document.body.innerHTML = html.slice(html.indexOf('<template'), html.indexOf('</body>'));
    new Function(loadAfterFirstPaintScript)();
    vi.advanceTimersByTime(pageControlsConfig.latestScriptsMs - 1);
    expect(document.head.querySelector('script')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/index.js');
    vi.unstubAllGlobals();
  });
});
