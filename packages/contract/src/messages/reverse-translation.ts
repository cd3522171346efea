/*
 * Issue 26: the server's texts made before it knew a request's language. The request schemas' messages are written
 * when the schemas are built ("Soyad en fazla 100 karakter olabilir"), and a service composes its refusal in Turkish;
 * both reach the answer as finished Turkish strings. This finds such a string's translation from the catalogues
 * themselves: a fixed text by equality, a text made by a function by the function's shape (the function is called
 * once with markers for its arguments, the Turkish around them becomes a pattern, and the English function is
 * called with what the pattern finds, each piece translated in turn). A text made of texts joined by " — ", "; " or
 * ", " (a ledger line and its notes, a list of figures) is read part by part. A string it does not know stays as it is.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Private-use characters: no text of ours contains them, so a marker found in a function's output is its argument. */
const marker = (index: number) => `\uE000${index}\uE001`;
const MARKER = /\uE000(\d+)\uE001/g;
/** A pattern whose fixed part is this short ("${label}") would match any text; such functions are left out. */
const MIN_FIXED_CHARACTERS = 4;
const MAX_ARGUMENTS = 4;

interface Template {
  pattern: RegExp;
  fixedLength: number;
  argumentCount: number;
  /** The argument given as null in this shape (an optional clause left out), or -1. */
  nullAt: number;
  translate: (...args: unknown[]) => unknown;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The function's shapes: every argument a marker, and each argument in turn null, since a text may leave an optional
 * clause out ("…; 10 günlük bölüm şartı … aşıldı: ${reason}" only with a reason).
 */
function templatesOf(turkish: (...args: unknown[]) => unknown, english: (...args: unknown[]) => unknown) {
  const argumentCount = Math.min(Math.max(turkish.length, english.length), MAX_ARGUMENTS);
  if (argumentCount === 0) return [];
  const shapes = [-1, ...Array.from({ length: argumentCount }, (_, index) => index)];
  return shapes.flatMap((nullAt) => {
    const template = templateOf(turkish, english, argumentCount, nullAt);
    return template ? [template] : [];
  });
}

function templateOf(
  turkish: (...args: unknown[]) => unknown,
  english: (...args: unknown[]) => unknown,
  argumentCount: number,
  nullAt: number,
): Template | null {
  const call = (absent: null | undefined) =>
    turkish(...Array.from({ length: argumentCount }, (_, index) => (index === nullAt ? absent : marker(index))));
  let output: unknown;
  try {
    output = call(null);
    // An optional clause reads null and undefined alike; an argument used otherwise (`${n + 1}`) does not.
    if (nullAt !== -1 && call(undefined) !== output) return null;
  } catch {
    return null;
  }
  if (typeof output !== 'string') return null;
  const seen = new Set<number>();
  let fixedLength = 0;
  let source = '';
  let last = 0;
  for (const match of output.matchAll(MARKER)) {
    const fixed = output.slice(last, match.index);
    fixedLength += fixed.length;
    source += escapeRegExp(fixed);
    const index = Number(match[1]);
    source += seen.has(index) ? `\\k<a${index}>` : `(?<a${index}>[^]+?)`;
    seen.add(index);
    last = match.index + match[0].length;
  }
  const tail = output.slice(last);
  fixedLength += tail.length;
  source += escapeRegExp(tail);
  // Every argument must show in the text: one that does not (a number turned into words) cannot be recovered.
  const shown = nullAt === -1 ? argumentCount : argumentCount - 1;
  if (seen.size !== shown || fixedLength < MIN_FIXED_CHARACTERS) return null;
  return { pattern: new RegExp(`^${source}$`), fixedLength, argumentCount, nullAt, translate: english };
}

const NUMBER = /^-?\d+(\.\d+)?$/;
/** A Turkish decimal, "2,5": a day count in a Turkish text. */
const TURKISH_DECIMAL = /^-?\d+,\d+$/;
/** How the texts join texts, the widest first: a ledger line and its notes, clauses, a list. */
const SEPARATORS = [' — ', '; ', ', '];
/** Pieces within pieces, parts within parts: deeper than this a text stays as it is. */
const MAX_DEPTH = 6;

export interface ReverseTranslation {
  /** The translation of a Turkish text of the catalogues; the text itself when it is not one. */
  (text: string): string;
}

/**
 * Builds the lookup from (Turkish catalogue, its translation) pairs: the registered catalogues and the domain's records.
 * `piece` translates what a function's pattern captured, or a part of a joined text, before the catalogues are searched
 * (a Turkish date "01.03.2026" into the language's form), or leaves it (undefined).
 */
export function reverseTranslation(
  pairs: Iterable<readonly [object, object]>,
  piece: (text: string) => string | undefined = () => undefined,
): ReverseTranslation {
  const fixed = new Map<string, string>();
  const templates: Template[] = [];
  const collect = (turkish: unknown, english: unknown) => {
    if (typeof turkish === 'string' && typeof english === 'string') {
      if (!fixed.has(turkish)) fixed.set(turkish, english);
    } else if (typeof turkish === 'function' && typeof english === 'function') {
      templates.push(
        ...templatesOf(turkish as (...args: unknown[]) => unknown, english as (...args: unknown[]) => unknown),
      );
    } else if (Array.isArray(turkish) && Array.isArray(english)) {
      turkish.forEach((item, index) => collect(item, english[index]));
    } else if (isPlainObject(turkish) && isPlainObject(english)) {
      for (const key of Object.keys(turkish)) collect(turkish[key], english[key]);
    }
  };
  for (const [turkish, english] of pairs) collect(turkish, english);
  // The most specific pattern first: "X alanı metin olmalıdır." before "X olmalıdır.".
  templates.sort((a, b) => b.fixedLength - a.fixedLength);

  const argument = (captured: string, depth: number): unknown => {
    if (NUMBER.test(captured)) return Number(captured);
    if (TURKISH_DECIMAL.test(captured)) return Number(captured.replace(',', '.'));
    return piece(captured) ?? translate(captured, depth + 1);
  };
  const byTemplate = (text: string, depth: number): string | undefined => {
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (!match?.groups) continue;
      const args = Array.from({ length: template.argumentCount }, (_, index) =>
        index === template.nullAt ? null : argument(match.groups![`a${index}`]!, depth),
      );
      try {
        const result = template.translate(...args);
        if (typeof result === 'string') return result;
      } catch {
        // An argument of an unexpected kind: the Turkish text stays.
      }
    }
    return undefined;
  };
  /** The text split at the widest separator it holds, each part translated; whether every part was known. */
  const byParts = (text: string, depth: number) => {
    const separator = SEPARATORS.find((candidate) => text.includes(candidate));
    if (!separator) return undefined;
    const parts = text.split(separator);
    const translated = parts.map((part) => piece(part) ?? translate(part, depth + 1));
    return { text: translated.join(separator), complete: translated.every((part, index) => part !== parts[index]) };
  };

  const translate = (text: string, depth: number): string => {
    const known = fixed.get(text);
    if (known !== undefined) return known;
    if (depth > MAX_DEPTH) return text;
    // Parts first when each is known: a list of figures would otherwise fill one template's piece whole.
    const parts = byParts(text, depth);
    if (parts?.complete) return parts.text;
    return byTemplate(text, depth) ?? parts?.text ?? text;
  };
  return (text) => translate(text, 0);
}
