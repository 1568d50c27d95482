// A real screen reader in the loop: GNOME Orca on a virtual X display, reading Debian Chromium.
//
// startDesktop() starts, in this order: Xvfb (display number read through -displayfd), a private
// D-Bus session (AT-SPI starts through it), speech-dispatcher's configuration (no audio: a generic
// module appends each text to a file) and Orca, wrapped so that its internal "speech" logger writes
// every spoken string to a line-flushed file. Keys go through xdotool, so Orca sees them as a user's
// keys (browse-mode keys such as h and t included). stop() ends everything it started by PID,
// including the helpers that daemonise themselves (found by a marker in their environment).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { openSync, mkdtempSync, writeFileSync, readFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { join } from 'node:path';

export type OrcaLocale = 'de' | 'en';

export interface SpokenLine {
  /** Milliseconds since the desktop started. */
  at: number;
  text: string;
}

const ORCA_WRAPPER = `
import logging, runpy, sys
class Flushing(logging.FileHandler):
    def emit(self, record):
        super().emit(record)
        self.flush()
handler = Flushing(sys.argv[1], encoding='utf-8')
handler.setFormatter(logging.Formatter('%(message)s'))
logging.getLogger('speech').addHandler(handler)
sys.argv = ['orca'] + sys.argv[2:]
runpy.run_path('/usr/bin/orca', run_name='__main__')
`;

const SPEECH_PREFIX = "SPEECH OUTPUT: '";

/** Orca's settings: speech on, no key echo, no say-all on load (else Tab lands in the toolbar), page summary on. */
function orcaSettings() {
  const general = {
    enableSpeech: true,
    speechServerFactory: 'speechdispatcherfactory',
    enableKeyEcho: false,
    enableEchoByCharacter: false,
    enableEchoByWord: false,
    sayAllOnLoad: false,
    pageSummaryOnLoad: true,
    enableBraille: false,
    enableSound: false,
    speakNumbersAsDigits: false,
    verbalizePunctuationStyle: 3,
    progressBarVerbosity: 0,
    activeProfile: ['Default', 'default'],
    startingProfile: ['Default', 'default'],
    profile: ['Default', 'default'],
  };
  return { general, pronunciations: {}, keybindings: {}, profiles: { default: general } };
}

export interface DesktopOptions {
  /** Orca's own language (role names, "heading level 1" or "Überschrift Ebene 1"). */
  locale: OrcaLocale;
  width?: number;
  height?: number;
}

export class OrcaDesktop {
  readonly dir: string;
  readonly marker: string;
  display = '';
  env: NodeJS.ProcessEnv = {};
  private readonly children: ChildProcess[] = [];
  private readonly started = Date.now();
  private readonly speechFile: string;
  private consumed = 0;

  private constructor(private readonly options: DesktopOptions) {
    this.dir = mkdtempSync(join(tmpdir(), 'orca-'));
    this.marker = `EE_ORCA_RUN=${this.dir}`;
    this.speechFile = join(this.dir, 'speech.log');
  }

  static async start(options: DesktopOptions): Promise<OrcaDesktop> {
    const desktop = new OrcaDesktop(options);
    try {
      await desktop.boot();
    } catch (error) {
      await desktop.stop();
      throw error;
    }
    return desktop;
  }

  /** Starts a child in its own process group; its stderr goes to `<dir>/<name>.log` for diagnosis. */
  spawnChild(command: string, args: string[], env: NodeJS.ProcessEnv, stdio: ('ignore' | 'pipe')[] = ['ignore', 'ignore']) {
    const log = openSync(join(this.dir, `${command.replace(/\W/g, '')}.log`), 'a');
    const all = [...stdio.slice(0, 2), log, ...stdio.slice(3)];
    const child = spawn(command, args, { env, stdio: all as never, detached: true });
    this.children.push(child);
    return child;
  }

