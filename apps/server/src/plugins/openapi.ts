import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod contracts that validate requests, at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Academy API',
        description:
          'Every response is an envelope: `{ code: 1, msg, data }` on success, `{ code: 0, msg, error, fields? }` on failure.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // Our global CSP covers these pages too; the plugin's own policy would loosen it (https: sources).
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
