import { isCatalogueText } from '@paydos/contract/catalogue-text';
import { pickLanguage, type Language } from '@paydos/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { englishText } from './languages';

/*
 * Issue 26: every answer speaks its request's language (docs/ARCHITECTURE.md "Languages"). The services keep
 * writing Turkish; on the way out an English answer's error message and fields, and the fields its response schema
 * marks as catalogue texts (`catalogueText()`: a step's label, a leave type's name), are looked up in the catalogues'
 * English. An English answer is a translated copy (an answer may be a shared object); a Turkish one is not touched: the hot paths pay nothing for it.
 */

/** The browser's languages from `Accept-Language`, most wanted first ("en-GB,en;q=0.9,tr;q=0.8"). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

/** The person's own choice when the request is theirs, else their browser's (the web sends its page's language). */
export function answerLanguage(request: FastifyRequest): Language {
  const auth = request.auth ?? request.userSession;
  const chosen = auth?.kind === 'user' ? auth.language : null;
  return pickLanguage(chosen, acceptedLanguages(request.headers['accept-language']));
}

type Translate = (value: unknown) => unknown;
type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod?: { def?: Def } })._zod?.def;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What to translate in a value of `schema`, or null when it holds no catalogue text (most answers). */
function translatorOf(schema: unknown, seen: Set<unknown>): Translate | null {
  if (isCatalogueText(schema)) return (value) => (typeof value === 'string' ? englishText(value) : value);
  const def = defOf(schema);
  if (!def || seen.has(schema)) return null;
  seen.add(schema);
  try {
    switch (def.type) {
      case 'object': {
        const fields = Object.entries(def.shape as Record<string, unknown>).flatMap(([key, field]) => {
          const translate = translatorOf(field, seen);
          return translate ? [[key, translate] as const] : [];
        });
        if (!fields.length) return null;
        return (value) => {
          if (!isRecord(value)) return value;
          const copy = { ...value };
          for (const [key, translate] of fields) if (key in copy) copy[key] = translate(copy[key]);
          return copy;
        };
      }
      case 'array': {
        const translate = translatorOf(def.element, seen);
        return translate && ((value) => (Array.isArray(value) ? value.map(translate) : value));
      }
      case 'record': {
        const translate = translatorOf(def.valueType, seen);
        if (!translate) return null;
        return (value) =>
          isRecord(value)
            ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translate(item)]))
            : value;
      }
      case 'union': {
        // Each option's texts where the value has them: an option's fields are only written when present.
        const options = (def.options as unknown[]).flatMap((option) => translatorOf(option, seen) ?? []);
        return options.length ? (value) => options.reduce((current, translate) => translate(current), value) : null;
      }
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'nonoptional':
      case 'catch': {
        const translate = translatorOf(def.innerType, seen);
        return translate && ((value) => (value === null || value === undefined ? value : translate(value)));
      }
      case 'pipe':
        return translatorOf(def.out, seen) ?? translatorOf(def.in, seen);
      default:
        return null;
    }
  } finally {
    seen.delete(schema);
  }
}

const translators = new WeakMap<object, Translate | null>();
function answerTranslator(schema: object): Translate | null {
  if (!translators.has(schema)) translators.set(schema, translatorOf(schema, new Set()));
  return translators.get(schema)!;
}

const isErrorBody = (payload: Record<string, unknown>) =>
  typeof payload.code === 'string' && typeof payload.message === 'string' && typeof payload.error === 'string';

function translateErrorBody(body: Record<string, unknown>) {
  const message = englishText(body.message as string);
  const fields = isRecord(body.fields)
    ? Object.fromEntries(
        Object.entries(body.fields).map(([key, text]) => [key, typeof text === 'string' ? englishText(text) : text]),
      )
    : undefined;
  return { ...body, error: message, message, ...(fields ? { fields } : {}) };
}

function inRequestLanguage(request: FastifyRequest, statusCode: number, payload: unknown): unknown {
  if (!isRecord(payload) && !Array.isArray(payload)) return payload;
  if (request.language === 'tr') return payload;
  if (isRecord(payload) && isErrorBody(payload)) return translateErrorBody(payload);
  const responses = request.routeOptions.schema?.response as Record<string, z.ZodType> | undefined;
  const schema = responses?.[statusCode] ?? responses?.['2xx'];
  const translate = schema && answerTranslator(schema);
  return translate ? translate(payload) : payload;
}

export function registerAnswerLanguage(app: FastifyInstance) {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return answerLanguage(this);
    },
  });
  // A callback hook, not an async one: every answer passes here, and a Turkish one should not pay for a promise.
  app.addHook('preSerialization', (request, reply, payload, done) => {
    let answer: unknown;
    try {
      answer = inRequestLanguage(request, reply.statusCode, payload);
    } catch (error) {
      return done(error as Error);
    }
    done(null, answer);
  });
}
