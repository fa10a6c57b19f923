import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findExecutable } from './system-packages.mjs';

const fakeTool = (dir, name) => {
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\nexit 0\n');
  chmodSync(path, 0o755);
  return path;
};

/** Runs ensureTool in a child with the given environment; returns its result and what it printed. */
function ensureInChild(env, options) {
  const code = `import('./scripts/lib/system-packages.mjs').then((m) => {
    const found = m.ensureTool(${JSON.stringify(options)});
    process.stdout.write(JSON.stringify(found));
  });`;
  const child = spawnSync(process.execPath, ['-e', code], { env, encoding: 'utf8' });
  return { found: JSON.parse(child.stdout || 'null'), stderr: child.stderr };
}

describe('finding the system tools the tests need', () => {
  it('finds a tool by absolute path or on PATH, in the order given', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tools-'));
    const second = fakeTool(dir, 'second-choice');
    assert.equal(findExecutable(['/no/such/browser', 'first-choice', 'second-choice'], dir), second);
    assert.equal(findExecutable(['/no/such/browser', 'nothing-here'], dir), null);
  });

  it('takes an explicit path from its variable, and refuses one that is not executable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tools-'));
    const explicit = fakeTool(dir, 'my-browser');
    const options = {
      name: 'Fake',
      env: 'FAKE_TOOL_PATH',
      candidates: ['nothing'],
      debianPackages: [],
      hint: 'Install it.',
    };
    assert.equal(ensureInChild({ PATH: dir, FAKE_TOOL_PATH: explicit }, options).found, explicit);
    const wrong = ensureInChild({ PATH: dir, FAKE_TOOL_PATH: join(dir, 'missing') }, options);
    assert.equal(wrong.found, null);
    assert.match(wrong.stderr, /FAKE_TOOL_PATH=.*missing is not an executable file\. Install it\./);
  });

  it('finds nginx from NGINX_PATH for the two-replica suite, and says how to install it otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tools-'));
    const nginx = fakeTool(dir, 'my-nginx');
    const code = `import('./scripts/lib/system-packages.mjs').then((m) => {
      process.stdout.write(JSON.stringify(m.ensureNginx()));
    });`;
    const inChild = (env) => {
      const child = spawnSync(process.execPath, ['-e', code], { env, encoding: 'utf8' });
      return { found: JSON.parse(child.stdout || 'null'), stderr: child.stderr };
    };
    const modules = mkdtempSync(join(tmpdir(), 'modules-'));
    for (const file of ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'])
      writeFileSync(join(modules, file), '');
    assert.equal(inChild({ PATH: dir, NGINX_PATH: nginx, NGINX_MODULES_PATH: modules }).found, nginx);
    const wrong = inChild({ PATH: dir, NGINX_PATH: join(dir, 'missing'), NGINX_MODULES_PATH: modules });
    assert.equal(wrong.found, null);
    assert.match(
      wrong.stderr,
      /NGINX_PATH=.*missing is not an executable file\. Install nginx and its brotli module \(Debian\/Ubuntu: sudo apt-get install nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static\)/,
    );
  });

  it("refuses an nginx without its brotli module (the repo's config compresses with it)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'tools-'));
    const nginx = fakeTool(dir, 'my-nginx');
    const empty = mkdtempSync(join(tmpdir(), 'modules-'));
    const code = `import('./scripts/lib/system-packages.mjs').then((m) => {
      process.stdout.write(JSON.stringify(m.ensureNginx()));
    });`;
    const child = spawnSync(process.execPath, ['-e', code], {
      env: { PATH: dir, NGINX_PATH: nginx, NGINX_MODULES_PATH: empty },
      encoding: 'utf8',
    });
    assert.equal(JSON.parse(child.stdout || 'null'), null);
    assert.match(child.stderr, /The tests need nginx's brotli module and .*modules-\w+ has none\./);
  });

  it('stops with one clear line when the tool is missing and cannot be installed', () => {
    const options = {
      name: 'a fake browser',
      candidates: ['/no/such/fake-browser', 'fake-browser'],
      debianPackages: ['no-such-debian-package-courtside'],
      hint: 'Install fake-browser.',
    };
    // An empty PATH: no apt-get either, so nothing is installed and the message says what to do.
    const missing = ensureInChild({ PATH: '' }, options);
    assert.equal(missing.found, null);
    assert.deepEqual(missing.stderr.trim().split('\n'), [
      '✖ The tests need a fake browser and none was found. Install fake-browser.',
    ]);
  });
});
