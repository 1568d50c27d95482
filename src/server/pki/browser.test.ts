// The browser half of the protocol in a real Chromium: the client module is bundled for the browser
// platform (any node: import would fail the bundle), served from localhost (a secure context, so
// WebCrypto is available), and its artefacts are checked by the server PKI and xmlsec1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBase64, utf8Encode } from '../../domain/crypto/encoding';
import { ServerPki, type KeyStore } from './index';

const ID_NR = '02476291358';
const ACCESS_CODE = 'EEZ-7QK4-M2XD-9PLA';
const XML = '<Erklaerung xmlns="urn:einfach-erklaeren:declaration:2025"><Jahr>2025</Jahr></Erklaerung>';

class MemoryKeyStore implements KeyStore {
  private readonly values = new Map<string, string>();
  async get(name: string) {
    return this.values.get(name) ?? null;
  }
  async put(name: string, value: string) {
    this.values.set(name, value);
  }
}

describe('client crypto in Chromium', () => {
  let server: Server;
  let browser: Browser;
  let page: Page;
  let pki: ServerPki;
  let dir: string;

  beforeAll(async () => {
    const bundle = await build({
      entryPoints: [join(import.meta.dirname, '../../domain/crypto/client.ts')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
    });
    const script = bundle.outputFiles[0].text;
    server = createServer((request, response) => {
      if (request.url === '/client.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      } else {
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!doctype html><title>crypto</title><script type="module">import * as c from "/client.js"; window.client = c; window.ready = true;</script>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
    pki = await ServerPki.open(new MemoryKeyStore());
    dir = mkdtempSync(join(tmpdir(), 'pki-browser-'));
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('logs in, keeps the local signing data and signs the declaration', async () => {
    const trustedRandom = toBase64(crypto.getRandomValues(new Uint8Array(32)));
    const cms = await page.evaluate(
      async ({ idNr, accessCode, trustedRandom, transportCertificatePem }) => {
        const w = window as unknown as { client: typeof import('../../domain/crypto/client'); keyPair?: CryptoKeyPair };
        const login = await w.client.createLoginCms({ idNr, accessCode, trustedRandom, transportCertificatePem });
        w.keyPair = login.keyPair;
        return login.cms;
      },
      { idNr: ID_NR, accessCode: ACCESS_CODE, trustedRandom, transportCertificatePem: pki.transportCertificatePem },
    );
    const opened = await pki.openLoginCms(cms, ID_NR);
    expect(opened.trustedRandom).toBe(trustedRandom);
    expect(opened.accessCode).toBe(ACCESS_CODE);
    const { certChain } = await pki.issueClientCertificate(opened.csrDer, ID_NR);

    const signature = await page.evaluate(
      async ({ certChain, xmlData }) => {
        const w = window as unknown as { client: typeof import('../../domain/crypto/client'); keyPair: CryptoKeyPair };
        const local = await w.client.createLocalSigningData({ keyPair: w.keyPair, certChain });
        // What sessionStorage and the server would hold, then the summary submit step.
        const { privateKey, certificate } = await w.client.openLocalSigningData(local.encryptedPfx, {
          keyChainForSavedPFXData: local.decryptInfo.keyChain,
          keyForPFXDataEncryption: local.decryptInfo.key,
          initializationVectorForPFXDataEncryption: local.decryptInfo.iv,
        });
        return w.client.signDeclarationXml({ xmlData, privateKey, certificate });
      },
      { certChain, xmlData: toBase64(utf8Encode(XML)) },
    );
    expect(signature.xmlCertificate).toBe(certChain[0]);
    const { signedXml } = await pki.verifyAndEmbedSignature({ xml: XML, expectedCertificate: certChain[0], ...signature });
    writeFileSync(join(dir, 'ca.pem'), pki.caCertificatePem);
    writeFileSync(join(dir, 'signed.xml'), signedXml);
    const xmlsec = spawnSync('xmlsec1', ['--verify', '--trusted-pem', 'ca.pem', 'signed.xml'], { cwd: dir });
    expect(xmlsec.stderr.toString()).toMatch(/^OK$/m);
    expect(xmlsec.status).toBe(0);
  });
});