  private async boot() {
    const { width = 1280, height = 1024, locale } = this.options;
    const markerKey = 'EE_ORCA_RUN';
    const language = locale === 'de' ? 'de_DE.UTF-8' : 'en_US.UTF-8';
    const baseEnv: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: join(this.dir, 'home'),
      XDG_RUNTIME_DIR: join(this.dir, 'runtime'),
      XDG_CONFIG_HOME: join(this.dir, 'config'),
      XDG_DATA_HOME: join(this.dir, 'data'),
      XDG_CACHE_HOME: join(this.dir, 'cache'),
      LANG: language,
      LANGUAGE: locale === 'de' ? 'de' : 'en',
      LC_ALL: language,
      NO_AT_BRIDGE: '0',
      GTK_MODULES: 'gail:atk-bridge',
      [markerKey]: this.dir,
    };
    for (const sub of ['home', 'runtime', 'config', 'data', 'cache']) mkdirSync(join(this.dir, sub), { recursive: true, mode: 0o700 });

    // Xvfb writes its display number to the given descriptor, then a newline.
    const xvfb = this.spawnChild('Xvfb', ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], baseEnv, ['ignore', 'ignore', 'ignore', 'pipe']);
    this.display = `:${await readLine(xvfb.stdio[3] as NodeJS.ReadableStream, 10_000, 'Xvfb display number')}`;

    const dbus = this.spawnChild('dbus-daemon', ['--session', '--nofork', '--print-address=1'], baseEnv, ['ignore', 'pipe']);
    const busAddress = await readLine(dbus.stdout!, 10_000, 'D-Bus address');

    this.env = { ...baseEnv, DISPLAY: this.display, DBUS_SESSION_BUS_ADDRESS: busAddress };

    // speech-dispatcher without audio: its generic module appends the text to a file.
    const speechd = join(this.env.XDG_CONFIG_HOME!, 'speech-dispatcher');
    mkdirSync(join(speechd, 'modules'), { recursive: true });
    writeFileSync(
      join(speechd, 'speechd.conf'),
      [
        'AudioOutputMethod "libao"',
        'AddModule "capture" "sd_generic" "capture.conf"',
        'DefaultModule capture',
        `DefaultLanguage "${locale}"`,
        'Timeout 0',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(speechd, 'modules', 'capture.conf'),
      [`GenericExecuteSynth "printf '%s\\n' \\'$DATA\\' >> ${join(this.dir, 'speechd.out')}"`, 'AddVoice "de" "MALE1" "de"', 'AddVoice "en" "MALE1" "en"', ''].join('\n'),
    );

    const prefs = join(this.dir, 'orca-prefs');
    mkdirSync(prefs, { recursive: true });
    writeFileSync(join(prefs, 'user-settings.conf'), JSON.stringify(orcaSettings(), null, 1));
    const wrapper = join(this.dir, 'orca-capture.py');
    writeFileSync(wrapper, ORCA_WRAPPER);
    writeFileSync(this.speechFile, '');
    this.spawnChild('/usr/bin/python3', [wrapper, this.speechFile, '--replace', '-u', prefs, ...(process.env.ORCA_DEBUG ? ['--debug-file', join(this.dir, 'orca-debug.log')] : [])], this.env);
    await this.waitFor((lines) => lines.some((l) => /Screen reader on|Bildschirmleser an/i.test(l.text)), 30_000, 'Orca to start');
  }

  /** Every line Orca has spoken since the desktop started. */
  spoken(): SpokenLine[] {
    if (!existsSync(this.speechFile)) return [];
    const raw = readFileSync(this.speechFile, 'utf8');
    const lines: SpokenLine[] = [];
    for (const line of raw.split('\n')) {
      if (!line.startsWith(SPEECH_PREFIX)) continue;
      const text = line.slice(SPEECH_PREFIX.length).replace(/'( voice=\w+)?$/, '');
      lines.push({ at: 0, text });
    }
    return lines;
  }

  /** Lines spoken since the last call (a cursor over the transcript). */
  take(): string[] {
    const all = this.spoken();
    const fresh = all.slice(this.consumed).map((l) => l.text);
    this.consumed = all.length;
    return fresh;
  }

  async waitFor(done: (lines: SpokenLine[]) => boolean, timeout: number, what: string) {
    const until = Date.now() + timeout;
    while (Date.now() < until) {
      if (done(this.spoken().slice(this.consumed))) return;
      await sleep(100);
    }
    throw new Error(`Timed out waiting for ${what}. Heard:\n${this.spoken().slice(this.consumed).map((l) => l.text).join('\n')}`);
  }

  /** Waits until the transcript has stopped growing for `quietMs`. */
  async quiet(quietMs = 600, timeout = 8_000) {
    const until = Date.now() + timeout;
    let count = this.spoken().length;
    let since = Date.now();
    while (Date.now() < until) {
      await sleep(50);
      const now = this.spoken().length;
      if (now !== count) {
        count = now;
        since = Date.now();
      } else if (Date.now() - since >= quietMs) return;
    }
  }

  xdotool(...args: string[]) {
    execFileSync('xdotool', args, { env: this.env, stdio: ['ignore', 'ignore', 'pipe'] });
  }

  /** Presses keys one after another as a user would (xdotool names: Tab, shift+Tab, Return, space, h, alt+shift+Down). */
  key(...keys: string[]) {
    this.xdotool('key', '--delay', '80', ...keys);
  }

  type(text: string) {
    this.xdotool('type', '--delay', '60', text);
  }

  async stop() {
    for (const child of this.children.reverse()) {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
      }
    }
    await sleep(1000);
    for (const child of this.children) {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    }
    // Helpers that daemonised themselves (speech-dispatcher, at-spi, crashpad) carry the marker.
    for (const pid of pidsWithMarker(this.dir)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    if (!process.env.ORCA_KEEP) rmSync(this.dir, { recursive: true, force: true });
  }
}

