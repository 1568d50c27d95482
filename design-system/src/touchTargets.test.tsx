import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debugTargetSelector, minTargetSize, scanTargets, targetSelector, type TargetScan } from './touchTargets';

// jsdom has no layout: each element's box comes from its data-box="x y width height".
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const [x, y, width, height] = (this.dataset.box ?? '0 0 0 0').split(' ').map(Number);
    return { x, y, width, height, top: y, left: x, right: x + width, bottom: y + height, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function scan(html: string, selector = targetSelector): TargetScan[] {
  document.body.innerHTML = html;
  return scanTargets({ selector, minSize: minTargetSize });
}

const verdicts = (html: string, selector?: string) => scan(html, selector).map((target) => `${target.description}: ${target.verdict}`);

describe('scanTargets', () => {
  it('passes 44 x 44 and fails anything smaller, with half a pixel of rounding', () => {
    expect(
      verdicts(`
        <button data-box="0 0 44 44">Ok</button>
        <button data-box="0 0 120 43.6">Rounded</button>
        <button id="close" aria-label="Schließen" data-box="0 0 24 24">×</button>
        <input id="year" data-box="0 0 200 40">`),
    ).toEqual(['button "Ok" is 44x44: ok', 'button "Rounded" is 120x44: ok', 'button#close "Schließen" is 24x24: small', 'input#year "" is 200x40: small']);
  });

  it('keeps its position for the overlay', () => {
    expect(scan('<button data-box="10 20 30 40">A</button>')[0]).toMatchObject({ x: 10, y: 20, width: 30, height: 40, verdict: 'small' });
  });

  it('excepts links in running text but not a link alone in its paragraph or list item', () => {
    expect(
      verdicts(`
        <p>Lesen Sie die <a href="/hilfe" data-box="0 0 60 22">Hilfe</a> zuerst.</p>
        <p><a href="/allein" data-box="0 0 60 22">Allein</a></p>
        <ul><li><a href="/liste" data-box="0 0 60 22">Liste</a></li></ul>
        <div>Text <a href="/block" data-box="0 0 60 22">Block</a></div>`),
    ).toEqual(['a "Hilfe" is 60x22: exempt', 'a "Allein" is 60x22: small', 'a "Liste" is 60x22: small', 'a "Block" is 60x22: small']);
  });

  it('excepts skip links: by class, by data attribute, or an in-page link parked above the viewport', () => {
    expect(
      verdicts(`
        <a class="skip" href="#main" data-box="0 0 100 20">Skip</a>
        <a data-skip-link href="#main" data-box="0 0 100 20">Skip 2</a>
        <a href="#main" data-box="0 -40 100 20">Parked</a>
        <a href="#main" data-box="0 10 100 20">Visible</a>`),
    ).toEqual(['a "Skip" is 100x20: exempt', 'a "Skip 2" is 100x20: exempt', 'a "Parked" is 100x20: exempt', 'a "Visible" is 100x20: small']);
  });

  it('leaves out what nobody can meet', () => {
    expect(
      verdicts(`
        <button data-box="0 0 1 44">Collapsed</button>
        <button style="visibility: hidden" data-box="0 0 10 10">Invisible</button>
        <div aria-hidden="true"><select data-box="0 0 10 10"></select></div>
        <input type="radio" aria-hidden="true" data-box="0 0 10 10">
        <input type="checkbox" style="opacity: 0" data-box="0 0 10 10">
        <input type="hidden" data-box="0 0 10 10">
        <div tabindex="-1" data-box="0 0 10 10">Heading target</div>
        <a data-box="0 0 10 10">No href</a>`),
    ).toEqual([]);
  });

  it('counts options, tabs and switches only in the debug view', () => {
    const html = '<div role="option" data-box="0 0 200 30">Eins</div><div role="tab" data-box="0 0 80 30">Zwei</div><div role="switch" data-box="0 0 80 30">Drei</div>';
    expect(verdicts(html)).toEqual([]);
    expect(verdicts(html, debugTargetSelector)).toEqual(['div "Eins" is 200x30: small', 'div "Zwei" is 80x30: small', 'div "Drei" is 80x30: small']);
  });

  it('scans only under the given root', () => {
    document.body.innerHTML = '<section id="story"><button data-box="0 0 50 50">In</button></section><button data-box="0 0 10 10">Out</button>';
    const root = document.getElementById('story')!;
    expect(scanTargets({ selector: targetSelector, minSize: minTargetSize }, root).map((target) => target.description)).toEqual(['button "In" is 50x50']);
  });

  it('runs from its source text alone, as Playwright sends it into the page', () => {
    document.body.innerHTML = '<button data-box="0 0 20 20">Klein</button>';
    const fromSource = new Function(`return (${scanTargets.toString()})`)() as typeof scanTargets;
    expect(fromSource({ selector: targetSelector, minSize: minTargetSize }).map((target) => target.verdict)).toEqual(['small']);
  });
});
