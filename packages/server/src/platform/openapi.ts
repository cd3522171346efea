import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from './access';

/**
 * A body the route reads itself (multipart): not validated by Fastify, so declared here for the
 * OpenAPI document; the route validates it with the same zod schemas while reading it.
 */
export interface DeclaredBody {
  /** The multipart form's fields (files as `z.file()`-like strings of format binary, see the contract's `fileField`). */
  multipart: z.ZodType;
  /** The same request sent as JSON, when the route takes that too. */
  json?: z.ZodType;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    declaredBody?: DeclaredBody;
  }
}

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' });

/**
 * The OpenAPI document comes from the same zod schemas that validate every route. Each
 * operation also carries its access rule (`x-access`, from `config.access`) and, for routes that
 * read a multipart body themselves, that body's schema.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Paydos API', version: '1.0.0', description: 'İzin yönetimi API’si' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const config = input.route.config;
      const schema: Record<string, unknown> = { ...transformed.schema };
      if (config?.access) {
        schema['x-access'] = config.access;
        if (config.access.auth !== 'public') schema.security = [{ bearer: [] }];
      }
      const declared = config?.declaredBody;
      if (declared) {
        schema.body = {
          content: {
            'multipart/form-data': { schema: toJsonSchema(declared.multipart) },
            ...(declared.json ? { 'application/json': { schema: toJsonSchema(declared.json) } } : {}),
          },
        };
      }
      return { ...transformed, schema };
    },
  });
}

export function registerOpenApiRoute(app: FastifyInstance) {
  app.get('/api/openapi.json', { config: { access: access.public() }, schema: { hide: true } }, () => app.swagger());
}
