import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent as is: percent-encode what must be. */
  path: string;
  /** Every header sent, Host included; nothing is added but Content-Length for a body. */
  headers: Record<string, string>;
  /** Bytes (a Buffer) or text sent as UTF-8. */
  body?: Buffer | string;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The parsed JSON answer, or undefined when it is not JSON. */
  json: unknown;
}

/**
 * One HTTP request exactly as given, for malformed input the browser-like HttpClient would not
 * send (binary bodies, a Content-Encoding that lies, no Accept, odd cookies).
 */
export function sendRaw(port: number, req: RawRequest): Promise<RawResponse> {
  const body =
    req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body);
  const headers = { ...req.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
  return new Promise((resolve, reject) => {
    const r = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    r.on('error', reject);
    if (body) r.write(body);
    r.end();
  });
}

/**
 * The problems with an error answer against API.md section 1 (`statusCode` equal to the HTTP
 * status, `error`, `message` a non-empty string, `errors` an object of strings when present),
 * or [] when it has the shape. A success answer (< 400) has none.
 */
export function errorShapeProblems(status: number, json: unknown): string[] {
  if (status < 400) return [];
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return ['body is not a JSON object'];
  const body = json as Record<string, unknown>;
  const problems: string[] = [];
  if (body.statusCode !== status) problems.push(`statusCode ${String(body.statusCode)} is not ${status}`);
  if (typeof body.error !== 'string' || !body.error) problems.push('error is not a non-empty string');
  if (typeof body.message !== 'string' || !body.message) problems.push('message is not a non-empty string');
  if ('errors' in body) {
    const errors = body.errors;
    if (errors === null || typeof errors !== 'object' || Array.isArray(errors))
      problems.push('errors is not an object');
    else if (!Object.values(errors).every((m) => typeof m === 'string' && m))
      problems.push('errors holds a value that is not a non-empty string');
  }
  return problems;
}
