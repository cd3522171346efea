import {
  EMAIL_MAX_LENGTH,
  isCalendarDate,
  isEmailAddress,
  isTurkishNationalId,
  normalizeEmail,
  normalizeNationalId,
  normalizeTurkishPhone,
  PHONE_MAX_LENGTH,
  toIstanbulDate,
} from '@paydos/domain';
import { z } from 'zod';
import { messages } from './messages';

/** A request field's name as people read it (messages.fields): every refusal names the field. */
export type FieldName = keyof typeof messages.fields;

/** C0 controls and DEL, NUL included: PostgreSQL refuses NUL in text, and none of them is typed by a person. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** The same, but tab, line feed and carriage return are allowed (multi-line text: addresses, descriptions, reasons). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder what
 * follows them on screen, so `izin-listesi-2026\u202Excl.exe` shows as `…exe.lcx`. Nobody types them.
 * The implicit marks U+200E/U+200F (LRM/RLM) stay allowed: they are part of ordinary right-to-left
 * text and cannot reverse a run of letters (docs/SECURITY.md).
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (what `String.prototype.isWellFormed` tests; the project's TypeScript lib predates it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why a string cannot be stored as it is, or null: a control character (tab and line breaks only when
 * `multiline`), a bidi control, or a lone UTF-16 surrogate (`\ud800` alone is not Unicode: PostgreSQL's
 * JSON and UTF-8 text refuse it, so it would fail the write as a 500).
 */
function unsafeText(value: string, multiline: boolean): 'control' | 'bidi' | 'surrogate' | null {
  if ((multiline ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS).test(value)) return 'control';
  if (LONE_SURROGATE.test(value)) return 'surrogate';
  if (BIDI_CONTROLS.test(value)) return 'bidi';
  return null;
}

function unsafeTextMessage(reason: 'control' | 'bidi' | 'surrogate', label: string) {
  if (reason === 'control') return messages.input.controlCharacter(label);
  if (reason === 'bidi') return messages.input.bidiCharacter(label);
  return messages.input.brokenCharacter(label);
}

interface TextOptions {
  /** Tab and line breaks allowed (textareas). */
  multiline?: boolean;
  /** The message for a missing value or a value that is not a string (default: "<label> alanı metin olmalıdır."). */
  required?: string;
}

/**
 * The one text primitive of every request schema: a string free of control characters
 * (NUL always refused), bidi controls and lone surrogates, with a Turkish 400 that names the field.
 * Chain `.trim()`, `.min()`, `.max()` and refinements on it as on any zod string.
 */
export function text(field: FieldName, options: TextOptions = {}) {
  const label = messages.fields[field];
  const multiline = options.multiline ?? false;
  const required = options.required ?? messages.input.notText(label);
  // The schema's own messages, used by every check chained without one: a length names the field
  // and its limit ("Soyad en fazla 100 karakter olabilir"), anything else keeps the required text.
  const error = (issue: z.core.$ZodRawIssue) => {
    if (issue.code === 'too_big' && issue.origin === 'string')
      return messages.input.tooLong(label, Number(issue.maximum));
    if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) > 1)
      return messages.input.tooShort(label, Number(issue.minimum));
    return required;
  };
  return z.string({ error }).check((ctx) => {
    const reason = unsafeText(ctx.value, multiline);
    if (reason)
      ctx.issues.push({ code: 'custom', input: ctx.value, message: unsafeTextMessage(reason, label), continue: false });
  });
}

/**
 * A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not), checked before anything
 * converts it: the one date schema of requests (product §D1: no time zone touches a date).
 */
export function calendarDate(field: FieldName, message: string = messages.input.dateInvalid(messages.fields[field])) {
  return text(field, { required: message }).trim().refine(isCalendarDate, { error: message });
}

/** An ISO instant whose every part is real: `2026-03-02T09:30:00Z`, `2026-03-02T09:30+03:00` (not `T25:61`). */
const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;

function isIsoInstant(value: string) {
  const match = ISO_INSTANT.exec(value);
  return !!match && isCalendarDate(match[1]) && Number.isFinite(Date.parse(value));
}

/**
 * A calendar date, or (product §7 says "ISO") an ISO instant read as the Istanbul calendar date it
 * falls on. Both forms are checked by their text before anything converts them.
 */
export function calendarDateOrInstant(field: FieldName, required: string, invalid: string) {
  return text(field, { required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine((value) => isCalendarDate(value) || isIsoInstant(value), { error: invalid, abort: true })
    .transform((value, ctx) => {
      const date = isCalendarDate(value) ? value : toIstanbulDate(new Date(value));
      if (isCalendarDate(date)) return date;
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });
}

/**
 * An e-mail address by the domain's one rule (`isEmailAddress`), trimmed and lower-cased: the login,
 * the wizard, invitations and the operator's users all take it through here.
 */
export function emailAddress(field: FieldName, options: { required: string; invalid: string }) {
  return text(field, { required: options.required })
    .trim()
    .min(1, options.required)
    .max(EMAIL_MAX_LENGTH, options.invalid)
    .refine(isEmailAddress, options.invalid)
    .transform(normalizeEmail);
}

/** The phone as the domain stores it ('+90 532 111 22 33'), or a 400 naming the field. */
function toTurkishPhone(field: FieldName, value: string, ctx: z.core.$RefinementCtx<unknown>) {
  const phone = normalizeTurkishPhone(value);
  if (phone !== null) return phone;
  ctx.addIssue({ code: 'custom', message: messages.input.phoneInvalid(messages.fields[field]) });
  return z.NEVER;
}

/**
 * A Turkish phone number (product §5: Turkey only, at most 17 characters), checked by the domain's
 * `normalizeTurkishPhone` (libphonenumber-js) and stored in its international form; empty means
 * "not given" (null). `requiredTurkishPhone` for the forms that ask for one.
 */
export function optionalTurkishPhone(field: FieldName) {
  return text(field)
    .trim()
    .max(PHONE_MAX_LENGTH)
    .nullish()
    .transform((value, ctx) => (value ? toTurkishPhone(field, value, ctx) : null));
}

export function requiredTurkishPhone(field: FieldName, required: string) {
  return text(field, { required })
    .trim()
    .min(1, required)
    .max(PHONE_MAX_LENGTH)
    .transform((value, ctx) => toTurkishPhone(field, value, ctx));
}

/** A TC Kimlik Numarası that passes its checksum (domain `isTurkishNationalId`), stored as 11 digits. */
function toNationalId(value: string, ctx: z.core.$RefinementCtx<unknown>) {
  const id = normalizeNationalId(value);
  if (isTurkishNationalId(id)) return id;
  ctx.addIssue({
    code: 'custom',
    message: /^\d{11}$/.test(id) ? messages.input.nationalIdInvalid : messages.input.nationalIdLength,
  });
  return z.NEVER;
}

export function optionalNationalId() {
  return text('nationalId')
    .trim()
    .max(20)
    .nullish()
    .transform((value, ctx) => (value ? toNationalId(value, ctx) : null));
}

export function requiredNationalId(required: string) {
  return text('nationalId', { required })
    .trim()
    .min(1, required)
    .max(20)
    .transform((value, ctx) => toNationalId(value, ctx));
}

/** A request body or query object: an unknown field is refused (400, named) rather than silently dropped. */
export function requestObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? messages.input.unknownField(issue.keys.join(', ')) : undefined,
  });
}

/** The body of a POST or PUT that takes none (logout, approve): nothing, or an empty object. */
export const noBody = requestObject({}).nullish();

/** The query of a GET that takes none: an unknown parameter is refused like an unknown body field. */
export const noQuery = requestObject({});
