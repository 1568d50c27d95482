import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from './inertOutside';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('inertOutside', () => {
  it('makes all but the kept elements and their ancestors inert, and undoes only its own marks', () => {
    document.body.innerHTML = `
      <header id="header"><a href="/">Start</a></header>
      <main id="main">
        <button id="before">Hilfe</button>
        <div id="field"><button id="trigger">Bundesland</button><div id="popup">Liste</div></div>
        <p id="live" role="status">Gespeichert</p>
      </main>
      <footer id="footer" inert></footer>`;
    const byId = (id: string) => document.getElementById(id)!;
    const undo = inertOutside([byId('popup'), byId('live')]);
    expect(['header', 'before', 'trigger'].map((id) => byId(id).hasAttribute('inert'))).toEqual([true, true, true]);
    expect(['main', 'field', 'popup', 'live'].map((id) => byId(id).hasAttribute('inert'))).toEqual([false, false, false, false]);
    undo();
    expect([...document.querySelectorAll('[inert]')].map((e) => e.id)).toEqual(['footer']);
  });
});
