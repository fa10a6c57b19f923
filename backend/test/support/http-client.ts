import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface HttpResponse<T = any> {
  status: number;
  headers: IncomingHttpHeaders;
  body: T;
  text: string;
  /** Milliseconds from sending to the full reply. */
  ms: number;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is: malformed payloads, files. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
}

export interface ClientOptions {
  /** The client's own address (e.g. 127.0.0.2): loopback has a whole /8, so tests can be other IPs. */
  localAddress?: string;
}

/**
 * A small HTTP client that behaves like one browser on one host: it sends the Host header of
 * the club (or apex) it speaks to and keeps that host's cookies.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly port: number,
    readonly host: string,
    private readonly options: ClientOptions = {},
  ) {}

  get origin(): string {
    return `http://${this.host}:${this.port}`;
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }
  post(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', path, { ...options, body });
  }
  put(path: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', path, { ...options, body });
  }
  delete(path: string, options?: RequestOptions) {
    return this.request('DELETE', path, options);
  }

  request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const payload =
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const headers: Record<string, string> = {
      host: `${this.host}:${this.port}`,
      accept: 'application/json',
      ...(payload !== undefined
        ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
        : {}),
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...options.headers,
    };
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const target = { host: '127.0.0.1', port: this.port, localAddress: this.options.localAddress };
      const req = httpRequest({ ...target, method, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          this.storeCookies(res.headers['set-cookie']);
          const text = Buffer.concat(chunks).toString('utf8');
          let body: any = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON: keep the text
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text,
            ms: performance.now() - started,
          });
        });
      });
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  private storeCookies(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
      const expired = !value || (expires !== undefined && new Date(expires.slice(8)).getTime() <= Date.now());
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
