/** Decorative inline SVG built with the DOM (the badge draws without React). */
const SVG_NS = 'http://www.w3.org/2000/svg';

/** Outline paths of the shared icons (src/ui/primitives/icons.tsx), for DOM-drawn widgets. */
export const ICON_PATHS = {
  cart: ['M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.76L20.5 8H6.2'],
  close: ['M6 6l12 12M18 6L6 18'],
} as const;
const CART_WHEELS = [
  [9.5, 19.5],
  [17, 19.5],
] as const;

export function iconSvg(doc: Document, name: keyof typeof ICON_PATHS, className?: string): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  if (className) svg.setAttribute('class', className);
  for (const d of ICON_PATHS[name]) {
    const path = doc.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  if (name === 'cart') {
    for (const [cx, cy] of CART_WHEELS) {
      const wheel = doc.createElementNS(SVG_NS, 'circle');
      wheel.setAttribute('cx', String(cx));
      wheel.setAttribute('cy', String(cy));
      wheel.setAttribute('r', '1.3');
      svg.append(wheel);
    }
  }
  return svg;
}
