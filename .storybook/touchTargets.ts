// The "Touch targets" debug view: outlines every target of a story, red where it is below 44 x 44 px.
import { vars } from '@einfach/tokens';
import { debugTargetSelector, minTargetSize, scanTargets, type TargetScan } from '../design-system/src/touchTargets';

/** Marks every overlay node, so tests and tools can tell it from the story. */
export const overlayAttribute = 'data-touch-target-overlay';

const borderStyle = { ok: 'dashed', exempt: 'dotted', small: 'solid' } as const;

function overlayNode(): HTMLDivElement {
  const node = document.createElement('div');
  node.setAttribute(overlayAttribute, '');
  // Drawn for the eye only: screen readers and axe runs must not meet it.
  node.setAttribute('aria-hidden', 'true');
  node.style.pointerEvents = 'none';
  return node;
}

function box(target: TargetScan, origin: DOMRect): HTMLDivElement {
  const node = overlayNode();
  Object.assign(node.style, {
    position: 'absolute',
    boxSizing: 'border-box',
    left: `${target.x - origin.x}px`,
    top: `${target.y - origin.y}px`,
    width: `${target.width}px`,
    height: `${target.height}px`,
    border: `${vars.border.fieldWidth} ${borderStyle[target.verdict]} ${target.verdict === 'small' ? vars.color.border.critical : vars.color.border.success}`,
  });
  if (target.verdict === 'small') {
    const label = overlayNode();
    // The pair of the warning Button, so the label keeps 7:1 in both themes.
    Object.assign(label.style, {
      position: 'absolute',
      left: `calc(-1 * ${vars.border.fieldWidth})`,
      top: '100%',
      padding: `0 ${vars.space.xxsmall}`,
      whiteSpace: 'nowrap',
      fontFamily: vars.font.family.body,
      fontWeight: vars.font.weight.bold,
      fontSize: vars.fontSize.small,
      lineHeight: vars.lineHeight.tight,
      color: vars.color.text.onCritical,
      backgroundColor: vars.color.surface.critical,
    });
    label.textContent = `${Math.round(target.width)}×${Math.round(target.height)}`;
    node.append(label);
  }
  return node;
}

/**
 * Draws the view over `root` (the story, or the whole body so portals count too) and keeps it
 * current on resize, scroll and DOM changes, at most once per frame. Returns the switch-off.
 */
export function showTouchTargets(root: ParentNode): () => void {
  const layer = overlayNode();
  Object.assign(layer.style, { position: 'absolute', left: '0', top: '0', width: '0', height: '0', zIndex: '2147483647' });
  document.body.append(layer);

  let frame = 0;
  let stopped = false;
  const draw = () => {
    frame = 0;
    const origin = layer.getBoundingClientRect();
    const targets = scanTargets({ selector: debugTargetSelector, minSize: minTargetSize }, root);
    layer.replaceChildren(...targets.map((target) => box(target, origin)));
  };
  const schedule = () => {
    if (!stopped && !frame) frame = requestAnimationFrame(draw);
  };
  // Our own redraws must not trigger the next one.
  const observer = new MutationObserver((records) => {
    if (records.some((record) => !layer.contains(record.target))) schedule();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const events = ['resize', 'scroll', 'transitionend', 'animationend'] as const;
  // Capture, so scrolling inside a container and transitions deep in the story count too.
  for (const type of events) window.addEventListener(type, schedule, true);
  void document.fonts?.ready.then(schedule);
  draw();

  return () => {
    stopped = true;
    observer.disconnect();
    for (const type of events) window.removeEventListener(type, schedule, true);
    cancelAnimationFrame(frame);
    layer.remove();
  };
}
