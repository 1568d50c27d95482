// docs/haproxy.cfg is the operator's recipe and the scale-out test's configuration: the test replaces only
// its addresses, and the result is a configuration HAProxy accepts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE } from '../src/server/paths';
import { haproxyBinary, haproxyConfig, parseShowStat } from './haproxy-config';

const template = readFileSync(new URL('../docs/haproxy.cfg', import.meta.url), 'utf8');
const addresses = { bind: '127.0.0.1:4000', servers: ['127.0.0.1:4001', '127.0.0.1:4002', '127.0.0.1:4003'], statsSocket: '/tmp/ee-test.sock' };
const haproxy = haproxyBinary();

describe('haproxyConfig', () => {
  it('replaces the addresses and keeps everything else', () => {
    const config = haproxyConfig(template, addresses);
    const lines = config.split('\n');
    expect(lines.filter((l) => /^\s*bind\s/.test(l)).map((l) => l.trim())).toEqual(['bind 127.0.0.1:4000']);
    const servers = lines.filter((l) => /^\s*server\s/.test(l)).map((l) => l.trim());
    const options = / check$/;
    expect(servers).toHaveLength(3);
    servers.forEach((line, i) => {
      expect(line.startsWith(`server app${i + 1} ${addresses.servers[i]}`)).toBe(true);
      expect(line).toMatch(options);
    });
    expect(config).toContain('stats socket /tmp/ee-test.sock mode 600 level admin');
    // The rest is the template's, line for line.
    const rest = (text: string) => text.split('\n').filter((l) => !/^\s*(bind|server|stats socket)\s/.test(l));
    expect(rest(config)).toEqual(rest(template));
  });

  it('checks the health endpoint the server has, and keeps the settings the scale-out depends on', () => {
    expect(template).toContain(`http-check send meth GET uri ${BASE}/health`);
    for (const setting of ['option redispatch', 'retries 3', 'http-check expect status 200', 'option forwardfor', 'fall 2', 'inter 1s']) expect(template).toContain(setting);
  });

  it('refuses a template it cannot fill in', () => {
    expect(() => haproxyConfig('defaults\n  mode http\n', addresses)).toThrow(/bind/);
    expect(() => haproxyConfig(template, { ...addresses, servers: [] })).toThrow(/at least one server/);
  });

  it.skipIf(!haproxy)('gives a configuration HAProxy accepts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ee-haproxy-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      writeFileSync(file, haproxyConfig(template, { ...addresses, statsSocket: path.join(dir, 'admin.sock') }));
      const check = spawnSync(haproxy!, ['-c', '-f', file], { encoding: 'utf8' });
      expect(check.status, check.stdout + check.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('parseShowStat', () => {
  it('reads the servers of one backend from the runtime API', () => {
    const csv = [
      '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,',
      'erklaerung_http,FRONTEND,,,0,1,4096,12,0,0,0,0,0,,,,,OPEN,',
      'erklaerung,app1,0,0,2,3,100,7,0,0,,0,,0,0,0,0,UP,',
      'erklaerung,app2,0,0,0,1,100,5,0,0,,0,,0,0,0,0,DOWN 1/2,',
      'erklaerung,BACKEND,0,0,0,1,410,12,0,0,0,0,,0,0,0,0,UP,',
    ].join('\n');
    expect(parseShowStat(csv, 'erklaerung')).toEqual([
      { name: 'app1', status: 'UP', total: 7, current: 2 },
      { name: 'app2', status: 'DOWN 1/2', total: 5, current: 0 },
    ]);
  });
});
