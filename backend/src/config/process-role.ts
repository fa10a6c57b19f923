/**
 * What this process runs (API.md section 11): `serve` (HTTP and workers, the default),
 * `--api` (HTTP only, no queue consumers) or `--worker` (workers only, no HTTP port).
 */
export interface ProcessRole {
  http: boolean;
  workers: boolean;
}

export const PROCESS_ROLE = Symbol('PROCESS_ROLE');

export const SERVE: ProcessRole = { http: true, workers: true };
export const API_ONLY: ProcessRole = { http: true, workers: false };
export const WORKER_ONLY: ProcessRole = { http: false, workers: true };
