import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { messages } from '@paydos/contract/messages';
import { newPasswordField } from '@paydos/contract/auth';
import { transliterateTurkish } from '@paydos/domain';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes); @node-rs/argon2 defaults to argon2id.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of nothing anyone knows: verifying against it when the account is missing keeps timing even. */
const unknownAccountHash = hash('paydos-unknown-account', options);

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await unknownAccountHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/**
 * Words Turkish people put in passwords that the English and common lists lack (ASCII-folded, as
 * the check folds the password): football clubs, cities, names, terms of endearment, the product.
 */
const TURKISH_WORDS = [
  'sifre',
  'sifrem',
  'parola',
  'parolam',
  'paydos',
  'izin',
  'izinler',
  'yillikizin',
  'sirket',
  'firma',
  'yonetici',
  'personel',
  'galatasaray',
  'fenerbahce',
  'besiktas',
  'trabzonspor',
  'bursaspor',
  'goztepe',
  'cimbom',
  'fener',
  'kartal',
  'aslan',
  'kanarya',
  'istanbul',
  'ankara',
  'izmir',
  'bursa',
  'antalya',
  'adana',
  'konya',
  'trabzon',
  'turkiye',
  'turkey',
  'turk',
  'askim',
  'sevgilim',
  'seviyorum',
  'seniseviyorum',
  'canim',
  'bebegim',
  'hayatim',
  'annem',
  'babam',
  'allah',
  'bismillah',
  'mehmet',
  'ahmet',
  'mustafa',
  'ali',
  'huseyin',
  'hasan',
  'ibrahim',
  'ismail',
  'osman',
  'yusuf',
  'murat',
  'emre',
  'burak',
  'fatma',
  'ayse',
  'emine',
  'hatice',
  'zeynep',
  'elif',
  'merve',
  'esra',
  'ozge',
  'busra',
  'selin',
  'deniz',
  'ataturk',
  'merhaba',
  'selam',
  'qwerty',
  'qwertyuiop',
  'asdasd',
  'qweasd',
  'sifre123',
  'bilgisayar',
  'kullanici',
  'deneme',
  'giris',
];

/**
 * At least as hard to guess as six random characters (10^6 guesses, zxcvbn's estimate): every
 * password of the common and breached lists (their rank is far below) and the obvious patterns
 * (`123456`, `Test1234`, `Galatasaray1905`, keyboard rows, dates) fall short.
 */
const MIN_GUESSES_LOG10 = 6;

let estimator: ZxcvbnFactory | null = null;
/** Built on first use (~0.2 s for the dictionaries), not at start. */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, 'commonWords-tr': TURKISH_WORDS },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // Bounded work on the event loop (public routes): only the first 64 characters are judged (a
    // longer password is long enough), few l33t substitutions, no fuzzy (Levenshtein) matching.
    maxLength: 64,
    l33tMaxSubstitutions: 4,
    useLevenshteinDistance: false,
  });
  return estimator;
}

/**
 * Issue 20: the one rule for a new password, wherever one is set (sign-up, invitation, reset,
 * setup page, `operator:create`): too easy to guess, or on a common/breached list, is refused.
 */
export function isGuessablePassword(password: string): boolean {
  // The Turkish list is written in ASCII letters ('sifre'): the password is matched the same way.
  const folded = transliterateTurkish(password);
  return strengthEstimator().check(folded).guessesLog10 < MIN_GUESSES_LOG10;
}

/**
 * The request field of every new password as the server checks it: the contract's `newPasswordField`
 * (required, 6..200 characters) and not guessable (`isGuessablePassword`), each with its Turkish message.
 * Routes put it over the contract body's password (`body.extend({ password: strongPasswordField('password') })`).
 */
export function strongPasswordField(field: 'password' | 'newPassword') {
  return newPasswordField(field).refine(
    (password) => !isGuessablePassword(password),
    messages.validation.passwordTooCommon,
  );
}
