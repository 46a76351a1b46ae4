// React's act() warns unless the environment says it is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no layout and no ResizeObserver (which every browser the site supports has): the
// page's controls observe the page's size, which never changes here.
if (typeof window !== 'undefined' && typeof window.ResizeObserver !== 'function') {
  (window as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
