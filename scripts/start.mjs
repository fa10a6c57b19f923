#!/usr/bin/env node
// `npm start`: the whole product with demo data on http://localhost:3000 and its club subdomains.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkServices } from './lib/services.mjs';
import { NX_ENV, run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

const env = {
  NODE_ENV: 'development',
  MAGIC_LINK_TEST_MODE: 'true',
  DEMO_SEED: 'true',
  BOOTSTRAP_SYSTEM_ADMIN_EMAIL: 'sysadmin@courtside.test',
  ...process.env,
};
env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/courtside';
env.REDIS_URL ??= 'redis://127.0.0.1:6379';
env.PORT ??= '3000';
env.APP_DOMAIN ??= 'localhost';
env.FRONTEND_DIST ??= join(root, 'dist/frontends');

const children = [];
function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const portInUse = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

async function main() {
  console.log(`Courtside: starting on Node ${process.version}`);
  if (!(await checkServices({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL }))) process.exit(1);

  console.log('Building (cached when nothing changed)...');
  if (
    (await run(bin('nx'), ['run-many', '-t', 'build', '--outputStyle=static'], {
      cwd: root,
      env: NX_ENV,
    })) !== 0
  ) {
    console.error('Build failed.');
    process.exit(1);
  }

  if (!process.env.SMTP_URL) {
    env.SMTP_URL = 'smtp://127.0.0.1:1025';
    if (await portInUse(1025)) {
      console.log('An SMTP server already listens on 1025: using it.');
    } else {
      const maildev = spawn(
        process.execPath,
        [
          join(root, 'node_modules/maildev/bin/maildev'),
          '--smtp',
          '1025',
          '--web',
          '1080',
          '--ip',
          '127.0.0.1',
          '--silent',
        ],
        {
          stdio: 'inherit',
        },
      );
      children.push(maildev);
    }
  }

  const main = join(root, 'backend/dist/main.js');
  if ((await run(process.execPath, [main, 'migrate'], { cwd: root, env })) !== 0) {
    console.error('Migrations failed.');
    stopAll(1);
    return;
  }

  const backend = spawn(process.execPath, [main], { cwd: root, env, stdio: 'inherit' });
  children.push(backend);
  backend.on('exit', (code) => {
    console.error(`The backend stopped (exit code ${code}).`);
    stopAll(code ?? 1);
  });

  const port = env.PORT;
  if (!(await waitForHealth(`http://127.0.0.1:${port}/api/health`, 60_000))) {
    console.error('The backend did not become healthy within 60 s.');
    stopAll(1);
    return;
  }
  const d = env.APP_DOMAIN;
  console.log(`
Courtside is running.

  Riverside Tennis Club      http://riverside.${d}:${port}
  Harbour Lawn Tennis Club   http://harbour.${d}:${port}
  Club picker, system admin  http://${d}:${port}
  API reference (OpenAPI)    http://${d}:${port}/api/docs
  Health                     http://${d}:${port}/api/health
  Mail catcher               ${process.env.SMTP_URL ? `(your SMTP_URL: ${process.env.SMTP_URL})` : 'http://localhost:1080'}

Demo logins (passwordless: ask for a magic link; in this test mode the reply carries it as TEMP):
  riverside  owner@riverside.test (club super admin)   admin@riverside.test (club admin)
             organiser@riverside.test (organiser)     member@riverside.test (member)
             guest@riverside.test (guest)
  harbour    admin@harbour.test (club admin)          member@harbour.test (member)
  system     sysadmin@courtside.test (system admin)   sysmanager@courtside.test (system manager)

Try it:
  curl -s -X POST http://riverside.${d}:${port}/api/auth/magic-link -H 'content-type: application/json' -d '{"email":"member@riverside.test"}'

Press Ctrl+C to stop.
`);
}

main().catch((error) => {
  console.error(error);
  stopAll(1);
});
