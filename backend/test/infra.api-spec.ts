import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { EnvironmentVariables, loadConfig } from '../src/config/app-config';
import { spawnBackend, type BackendProcess } from './support/backend-process';
import { freePort } from './support/ports';

const ROOT = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const yamlFile = (path: string) => parse(read(path));

/** Every variable the backend reads (the README's Configuration table and .env.example list them all). */
const VARIABLES = [
  ...Object.keys(new EnvironmentVariables()),
  'PUBLIC_PORT',
  'BOOTSTRAP_SYSTEM_ADMIN_EMAIL',
  'FRONTEND_DIST',
  'TOKEN_SECRET',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
  'PUSH_ALLOWED_HOSTS',
];

const PROMQL_WORDS = new Set([
  'and',
  'or',
  'unless',
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'bool',
  'offset',
  'inf',
  'nan',
]);

/** The metric names a PromQL expression reads (not its functions, labels, keywords or numbers). */
export function metricNames(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // ranges ([5m], [$__rate_interval])
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ') // label lists
    .replace(/\$\w+/g, ' '); // Grafana variables
  const names = new Set<string>();
  for (const match of stripped.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*(?=\s*(\(?))/g)) {
    const [name, call] = [match[0], match[1]];
    if (call === '(' || PROMQL_WORDS.has(name.toLowerCase())) continue;
    names.add(name);
  }
  return [...names];
}

/** Metric names in a Prometheus text exposition, histogram series included. */
function exportedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
  }
  return names;
}

interface AlertRule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; description: string };
}

