import { ApiServiceUnavailableResponse } from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { WORKER_RETRY_AFTER_SECONDS } from './worker-pool';

/**
 * OpenAPI for a route whose work runs in the worker pool: its 503 when the pool's queue is full,
 * or when no worker thread could run the task.
 */
export const ApiWorkersBusyResponse = () =>
  ApiServiceUnavailableResponse({
    description: `${API_ERRORS.workersBusy} (the worker pool's queue is full), or ${API_ERRORS.serviceUnavailable} (no worker thread could run it)`,
    headers: {
      'Retry-After': {
        description: 'Seconds to wait before trying again',
        schema: { type: 'integer', example: WORKER_RETRY_AFTER_SECONDS },
      },
    },
  });
