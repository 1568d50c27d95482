// WCAG 2.5.1 Pointer Gestures, 2.5.4 Motion Actuation, 2.5.7 Dragging Movements in the app's own code:
// no handler of touch paths, pointer movement, dragging, or the device's motion or orientation in the
// app, the design system or the tokens (tests and stories aside). The matrix checks the running page
// for motion listeners and draggable elements, whoever added them (a11y-tests/support/checks.ts
// motionAndDragProblems); what a library does inside its own controls is left for a person.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'design-system/src', 'tokens/src'];
const HANDLERS =
  /\bon(?:Touch(?:Start|Move|End)|PointerMove|Drag(?:Start|Enter|Over|End|Leave)?|Drop)\s*=|addEventListener\(\s*['"`](?:touchstart|touchmove|touchend|pointermove|gesture\w*|drag\w*|drop|devicemotion|deviceorientation\w*)['"`]|\bdraggable\s*[=:]\s*(?:\{?\s*true|['"]true)|\bDeviceMotionEvent\b|\bDeviceOrientationEvent\b|\bnew\s+(?:Accelerometer|Gyroscope|LinearAccelerationSensor|GravitySensor|AbsoluteOrientationSensor|RelativeOrientationSensor)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' || name === '__tests__' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Each line of `text` that adds a gesture, drag or motion handler. */
export function gestureHandlers(text: string): string[] {
  return text.split('\n').filter((line) => HANDLERS.test(line));
}

describe('pointer gestures, dragging and motion in the app\'s own code', () => {
  it('finds each kind of handler it looks for', () => {
    for (const line of [
      '<div onTouchMove={swipe}>',
      '<li draggable onDragStart={start}>',
      '<div draggable="true">',
      'el.addEventListener("pointermove", follow)',
      "window.addEventListener('devicemotion', shake)",
      'if (typeof DeviceOrientationEvent !== "undefined")',
      'const sensor = new Accelerometer({ frequency: 60 });',
    ])
      expect(gestureHandlers(line), line).toEqual([line]);
    expect(gestureHandlers('<button onClick={next}>Weiter</button>\nconst dragged = false;')).toEqual([]);
  });

  it('has none in src, design-system/src and tokens/src', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => gestureHandlers(readFileSync(file, 'utf8')).map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`));
    expect(found).toEqual([]);
  });
});
