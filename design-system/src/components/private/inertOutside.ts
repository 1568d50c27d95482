/**
 * Makes everything in the body inert except `keep` (and the elements on their way up to the body);
 * returns the undo, which removes exactly the `inert` attributes it set. For popups that Radix hides
 * from screen readers with aria-hidden but leaves focusable.
 */
export function inertOutside(keep: Element[]): () => void {
  const onTheWay = new Set<Element>();
  for (const element of keep) for (let node: Element | null = element; node; node = node.parentElement) onTheWay.add(node);
  const changed: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (keep.includes(child)) continue;
      if (onTheWay.has(child)) walk(child);
      else if (!child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        changed.push(child);
      }
    }
  };
  walk(document.body);
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}
