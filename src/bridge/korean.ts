// Korean particles depend on whether the word before them ends in a consonant (받침)

const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;
const FINALS = 28;

/** True when the last character is a Hangul syllable with a final consonant, false without one, undefined when it is not Hangul. */
export function endsInConsonant(word: string): boolean | undefined {
  const last = Array.from(word.trim()).at(-1);
  const code = last?.codePointAt(0);
  if (code === undefined || code < FIRST_SYLLABLE || code > LAST_SYLLABLE) return undefined;
  return (code - FIRST_SYLLABLE) % FINALS !== 0;
}

/**
 * The particle after a word: the consonant form (을, 은, 과) or the vowel form (를, 는, 와). After a
 * character that is not a Hangul syllable (Latin, digits, symbols) the sound cannot be read from the
 * spelling, so both forms are written as the spec itself does: "을(를)".
 */
export function particle(word: string, afterConsonant: string, afterVowel: string): string {
  const consonant = endsInConsonant(word);
  if (consonant === undefined) return `${afterConsonant}(${afterVowel})`;
  return consonant ? afterConsonant : afterVowel;
}
