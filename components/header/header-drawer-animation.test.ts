/**
 * Spec 9: "Menu side animations 600 ms then 100 ms, and 200 ms", as app/globals.css runs them
 * for the header's side menu (components/header/header-drawer.tsx): the panel slides in over
 * 600 ms, then its content fades in over 100 ms (starting at 600 ms); the backdrop fades in over
 * 200 ms and closing takes 200 ms. Read from the stylesheet the pages link (jsdom runs no CSS).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
/** The motion block: nothing of this runs with prefers-reduced-motion: reduce. */
const motion = css.slice(css.indexOf('@media (prefers-reduced-motion: no-preference)'));

/** The `transition` of the rule with exactly this selector (a comma list counts each of its selectors). */
function transitionOf(selector: string): string {
  for (const m of motion.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = m[1]!.split(',').map((x) => x.trim());
    const t = /(?:^|;)\s*transition:\s*([^;]+)/.exec(m[2]!);
    if (selectors.includes(selector) && t) return t[1]!.replace(/\s+/g, ' ').trim();
  }
  throw new Error(`sem transition para ${selector}`);
}

/** '600ms' → 600; '0.1s' → 100. */
const ms = (t: string) => (t.endsWith('ms') ? Number(t.slice(0, -2)) : Number(t.slice(0, -1)) * 1000);
/** Each transitioned property with its duration and delay. */
function timings(transition: string): Record<string, { duracao: number; atraso: number }> {
  return Object.fromEntries(
    transition.split(',').map((part) => {
      const [prop, ...rest] = part.trim().split(' ');
      const times = rest.filter((x) => /^\d+(\.\d+)?m?s$/.test(x)).map(ms);
      return [prop, { duracao: times[0] ?? 0, atraso: times[1] ?? 0 }];
    }),
  );
}

describe('header side menu animations (spec 9: 600 ms then 100 ms, and 200 ms)', () => {
  it('opening: the panel slides in over 600 ms, then its content fades in over 100 ms', () => {
    expect(timings(transitionOf('dialog.header-drawer[data-modal][open]'))).toEqual({
      translate: { duracao: 600, atraso: 0 },
    });
    expect(timings(transitionOf('dialog.header-drawer[data-modal][open] > *'))).toEqual({
      opacity: { duracao: 100, atraso: 600 },
    });
  });

  it('the backdrop fades in over 200 ms; closing (panel and backdrop) takes 200 ms', () => {
    expect(timings(transitionOf('dialog.header-drawer[data-modal][open]::backdrop')).opacity).toEqual({
      duracao: 200,
      atraso: 0,
    });
    for (const selector of ['dialog.header-drawer[data-modal]', 'dialog.header-drawer[data-modal]::backdrop']) {
      const t = timings(transitionOf(selector));
      expect(Object.values(t).map((x) => x.duracao)).toEqual([200, 200, 200]);
      expect(Object.values(t).every((x) => x.atraso === 0)).toBe(true);
    }
  });
});
