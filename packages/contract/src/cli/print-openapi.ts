/** `npm run -s openapi`: prints the OpenAPI 3.1 document generated from the contract. */
import { buildOpenApiDocument } from '../openapi.js';

process.stdout.write(`${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
