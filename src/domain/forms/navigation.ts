// Wizard navigation: displayed screens, skipping hidden dependent screens, timeline items.
import { findScreen } from './model';
import { isScreenDisplayed } from './relevance';
import { validateScreen } from './validate';
import type { FormDocument, FormModel, NavItem, NavState, ValidationContext } from './types';

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

/**
 * Where the step indicator stands: the screen's topic (the primary nav item it belongs to; a dependent
 * sub-screen such as the donation list shares its question's topic) among the displayed primary items,
 * as the step menu lists them. Primary items are never dependent screens (checked when a model is
 * parsed), so the total does not grow as answers add screens ("Schritt 7 von 11").
 */
export function stepOf(model: FormModel, screenName: string, doc: FormDocument): { current: number; total: number; topic: string } {
  const topics = model.nav_items.filter((item) => item.primary && isScreenDisplayed(model, item.screenName, doc)).map((item) => item.screenName);
  const index = model.nav_items.findIndex((item) => item.screenName === screenName);
  const topic =
    model.nav_items
      .slice(0, index + 1)
      .reverse()
      .find((item) => topics.includes(item.screenName))?.screenName ?? topics[0] ?? screenName;
  return { current: topics.indexOf(topic) + 1, total: topics.length, topic };
}

/** A screen that only shows what the tax office already has (every field read-only): the summary offers no change for it. */
export function isReadOnlyScreen(model: FormModel, screenName: string): boolean {
  const fields = findScreen(model, screenName)?.groups.flatMap((g) => g.fields) ?? [];
  return fields.length > 0 && fields.every((f) => f.readOnly === true);
}

/**
 * The question a details screen belongs to ("Krankheitskosten" for the list of medical costs): the
 * screen right before it that holds every answer its display depends on. The two are one topic: the
 * summary shows them as one section with one change action, and a change walks through both.
 * Undefined for any other screen (person B's screen depends on the filing screen, which is not the one before it).
 */
export function questionScreenOf(model: FormModel, screenName: string): string | undefined {
  const conditions = model.dependent_screens.filter((d) => d.screenName === screenName);
  const previous = model.screens[indexOf(model, screenName) - 1];
  if (conditions.length === 0 || !previous) return undefined;
  const fields = new Set(previous.groups.filter((g) => !g.child_path).flatMap((g) => g.fields.map((f) => f.path)));
  return conditions.every((d) => fields.has(d.condField)) ? previous.name : undefined;
}

/**
 * Changing an answer from the summary (check answers): the first displayed screen after `current` that
 * the changed answers need before the summary can be shown again: one not visited since it was last
 * hidden (a screen the change newly displays), one whose answers no longer pass (a question the
 * change added to it), or the details of the question on `current` (the summary's one change action of
 * a topic opens its question; its details follow). Undefined when nothing is needed: back to the summary.
 */
export function nextScreenToRecheck(model: FormModel, current: string, doc: FormDocument, visited: readonly string[], ctx: ValidationContext): string | undefined {
  const start = indexOf(model, current);
  for (const screen of model.screens.slice(start + 1)) {
    if (!isScreenDisplayed(model, screen.name, doc)) continue;
    if (!visited.includes(screen.name) || questionScreenOf(model, screen.name) === current || validateScreen(model, screen.name, doc, ctx).length > 0) return screen.name;
  }
  return undefined;
}
