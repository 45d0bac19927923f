import { Injectable } from '@nestjs/common';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PasswordStrength } from '../../../domain/identity/password-strength.js';

/** zxcvbn's scores run 0 to 4; below 2 is guessable within about a million tries offline. */
const MINIMUM_SCORE = 2;
/**
 * Bounds on zxcvbn's work, measured: with its defaults a crafted 160-character password of l33t characters cost 7 s of
 * CPU; judging the first 32 characters with at most 3 l33t substitutions keeps the worst found near 80 ms (a typical
 * password 10 to 25 ms). A password longer than 32 characters that starts strong is strong.
 */
const JUDGED_CHARACTERS = 32;
const L33T_SUBSTITUTIONS = 3;

let loading: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with the common, Dutch (Belgian Dutch: the only Dutch package), French and English dictionaries; advice
 * in Dutch. Built once per process, at the first password judged unless `main.ts` preloaded it: building them blocks
 * the event loop for 0.5 to 1.5 s, which in a serving app makes the overload guard answer 503 to the requests around
 * it. main.ts therefore preloads before the app exists; tests, which start many apps, load it only where they judge.
 */
export function loadZxcvbn(): Promise<ZxcvbnFactory> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, dutch, french, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-nl-be'),
      import('@zxcvbn-ts/language-fr'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary, ...french.dictionary, ...dutch.dictionary },
      graphs: common.adjacencyGraphs,
      translations: dutch.translations,
      maxLength: JUDGED_CHARACTERS,
      l33tMaxSubstitutions: L33T_SUBSTITUTIONS,
    });
    zxcvbn.check('Warm-up-1', []); // the first check builds the rest of its tables
    return zxcvbn;
  })();
  return loading;
}

/**
 * zxcvbn counts a name from `related` as one guess among few, but still multiplies it with capitals, years and
 * symbols into a passing score ("Portiepunt2026!" scores 2), and may read a name as an ordinary word instead. An
 * attacker who targets us starts from these names, so they add nothing: what is left without them (also in l33t
 * spelling, as zxcvbn finds it) must be strong enough on its own.
 */
@Injectable()
export class ZxcvbnPasswordStrength extends PasswordStrength {
  async judge(password: string, related: string[]): Promise<{ strongEnough: boolean; advice: string }> {
    const zxcvbn = await loadZxcvbn();
    const result = zxcvbn.check(password, related);
    const spelledNames = result.sequence.filter((match) => match.pattern === 'dictionary' && match.dictionaryName === 'userInputs');
    const rest = withoutWords(
      spelledNames.reduce((remaining, match) => remaining.replace(match.token, ''), password),
      related,
    );
    const builtOnNames = rest !== password.toLowerCase() && zxcvbn.check(rest, related).score < MINIMUM_SCORE;
    if (result.score >= MINIMUM_SCORE && !builtOnNames) return { strongEnough: true, advice: '' };
    const advice = [builtOnNames ? NAMES_ADVICE : result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
    return { strongEnough: false, advice: advice || 'Kies een langer wachtwoord met woorden die minder vaak voorkomen.' };
  }
}

const NAMES_ADVICE = 'Bouw uw wachtwoord niet op uw eigen naam, die van uw organisatie of die van Portiepunt.';

/** The password, lower-cased, without any of the words; the longest go first, so that a whole name goes at once. */
function withoutWords(password: string, words: string[]): string {
  return words
    .map((word) => word.toLowerCase())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .reduce((rest, word) => rest.split(word).join(''), password.toLowerCase());
}
