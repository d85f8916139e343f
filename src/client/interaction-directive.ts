import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrates an island on the reader's first pointer press, focus or key
 * press inside it, never at load (registered by src/integrations/client-directives.ts).
 *
 * The event that hydrates the island is not lost. What the page does natively happens at once,
 * as without JavaScript (a `<details>` opens, a link is followed, focus moves), and the island
 * takes over the state it finds when it hydrates. Escape, which does nothing natively, is the
 * one key an island must see to do its part: pressed while the island loads, it is dispatched
 * again on the same element once hydrated. Other keys are not (Chromium would repeat what Enter
 * or Space did natively on a <summary>).
 */
const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, _options, island) => {
  const pressed: KeyboardEvent[] = [];
  const keep = (event: Event) => {
    if (event instanceof KeyboardEvent && event.isTrusted && event.key === 'Escape') pressed.push(event);
  };
  const hydrateNow = async (event: Event) => {
    for (const type of TRIGGERS) island.removeEventListener(type, hydrateNow, true);
    keep(event);
    island.addEventListener('keydown', keep, true);
    try {
      await (
        await load()
      )();
    } finally {
      island.removeEventListener('keydown', keep, true);
    }
    for (const { target, key, code, location, repeat, altKey, ctrlKey, metaKey, shiftKey } of pressed) {
      const at = target instanceof Node && target.isConnected ? target : island;
      at.dispatchEvent(
        new KeyboardEvent('keydown', {
          key,
          code,
          location,
          repeat,
          altKey,
          ctrlKey,
          metaKey,
          shiftKey,
          bubbles: true,
          cancelable: true,
          composed: true,
        }),
      );
    }
  };
  for (const type of TRIGGERS) island.addEventListener(type, hydrateNow, { capture: true, passive: true });
};

export default interaction;
