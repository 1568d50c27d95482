// The operator's HAProxy configuration (docs/haproxy.cfg) made runnable for a test: the same file with
// other addresses, so the configuration the documentation shows is the one the scale-out test runs
// (scripts/scale-out.ts). And a small client of HAProxy's runtime API (the stats socket).
import { spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';

/** The HAProxy program (Debian puts it in /usr/sbin, which a user's PATH may lack), or undefined. */
export function haproxyBinary(): string | undefined {
  return ['haproxy', '/usr/sbin/haproxy'].find((bin) => spawnSync(bin, ['-v']).status === 0);
}

export interface HaproxyAddresses {
  /** `host:port` the frontend listens on. */
  bind: string;
  /** `host:port` of each app server, in order; they are named app1, app2, … */
  servers: string[];
  /** Path of the runtime API's socket. */
  statsSocket: string;
}

/**
 * The template with its `bind` address, its `server` lines and its stats socket path replaced. One
 * `server` line per address, each with the options of the template's first `server` line; everything
 * else (timeouts, health check, retries, balancing) stays as written.
 */
export function haproxyConfig(template: string, addresses: HaproxyAddresses): string {
  if (addresses.servers.length === 0) throw new Error('haproxyConfig: at least one server');
  const lines = template.split('\n');
  const out: string[] = [];
  let binds = 0;
  let sockets = 0;
  let serverOptions: string | undefined;
  for (const line of lines) {
    const bind = /^(\s*bind\s+)(\S+)(.*)$/.exec(line);
    if (bind) {
      binds += 1;
      out.push(`${bind[1]}${addresses.bind}${bind[3]}`);
      continue;
    }
    const socket = /^(\s*stats\s+socket\s+)(\S+)(.*)$/.exec(line);
    if (socket) {
      sockets += 1;
      out.push(`${socket[1]}${addresses.statsSocket}${socket[3]}`);
      continue;
    }
    const server = /^(\s*)server\s+\S+\s+\S+(.*)$/.exec(line);
    if (server) {
      if (serverOptions === undefined) {
        serverOptions = server[2];
        addresses.servers.forEach((address, i) => out.push(`${server[1]}server app${i + 1} ${address}${serverOptions}`));
      }
      continue;
    }
    out.push(line);
  }
  if (binds !== 1) throw new Error(`haproxyConfig: expected one bind line, found ${binds}`);
  if (sockets !== 1) throw new Error(`haproxyConfig: expected one stats socket line, found ${sockets}`);
  if (serverOptions === undefined) throw new Error('haproxyConfig: no server line');
  return out.join('\n');
}

/** Sends one command to HAProxy's runtime API and answers its reply. */
export function haproxyCommand(socketPath: string, command: string, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let reply = '';
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`HAProxy runtime API: no answer to "${command}"`)));
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('end', () => resolve(reply));
    socket.on('error', reject);
  });
}

export interface HaproxyServerStat {
  name: string;
  /** UP, DOWN, DRAIN, MAINT, "UP 1/2" while rising, "DOWN 1/2" while falling, … */
  status: string;
  /** Requests (HTTP) or sessions this server has had in all. */
  total: number;
  /** Requests it is working on now. */
  current: number;
}

/** The servers of one backend from `show stat` (CSV with a `# ` header line). */
export function parseShowStat(csv: string, backend: string): HaproxyServerStat[] {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^#\s*/, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  const result: HaproxyServerStat[] = [];
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[at('pxname')] !== backend) continue;
    const name = cells[at('svname')];
    if (name === 'FRONTEND' || name === 'BACKEND') continue;
    result.push({ name, status: cells[at('status')], total: Number(cells[at('stot')]), current: Number(cells[at('scur')]) });
  }
  return result;
}

export async function backendServers(socketPath: string, backend: string): Promise<HaproxyServerStat[]> {
  return parseShowStat(await haproxyCommand(socketPath, 'show stat'), backend);
}