function pidsWithMarker(dir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`, 'latin1');
      if (environ.includes(`EE_ORCA_RUN=${dir}\0`)) pids.push(Number(entry));
    } catch {
      /* gone or not ours */
    }
  }
  return pids;
}

function readLine(stream: NodeJS.ReadableStream, timeout: number, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error(`No ${what} within ${timeout} ms`)), timeout);
    stream.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const newline = buffer.indexOf('\n');
      if (newline >= 0) {
        clearTimeout(timer);
        resolve(buffer.slice(0, newline).trim());
      }
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface OrcaBrowser {
  browser: Browser;
  page: Page;
  close(): Promise<void>;
}

/**
 * Debian Chromium on the desktop's display with the page given on its command line (so focus
 * starts in the page, as after a link from the portal), and Playwright attached over CDP for
 * setup and observation only: every key the user presses goes through xdotool.
 */
export async function openChromium(desktop: OrcaDesktop, url: string, locale: OrcaLocale): Promise<OrcaBrowser> {
  // Attaching over CDP now and then hangs right after Chromium starts; a fresh start then works. The
  // hangs can come in a row for some seconds (seen three times in a row on a loaded machine): wait a
  // little longer before each further start.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startChromium(desktop, url, locale);
    } catch (error) {
      if (attempt >= 5) throw error;
      console.warn(`Chromium did not attach (attempt ${attempt}): ${String(error).split('\n')[0]}; starting it again`);
      await sleep(2_000 * attempt);
    }
  }
}

async function startChromium(desktop: OrcaDesktop, url: string, locale: OrcaLocale): Promise<OrcaBrowser> {
  const profile = join(desktop.dir, `chromium-${Date.now()}`);
  mkdirSync(join(profile, 'Default'), { recursive: true });
  // Chromium offers to translate a German page and Orca would read that bubble.
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ translate: { enabled: false }, intl: { accept_languages: locale } }));
  const args = [
    '--no-sandbox',
    '--test-type', // no "unsupported command-line flag" info bar for --no-sandbox
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-dev-shm-usage',
    '--force-renderer-accessibility', // without it arrow keys in browse mode are silent
    '--password-store=basic',
    `--lang=${locale}`,
    '--window-position=0,0',
    '--window-size=1280,1000',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    url,
  ];
  const child = desktop.spawnChild('/usr/bin/chromium', args, desktop.env);
  const portFile = join(profile, 'DevToolsActivePort');
  const until = Date.now() + 20_000;
  while (!existsSync(portFile) || !readFileSync(portFile, 'utf8').includes('\n')) {
    if (Date.now() > until) throw new Error('Chromium did not open its DevTools port');
    await sleep(100);
  }
  const port = readFileSync(portFile, 'utf8').split('\n')[0];
  const kill = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 6_000 }).catch((error: unknown) => {
    kill();
    throw error;
  });
  const context = browser.contexts()[0];
  let page = context.pages().find((p) => p.url().startsWith(url.slice(0, 20)));
  while (!page) {
    if (Date.now() > until) throw new Error('Chromium opened no page');
    await sleep(100);
    page = context.pages()[0];
  }
  return {
    browser,
    page,
    async close() {
      await browser.close().catch(() => undefined);
      kill();
    },
  };
}
