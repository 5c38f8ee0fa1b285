import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZBrandDetail } from '@platform/contracts/brands/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// A server of its own: once a console host is set, every other host's /ops calls answer 404.
let server: TestServer;
let consoleDist: string;
let admin: string;
let support: string;

beforeAll(async () => {
  consoleDist = await mkdtemp(join(tmpdir(), 'console-hosts-'));
  await mkdir(join(consoleDist, 'assets'));
  await writeFile(join(consoleDist, 'index.html'), '<!doctype html><title>Console</title>');
  await writeFile(join(consoleDist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // A long brand cache, as production keeps one: the change must show through it at once.
  server = await startTestServer({ consoleDist, brandCacheMs: 60_000 });
  admin = await staffToken(server, 'hosts.admin', { roles: ['admin'] });
  support = await staffToken(server, 'hosts.support', { roles: ['support'] });
});
afterAll(async () => {
  await server?.close();
  await rm(consoleDist, { recursive: true, force: true });
});

const CONSOLE_HOST = 'console.demo-staff.example';
const asBrowser = { accept: 'text/html' };

const send = (host: string, method: string, path: string, token?: string, body?: unknown) =>
  server.sendWithHost({
    method,
    path,
    host,
    headers: {
      ...(token === undefined ? {} : { authorization: token }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const demoHosts = async (host: string) =>
  ZSuccess(ZBrandDetail).parse(
    JSON.parse((await send(host, 'GET', '/ops/brands/detail?merchant=demo', admin)).body),
  ).value.hosts;
const putHosts = (host: string, token: string, hosts: unknown) =>
  send(host, 'PUT', '/ops/brands/hosts', token, { merchant: 'demo', hosts });

describe('console hosts', () => {
  it('with none configured, the console and /ops answer on every host, localhost among them', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      expect((await send(host, 'GET', '/ops/brands/detail?merchant=demo', admin)).status).toBe(200);
      const page = await server.sendWithHost({ method: 'GET', path: '/console/', host, headers: asBrowser });
      expect(page.status).toBe(200);
    }
  });

  it('refuses a console host as the primary host, a support account, and a host another brand has', async () => {
    const hosts = await demoHosts('127.0.0.1');
    const primary = await putHosts('127.0.0.1', admin, [
      ...hosts.map((entry) => ({ ...entry, primary: false })),
      { host: CONSOLE_HOST, site: 'console', primary: true },
    ]);
    expect(primary.status).toBe(400);
    const bySupport = await putHosts('127.0.0.1', support, [
      ...hosts,
      { host: CONSOLE_HOST, site: 'console', primary: false },
    ]);
    expect(bySupport.status).toBe(403);
    expect(ZFailure.parse(JSON.parse(bySupport.body)).errorCode).toBe('access.forbidden');
    const unknownSite = await putHosts('127.0.0.1', admin, [
      ...hosts,
      { host: CONSOLE_HOST, site: 'ops', primary: false },
    ]);
    expect(unknownSite.status).toBe(400);
    expect(await demoHosts('127.0.0.1')).toEqual(hosts);
  });

  it('once a brand has one, answers /console and /ops on it only: 404 elsewhere, localhost included', async () => {
    const hosts = await demoHosts('127.0.0.1');
    const memberHost = hosts.find((entry) => entry.site === 'member')?.host ?? '';
    const set = await putHosts('127.0.0.1', admin, [
      ...hosts,
      { host: CONSOLE_HOST, site: 'console', primary: false },
    ]);
    expect(set.status).toBe(200);

    for (const host of ['127.0.0.1', 'localhost', memberHost, 'other.example']) {
      const call = await send(host, 'GET', '/ops/brands/detail?merchant=demo', admin);
      expect(call.status, host).toBe(404);
      expect(ZFailure.parse(JSON.parse(call.body)).errorCode).toBe('route.not.found');
      // Logging in is refused there too, before any account is looked at.
      const login = await send(host, 'POST', '/ops/session/login', undefined, {
        account: 'x',
        password: 'y',
      });
      expect(login.status, host).toBe(404);
      for (const path of ['/console/', '/console/login', '/console/assets/index-abc123.js']) {
        const page = await server.sendWithHost({ method: 'GET', path, host, headers: asBrowser });
        expect(page.status, `${host}${path}`).toBe(404);
        expect(page.body).not.toContain('Console');
      }
    }
    // The member site's own calls still answer on its host.
    expect((await send(memberHost, 'GET', '/wps/system/status')).status).toBe(200);

    const onConsoleHost = await send(CONSOLE_HOST, 'GET', '/ops/brands/detail?merchant=demo', admin);
    expect(onConsoleHost.status).toBe(200);
    const page = await server.sendWithHost({
      method: 'GET',
      path: '/console/',
      host: CONSOLE_HOST,
      headers: asBrowser,
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Console</title>');
    // Without a session the console host is still only the console's front door.
    expect((await send(CONSOLE_HOST, 'GET', '/ops/brands/detail?merchant=demo')).status).toBe(401);

    // Taken off again (from the console host), the console answers everywhere as before.
    const removed = await putHosts(CONSOLE_HOST, admin, hosts);
    expect(removed.status).toBe(200);
    expect((await send('127.0.0.1', 'GET', '/ops/brands/detail?merchant=demo', admin)).status).toBe(200);
  });
});
