import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiProperty, ApiResponse, getSchemaPath } from '@nestjs/swagger';

export interface ApiDataResponseOptions {
  /** 200 (default) or 201 for creates. */
  status?: 200 | 201;
  /** `{ data: model[] }` instead of `{ data: model }`. */
  isArray?: boolean;
  description?: string;
}

/**
 * Documents a `{ data: model }` (or `{ data: model[] }`) reply, the envelope of every resource
 * response (API.md section 1), and registers the model so the `$ref` resolves.
 */
export function ApiDataResponse(model: Type<unknown>, options: ApiDataResponseOptions = {}) {
  const { status = 200, isArray = false, description } = options;
  const ref = { $ref: getSchemaPath(model) };
  return applyDecorators(
    ApiExtraModels(model),
    ApiResponse({
      status,
      description,
      schema: {
        type: 'object',
        required: ['data'],
        properties: { data: isArray ? { type: 'array', items: ref } : ref },
      },
    }),
  );
}

/** What a DELETE answers inside `data`: the id of what is gone. */
export class DeletedView {
  @ApiProperty({ format: 'uuid' }) id!: string;
}
