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

/** The public API's authentication (issue 26): an organization's API key as a bearer token, on its own host. */
const API_KEY_SCHEME = {
  type: 'http',
  scheme: 'bearer',
  description:
    'API anahtarı (pdk_live_…), organizasyonun kendi adresinde: Authorization: Bearer <anahtar> — An API key (pdk_live_…), on the organization’s own host',
} as const;

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
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, apiKey: API_KEY_SCHEME } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const config = input.route.config;
      const schema: Record<string, unknown> = { ...transformed.schema };
      if (config?.access) {
        schema['x-access'] = config.access;
        if (config.access.auth === 'apiKey') schema.security = [{ apiKey: [] }];
        else if (config.access.auth !== 'public') schema.security = [{ bearer: [] }];
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
      // A body's examples (zod `.meta`, the public API's Turkish and English ones) do not reach OpenAPI
      // 3.0's request body: given again as JSON Schema `examples`, which the plugin makes the media example.
      // `.meta()` reads the registry of the zod copy that made the schema (the contract's may be another).
      // A route may declare no schema at all (a test's own route, a plugin's).
      const body = input.schema?.body;
      const examples: unknown = body instanceof z.ZodType ? body.meta()?.examples : undefined;
      if (!declared && schema.body && Array.isArray(examples) && examples.length)
        schema.body = { ...schema.body, examples };
      return { ...transformed, schema };
    },
  });
}

/** The public API's paths (issue 26): in their own document, never in the web API's. */
const PUBLIC_API_PATH = /^\/api\/v1\//;

interface OpenApiDocument {
  info?: unknown;
  paths?: Record<string, unknown>;
  components?: { securitySchemes?: Record<string, unknown> };
  [key: string]: unknown;
}

/** The generated document with only the paths `keep` accepts (a new object: the plugin's own stays as it is). */
function withPaths(app: FastifyInstance, keep: (path: string) => boolean): OpenApiDocument {
  const document = app.swagger() as unknown as OpenApiDocument;
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => keep(path)));
  return { ...document, paths };
}

/** The web API's document (GET /api/openapi.json): every route but the public API's. */
export function registerOpenApiRoute(app: FastifyInstance) {
  app.get('/api/openapi.json', { config: { access: access.public() }, schema: { hide: true } }, () =>
    withPaths(app, (path) => !PUBLIC_API_PATH.test(path)),
  );
}

/**
 * The public API's own document (GET /api/v1/openapi.json, issue 26): only /api/v1, from the same zod
 * schemas (the contract's public-api.ts, whose descriptions and examples are Turkish and English).
 */
export function publicApiDocument(app: FastifyInstance): OpenApiDocument {
  const document = withPaths(app, (path) => PUBLIC_API_PATH.test(path));
  return {
    ...document,
    info: {
      title: 'Paydos Public API',
      version: '1.0.0',
      description:
        'Paydos’un dış sistemler (bordro, İK, intranet) için API’si. Organizasyonun adresinde (https://<alt-alan>.paydos…) ' +
        'bir API anahtarıyla çağrılır; hatalar { error, message, code } biçiminde ve Türkçedir. — ' +
        'Paydos’ public API for payroll, HR and intranet systems. Called on the organization’s own host with an API key; ' +
        'errors are { error, message, code } with Turkish messages.',
    },
    components: { securitySchemes: { apiKey: API_KEY_SCHEME } },
    security: [{ apiKey: [] }],
  };
}
