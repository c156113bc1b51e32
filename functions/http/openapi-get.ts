import document from '../../openapi.json' with { type: 'json' };
import { httpHandler } from '../shared/middleware.js';

/**
 * `GET /v1/openapi.json`: the committed document, authenticated like every endpoint. It is imported
 * rather than built at cold start so that the bundle carries one JSON file, not the schema converter;
 * a unit test keeps the committed file equal to a fresh build.
 */
export const handler = httpHandler({}, async () => ({ body: document }));
