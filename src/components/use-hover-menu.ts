import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state of a menu that opens on hover or focus and closes a little after the
 * pointer leaves (so a diagonal move to the panel does not close it), at once on Escape.
 */
export function useHoverMenu(closeDelayMs: number) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const show = useCallback(() => {
    cancelClose();
    setOpen(true);
  }, [cancelClose]);

  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, [cancelClose]);

  const scheduleClose = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setOpen(false);
    }, closeDelayMs);
  }, [cancelClose, closeDelayMs]);

  const toggle = useCallback(() => {
    cancelClose();
    setOpen((value) => !value);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);

  return { open, show, close, scheduleClose, toggle };
}
