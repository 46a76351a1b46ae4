// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { earlyClicksScript, replayEarlyClicks } from './early-clicks';

describe('early clicks', () => {
  it('repeats the button clicks made before the app listened, once, and no others', () => {
    document.body.innerHTML =
      '<button type="button" id="toggle">Menu</button><a href="#x" id="link">x</a><form><button id="send">Send</button></form>';
    new Function(earlyClicksScript)();
    const toggle = document.getElementById('toggle')!;
    toggle.click();
    document.getElementById('link')!.click();
    document.getElementById('send')!.addEventListener('click', (event) => event.preventDefault());
    document.getElementById('send')!.click();
    const seen = vi.fn();
    document.addEventListener('click', (event) => seen((event.target as Element).id));
    replayEarlyClicks();
    expect(seen.mock.calls).toEqual([['toggle']]);
    // Collected once: after the replay, clicks are the app's own.
    toggle.click();
    replayEarlyClicks();
    expect(seen.mock.calls).toEqual([['toggle'], ['toggle']]);
  });
});
