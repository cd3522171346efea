import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { access } from './access';

/** The OpenAPI document comes from the same zod schemas that validate every route. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Paydos API', version: '1.0.0', description: 'İzin yönetimi API’si' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
}

export function registerOpenApiRoute(app: FastifyInstance) {
  app.get('/api/openapi.json', { config: { access: access.public() }, schema: { hide: true } }, () => app.swagger());
}
