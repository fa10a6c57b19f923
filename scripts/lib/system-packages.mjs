// What the tests need from the operating system (a browser, nginx), found or installed
// the way a fresh machine allows: an explicit path, a known location, Debian's package manager
// when we run as root, otherwise one clear line saying what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable among absolute paths and command names looked up on PATH. */
export function findExecutable(candidates, pathEnv = process.env.PATH ?? '') {
  for (const candidate of candidates.filter(Boolean)) {
    if (candidate.includes('/')) {
      if (executable(candidate)) return candidate;
      continue;
    }
    for (const dir of pathEnv.split(delimiter)) {
      if (dir && executable(join(dir, candidate))) return join(dir, candidate);
    }
  }
  return null;
}

function canInstallWithApt() {
  return process.platform === 'linux' && process.getuid?.() === 0 && findExecutable(['apt-get']) !== null;
}

let aptUpdated = false;

/** Installs Debian packages quietly; true when apt-get succeeded. */
export function aptInstall(packages) {
  if (!canInstallWithApt()) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`Installing ${packages.join(', ')} from Debian's packages (needed by the tests)`);
  if (!aptUpdated) {
    if (spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status !== 0) return false;
    aptUpdated = true;
  }
  return spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env }).status === 0;
}

/**
 * A tool the tests need: found, or installed from Debian's packages, or null after printing one
 * line that says what to install.
 */
export function ensureTool({ name, env, candidates, debianPackages, hint }) {
  const explicit = env ? process.env[env] : undefined;
  if (explicit) {
    if (executable(explicit)) return explicit;
    console.error(`✖ ${env}=${explicit} is not an executable file. ${hint}`);
    return null;
  }
  const found = findExecutable(candidates);
  if (found) return found;
  if (aptInstall(debianPackages)) {
    const installed = findExecutable(candidates);
    if (installed) return installed;
  }
  console.error(`✖ The tests need ${name} and none was found. ${hint}`);
  return null;
}

/** Chromium for the browser tests (never a downloaded browser). */
export function ensureBrowser() {
  return ensureTool({
    name: 'Chromium',
    env: 'CHROMIUM_PATH',
    candidates: [
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      'chromium',
      'chromium-browser',
      'google-chrome',
    ],
    debianPackages: ['chromium', 'fonts-dejavu-core'],
    hint: 'Install Chromium or Google Chrome (Debian/Ubuntu: sudo apt-get install chromium), or set CHROMIUM_PATH to its executable.',
  });
}

/** nginx's brotli module (infra/nginx/courtside.conf compresses with it), from Debian's packages. */
const BROTLI_PACKAGES = ['libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'];
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];
const NGINX_HINT =
  'Install nginx and its brotli module (Debian/Ubuntu: sudo apt-get install nginx ' +
  `${BROTLI_PACKAGES.join(' ')}), or set NGINX_PATH to its executable (and NGINX_MODULES_PATH to ` +
  'the folder of its brotli modules).';

/**
 * nginx with its brotli module for the API suites that run the repo's config (Debian's packages:
 * the ones the config is written for). NGINX_MODULES_PATH: where the modules are, when not in
 * Debian's /usr/lib/nginx/modules.
 */
export function ensureNginx() {
  const nginx = ensureTool({
    name: 'nginx',
    env: 'NGINX_PATH',
    candidates: [
      '/usr/sbin/nginx',
      '/usr/local/sbin/nginx',
      '/usr/local/bin/nginx',
      '/opt/homebrew/bin/nginx',
      'nginx',
    ],
    debianPackages: ['nginx', ...BROTLI_PACKAGES],
    hint: NGINX_HINT,
  });
  if (!nginx) return null;
  const folder = process.env.NGINX_MODULES_PATH || '/usr/lib/nginx/modules';
  const modulesPresent = () => BROTLI_MODULES.every((file) => existsSync(join(folder, file)));
  if (
    modulesPresent() ||
    (!process.env.NGINX_MODULES_PATH && aptInstall(BROTLI_PACKAGES) && modulesPresent())
  )
    return nginx;
  console.error(`✖ The tests need nginx's brotli module and ${folder} has none. ${NGINX_HINT}`);
  return null;
}