describe('infra/: alert rules, dashboard, Kubernetes manifests and docs, checked against the app', () => {
  let backend: BackendProcess;
  let exported: Set<string>;

  beforeAll(async () => {
    const metricsPort = await freePort();
    // A serving process (HTTP and the mail worker): every metric the product exports.
    backend = await spawnBackend([], { METRICS_PORT: String(metricsPort) });
    await fetch(`http://127.0.0.1:${backend.port}/api/health`);
    exported = exportedNames(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
  });
  afterAll(() => backend.stop());

  it('reads metric names out of PromQL', () => {
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (le) (rate(a_bucket{route=~"/api/.+"}[5m]))) > 1 or max(b_total) / on(instance) c',
      ).sort(),
    ).toEqual(['a_bucket', 'b_total', 'c']);
  });

  it('has an alert for each thing to watch, each reading only metrics the app exports', () => {
    const { groups } = yamlFile('infra/prometheus/alerts.yml') as {
      groups: { name: string; rules: AlertRule[] }[];
    };
    const rules = groups.flatMap((g) => g.rules);
    expect(rules.map((r) => r.alert).sort()).toEqual([
      'CourtsideDatabasePoolSaturated',
      'CourtsideHighErrorRate',
      'CourtsideMailDeadLetters',
      'CourtsideMailFailing',
      'CourtsideMailQueueBacklog',
      'CourtsideSlowRequests',
    ]);
    for (const rule of rules) {
      expect({ alert: rule.alert, for: rule.for }).toEqual({
        alert: rule.alert,
        for: expect.stringMatching(/^\d+m$/),
      });
      expect(['page', 'warn']).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length).toBeGreaterThan(10);
      expect(rule.annotations.description.length).toBeGreaterThan(20);
      const names = metricNames(rule.expr);
      expect({ alert: rule.alert, names: names.length > 0 }).toEqual({ alert: rule.alert, names: true });
      expect({ alert: rule.alert, unknown: names.filter((n) => !exported.has(n)) }).toEqual({
        alert: rule.alert,
        unknown: [],
      });
    }
    const byName = Object.fromEntries(rules.map((r) => [r.alert, metricNames(r.expr)]));
    expect(byName.CourtsideHighErrorRate).toContain('courtside_http_requests_total');
    expect(byName.CourtsideSlowRequests).toContain('courtside_http_request_duration_seconds_bucket');
    expect(byName.CourtsideMailQueueBacklog).toContain('courtside_queue_jobs');
    expect(byName.CourtsideMailDeadLetters).toContain('courtside_mail_dead_letters');
    expect(byName.CourtsideDatabasePoolSaturated).toContain('courtside_db_pool_max_connections');
  });

  it('has a Grafana dashboard whose every panel reads metrics the app exports, the alerted ones included', () => {
    const dashboard = JSON.parse(read('infra/grafana/courtside-dashboard.json'));
    expect(dashboard).toMatchObject({ title: 'Courtside', uid: 'courtside' });
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', query: 'prometheus' }),
    );
    const panels = (
      dashboard.panels as { title: string; type: string; targets?: { expr: string }[] }[]
    ).filter((p) => p.type !== 'row');
    expect(panels.length).toBeGreaterThanOrEqual(10);
    const used = new Set<string>();
    for (const panel of panels) {
      expect({ panel: panel.title, targets: (panel.targets ?? []).length > 0 }).toEqual({
        panel: panel.title,
        targets: true,
      });
      for (const { expr } of panel.targets!) {
        const names = metricNames(expr);
        names.forEach((n) => used.add(n));
        expect({ panel: panel.title, unknown: names.filter((n) => !exported.has(n)) }).toEqual({
          panel: panel.title,
          unknown: [],
        });
      }
    }
    const { groups } = yamlFile('infra/prometheus/alerts.yml') as { groups: { rules: AlertRule[] }[] };
    const alerted = groups.flatMap((g) => g.rules.flatMap((r) => metricNames(r.expr)));
    expect(alerted.filter((n) => !used.has(n))).toEqual([]);
  });

  it('keeps the Kubernetes manifests in step: modes, metrics port and scraping, probes, shutdown, settings', () => {
    const configMap = yamlFile('infra/k8s/configmap.yaml').data as Record<string, string>;
    const secret = yamlFile('infra/k8s/secret.template.yaml').stringData as Record<string, string>;
    // The ConfigMap and the Secret (its template's placeholders) together are a valid production
    // configuration: a pod started from them boots.
    expect(Object.keys({ ...configMap, ...secret }).filter((k) => !VARIABLES.includes(k))).toEqual([]);
    expect(Object.keys(configMap).filter((k) => k in secret)).toEqual([]);
    const config = loadConfig({ ...configMap, ...secret });
    for (const key of [
      'SHUTDOWN_DRAIN_SECONDS',
      'DB_QUERY_TIMEOUT_MS',
      'MAIL_RETRY_MAX_DELAY_SECONDS',
      'MAIL_RETRY_HOURS',
      'MAIL_WORKER_CONCURRENCY',
      'SMTP_POOL_SIZE',
      'METRICS_PORT',
      'REDIS_ACCEPT_DATA_LOSS',
    ])
      expect(configMap).toHaveProperty([key]);
    expect(config.REDIS_ACCEPT_DATA_LOSS).toBe(false);
    expect(config.METRICS_PORT).toBeGreaterThan(0);

    const deployments = {
      backend: yamlFile('infra/k8s/backend-deployment.yaml'),
      worker: yamlFile('infra/k8s/worker-deployment.yaml'),
    };
    for (const [name, deployment] of Object.entries(deployments)) {
      const pod = deployment.spec.template;
      const [container] = pod.spec.containers;
      expect({ name, command: container.command }).toEqual({
        name,
        command: ['node', 'backend/dist/main.js', name === 'backend' ? '--api' : '--worker'],
      });
      expect({ name, metrics: container.ports.find((p: { name: string }) => p.name === 'metrics') }).toEqual({
        name,
        metrics: { name: 'metrics', containerPort: config.METRICS_PORT },
      });
      expect(pod.metadata.annotations).toEqual({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(config.METRICS_PORT),
        'prometheus.io/path': '/metrics',
      });
      const preStop = Number(
        /sleep',?\s*'?(\d+)/.exec(JSON.stringify(container.lifecycle?.preStop ?? ''))?.[1] ?? 0,
      );
      // SIGTERM after preStop; the drain, then the settle (at most as long), then requests in
      // flight (each query within DB_QUERY_TIMEOUT_MS): all before SIGKILL.
      expect(pod.spec.terminationGracePeriodSeconds).toBeGreaterThan(
        preStop + 2 * config.SHUTDOWN_DRAIN_SECONDS + config.DB_QUERY_TIMEOUT_MS / 1000,
      );
    }
    const backend = deployments.backend.spec.template.spec.containers[0];
    expect(backend.readinessProbe.httpGet).toEqual({ path: '/api/health', port: 'http' });
    expect(backend.livenessProbe.httpGet).toEqual({ path: '/api/health/live', port: 'http' });
    const worker = deployments.worker.spec.template.spec.containers[0];
    expect(worker.livenessProbe.httpGet).toEqual({ path: '/api/health/live', port: 'metrics' });
    // The Service (and so the Ingress) never exposes the metrics port.
    const service = yamlFile('infra/k8s/service.yaml');
    expect(service.spec.ports.map((p: { targetPort: string }) => p.targetPort)).toEqual(['http']);
  });

  it('documents every variable in the README and .env.example', () => {
    const readme = read('README.md');
    const example = read('.env.example');
    expect(VARIABLES.filter((v) => !readme.includes(`| \`${v}\``))).toEqual([]);
    expect(VARIABLES.filter((v) => !new RegExp(`^# ${v}=`, 'm').test(example))).toEqual([]);
  });
});
