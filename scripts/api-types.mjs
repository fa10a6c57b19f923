// Reads an OpenAPI document on stdin and prints it as TypeScript (openapi-typescript), formatted
// like the repo: the frontends' frontends/core/src/api/schema.d.ts. Run by the API test
// backend/test/api-types.api-spec.ts (openapi-typescript is ESM, which jest cannot load).
import { text } from 'node:stream/consumers';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

export const TARGET = new URL('../frontends/core/src/api/schema.d.ts', import.meta.url).pathname;
const HEADER = `/**
 * The backend's OpenAPI document (/api/docs-json) as TypeScript, by openapi-typescript: do not edit.
 * \`npm run api-types\` writes it again; backend/test/api-types.api-spec.ts fails when it is stale.
 */
`;

const document = JSON.parse(await text(process.stdin));
const source = HEADER + astToString(await openapiTS(document));
process.stdout.write(await format(source, { ...(await resolveConfig(TARGET)), filepath: TARGET }));
