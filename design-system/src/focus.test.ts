import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusElement } from './focus';

describe('focusElement', () => {
  afterEach(() => document.body.replaceChildren());

  it('focuses an element that is not focusable by itself, and makes it focusable only while it has focus', () => {
    document.body.innerHTML = '<h1>Titel</h1><button>Weiter</button>';
    const heading = document.querySelector('h1')!;
    expect(focusElement(heading)).toBe(true);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    document.querySelector('button')!.focus();
    expect(heading.hasAttribute('tabindex')).toBe(false);
    // Again, after the first round (the blur listener was a one-off).
    expect(focusElement(heading)).toBe(true);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves an element that has its own tabindex as it is', () => {
    document.body.innerHTML = '<div tabindex="0">Karte</div><button>Weiter</button>';
    const card = document.querySelector('div')!;
    focusElement(card);
    document.querySelector('button')!.focus();
    expect(card.getAttribute('tabindex')).toBe('0');
  });

  it('does nothing without an element', () => {
    expect(focusElement(null)).toBe(false);
  });
});


describe('focusElement and the caret', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  // jsdom moves the selection on focus itself, so the tests watch what focusElement asks for.
  it('drops a caret left elsewhere in the page (a screen reader would take the element as read)', () => {
    document.body.innerHTML = '<p>Bitte warten</p><h1>Titel</h1>';
    const selection = document.getSelection()!;
    selection.collapse(document.querySelector('p')!.firstChild!, 3);
    const drop = vi.spyOn(selection, 'removeAllRanges');
    focusElement(document.querySelector('h1'));
    expect(drop).toHaveBeenCalledTimes(1);
  });

  it('keeps a selection the user made', () => {
    document.body.innerHTML = '<p>Bitte warten</p><h1>Titel</h1>';
    const selection = document.getSelection()!;
    selection.selectAllChildren(document.querySelector('p')!);
    const drop = vi.spyOn(selection, 'removeAllRanges');
    focusElement(document.querySelector('h1'));
    expect(drop).not.toHaveBeenCalled();
  });
});
