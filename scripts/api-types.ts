import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { createApi } from '../api/app.ts';

/** Where the renderer's API types live; `npm run generate:api-types` rewrites the file. */
export const API_TYPES_FILE = 'renderer/api-client/api-types.ts';

const HEADER = `/**
 * The API's paths, operations and shapes as TypeScript types, generated from the OpenAPI
 * document the server serves at /api/v1/openapi.json. Do not edit: change the routes and run
 * \`npm run generate:api-types\`.
 */
`;

/** The types file as it should read for the routes the server has now. */
export async function generateApiTypes(): Promise<string> {
  const document = (await (await createApi().request('/openapi.json')).json()) as OpenAPI3;
  const types = astToString(await openapiTS(document));
  const options = await resolveConfig(API_TYPES_FILE);
  return format(HEADER + types, { ...options, filepath: API_TYPES_FILE });
}
