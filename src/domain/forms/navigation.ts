// Wizard navigation: displayed screens, skipping hidden dependent screens, timeline items.
import { findScreen } from './model';
import { isScreenDisplayed } from './relevance';
import type { FormDocument, FormModel, NavItem, NavState } from './types';

export { isScreenDisplayed };

export function displayedScreens(model: FormModel, doc: FormDocument): string[] {
  return model.screens.filter((s) => isScreenDisplayed(model, s.name, doc)).map((s) => s.name);
}

function indexOf(model: FormModel, name: string): number {
  return model.screens.findIndex((s) => s.name === name);
}

/** The next displayed screen after `current`, or undefined at the end. */
export function nextScreen(model: FormModel, current: string, doc: FormDocument): string | undefined {
  const start = indexOf(model, current);
  for (let i = start + 1; i < model.screens.length; i++) {
    if (isScreenDisplayed(model, model.screens[i].name, doc)) return model.screens[i].name;
  }
  return undefined;
}

/** The previous displayed screen before `current`, or undefined at the start. */
export function previousScreen(model: FormModel, current: string, doc: FormDocument): string | undefined {
  const start = indexOf(model, current);
  for (let i = (start < 0 ? model.screens.length : start) - 1; i >= 0; i--) {
    if (isScreenDisplayed(model, model.screens[i].name, doc)) return model.screens[i].name;
  }
  return undefined;
}

/**
 * The screen to show for a requested name: itself when displayed, else the nearest earlier displayed
 * screen; an unknown name gives the first displayed screen.
 */
export function resolveScreen(model: FormModel, name: string | undefined, doc: FormDocument): string {
  const first = displayedScreens(model, doc)[0] ?? model.screens[0].name;
  if (!name || !findScreen(model, name)) return first;
  if (isScreenDisplayed(model, name, doc)) return name;
  return previousScreen(model, name, doc) ?? first;
}

/** Visited flags of screens that are now hidden are dropped, so they read as unvisited when shown again. */
export function resetHiddenVisited(model: FormModel, doc: FormDocument, visited: string[]): string[] {
  return visited.filter((name) => isScreenDisplayed(model, name, doc));
}

export function markVisited(state: NavState, screenName: string): NavState {
  return {
    visited: state.visited.includes(screenName) ? state.visited : [...state.visited, screenName],
    current: screenName,
  };
}

/** Timeline entries in nav_items order; the UI lists those with isDisplayed and isPrimaryNode. */
export function navItems(model: FormModel, doc: FormDocument, state: NavState): NavItem[] {
  return model.nav_items.map((item) => {
    const screen = findScreen(model, item.screenName);
    const isDisplayed = isScreenDisplayed(model, item.screenName, doc);
    return {
      name: item.screenName,
      title: screen?.titleKey ?? item.screenName,
      isVisited: isDisplayed && state.visited.includes(item.screenName),
      isPrimaryNode: item.primary,
      isDisplayed,
      isCurrent: state.current === item.screenName,
    };
  });
}

/** Position of a screen among the displayed ones (for "Schritt 2 von 7"). */
export function stepOf(model: FormModel, screenName: string, doc: FormDocument): { current: number; total: number } {
  const shown = displayedScreens(model, doc);
  return { current: shown.indexOf(screenName) + 1, total: shown.length };
}
