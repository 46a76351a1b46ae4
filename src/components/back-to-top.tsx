import { Icon } from './icon';
import { BACK_TO_TOP_SCROLL_PX } from '../config/ui';
import { useScrollPast } from './use-scroll-past';

export function BackToTop() {
  const visible = useScrollPast(BACK_TO_TOP_SCROLL_PX);
  if (!visible) return null;
  const toTop = () => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  };
  return (
    <button type="button" className="back-to-top" aria-label="Back to top" onClick={toTop}>
      <Icon name="arrow-up" size={20} />
    </button>
  );
}
