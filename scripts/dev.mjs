#!/usr/bin/env node
// `npm run dev`: the backend (rebuilt and restarted on change) and every frontend with hot reload.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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
// Links in mails point at the shell's dev server.
env.PUBLIC_PORT ??= '4200';

const children = [];
const start = (command, args) => {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  children.push(child);
  return child;
};
const stop = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 300).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

if (!(await checkServices({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL }))) process.exit(1);
if (
  (await run(bin('nx'), ['run-many', '-t', 'build', '-p', 'domain', 'backend', '--outputStyle=static'], {
    cwd: root,
    env: NX_ENV,
  })) !== 0
)
  process.exit(1);
if ((await run(process.execPath, ['backend/dist/main.js', 'migrate'], { cwd: root, env })) !== 0)
  process.exit(1);

start(bin('tsc'), ['-w', '--preserveWatchOutput', '-p', 'backend/tsconfig.app.json']);
start(process.execPath, ['--watch-path=backend/dist', 'backend/dist/main.js']);
for (const app of ['shell', 'member', 'club-admin', 'system-admin']) {
  const config = join(root, 'frontends', app, 'webpack.config.js');
  if (existsSync(config)) start(bin('webpack'), ['serve', '-c', config, '--mode', 'development']);
}
console.log(
  '\nDev servers: http://riverside.localhost:4200 (shell, hot reload), API on http://localhost:3000\n',
);
