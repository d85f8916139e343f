import { devanagariStem, hasDevanagari } from './text.ts';

/**
 * Numbers as readers say them: "साठ हजार", "sixty thousand", "60 hazar" and "60,000" are the
 * number articles write as "60,000" or "६०,०००", which the index holds as 60000. A query's number
 * is searched as those digits; without this, "साठ हजारचे सॅशे" looked for the words साठ and हजार,
 * and "60,000" for "000", which every article's index holds.
 */

/** A table written as "word value, word value, …" (here rather than one entry a line: easier to check). */
function table(entries: string): ReadonlyMap<string, number> {
  return new Map(
    entries
      .split(',')
      .map((entry) => entry.trim().split(/\s+/))
      .filter((pair) => pair.length === 2)
      .map(([word, value]) => [word!, Number(value)]),
  );
}

/** Number words, in search's normal form (Devanagari without nukta or chandrabindu, Latin lower case). */
const NUMBER_WORDS = table(`
  एक 1, दो 2, तीन 3, चार 4, पांच 5, छह 6, छः 6, सात 7, आठ 8, नौ 9, दस 10, ग्यारह 11, बारह 12, तेरह 13,
  चौदह 14, पंद्रह 15, सोलह 16, सत्रह 17, अठारह 18, उन्नीस 19, बीस 20, पच्चीस 25, तीस 30, चालीस 40,
  पचास 50, साठ 60, सत्तर 70, अस्सी 80, नब्बे 90,
  दोन 2, पाच 5, सहा 6, नऊ 9, दहा 10, अकरा 11, बारा 12, तेरा 13, चौदा 14, पंधरा 15, सोळा 16, सतरा 17,
  अठरा 18, एकोणीस 19, वीस 20, पंचवीस 25, चाळीस 40, पन्नास 50, ऐंशी 80, नव्वद 90,
  ek 1, do 2, don 2, teen 3, tin 3, char 4, chaar 4, panch 5, paanch 5, pach 5, paach 5, chhah 6,
  chhe 6, saha 6, saat 7, sat 7, aath 8, aat 8, nau 9, das 10, dus 10, daha 10, bees 20, bis 20,
  vees 20, vis 20, pachchis 25, pachees 25, panchvis 25, tees 30, tis 30, chalis 40, chaalis 40,
  chalees 40, pachas 50, pachaas 50, pannas 50, saath 60, sath 60, sattar 70, assi 80, aishi 80,
  nabbe 90, navvad 90, navad 90,
  one 1, two 2, three 3, four 4, five 5, six 6, seven 7, eight 8, nine 9, ten 10, eleven 11,
  twelve 12, fifteen 15, twenty 20, thirty 30, forty 40, fifty 50, sixty 60, seventy 70, eighty 80,
  ninety 90`);

/** Words that multiply the number before them: hundred, thousand, lakh, crore (Indian counting). */
const MULTIPLIERS = table(`
  सौ 100, शंभर 100, हजार 1000, लाख 100000, करोड 10000000,
  sau 100, shambhar 100, hazar 1000, hajar 1000, hazaar 1000, hajaar 1000, lakh 100000, lac 100000,
  crore 10000000, karod 10000000, hundred 100, thousand 1000`);

/** A number a word says on its own (digits, or a number word); `undefined` if none. */
function numberOf(word: string): number | undefined {
  if (/^\d{1,7}$/.test(word)) return Number(word);
  return NUMBER_WORDS.get(word);
}

/** The multiplier a word says, with a Hindi or Marathi ending on it ("हजारचे", "लाखांचा"). */
function multiplierOf(word: string): number | undefined {
  return MULTIPLIERS.get(word) ?? (hasDevanagari(word) ? MULTIPLIERS.get(devanagariStem(word)) : undefined);
}

/**
 * The words of a query with each spoken number as its digits: a run that starts with a number
 * (word or digits) and goes on with numbers and multipliers becomes one word, if it has a
 * multiplier; number words after its last multiplier belong to it ("एक सौ बीस" → "120"), digits
 * neither follow nor are followed by another number in it ("60 hazar 2 baar"; "1.5 lakh" is split
 * as 1, 5, lakh and read as 1 and 500000, not 600000). A number word without a multiplier stays a
 * word: "दो" and "do" are also verbs, and "साठ" in "साठ साल" is an age articles may write either way.
 * @example spokenNumbers(['व्हिटॅमिन', 'डी', 'साठ', 'हजारचे', 'सॅशे']) // => ['व्हिटॅमिन', 'डी', '60000', 'सॅशे']
 * @example spokenNumbers(['दो', 'लाख', 'पचास', 'हजार']) // => ['250000']
 * @example spokenNumbers(['एक', 'सौ', 'बीस', 'ग्राम']) // => ['120', 'ग्राम']
 * @example spokenNumbers(['60', 'hazar', '2', 'baar']) // => ['60000', '2', 'baar']
 * @example spokenNumbers(['do', 'baar', 'khana']) // => ['do', 'baar', 'khana']
 */
export function spokenNumbers(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    // The longest run from here that has a multiplier, and its value as it is read.
    let total = 0;
    let current = 0;
    let multiplied = false;
    let end = -1;
    let value = 0;
    for (let j = i; j < words.length; j++) {
      const word = words[j]!;
      const number = numberOf(word);
      const multiplier = number === undefined ? multiplierOf(word) : undefined;
      if (number !== undefined) {
        // Digits never add to a number next to them ("1.5 lakh" is split as 1, 5, lakh).
        if (j > i && (/^\d/.test(word) || /^\d/.test(words[j - 1]!))) break;
        current += number;
      } else if (multiplier === undefined || j === i) break;
      else if (multiplier < 1_000) current = (current || 1) * multiplier;
      else {
        total += (current || 1) * multiplier;
        current = 0;
      }
      if (multiplier !== undefined) multiplied = true;
      if (multiplied) {
        end = j;
        value = total + current;
      }
    }
    if (end < 0) {
      out.push(words[i]!);
      i += 1;
    } else {
      out.push(String(value));
      i = end + 1;
    }
  }
  return out;
}

/**
 * A query's text with digit groups joined: "60,000" and "1,00,000" are the numbers 60000 and
 * 100000, as the index holds them, not "60" and "000".
 * @example joinDigitGroups('60,000 IU') // => '60000 IU'
 * @example joinDigitGroups('१,००,००० रुपये') // => '१००००० रुपये'
 * @example joinDigitGroups('vitamin b1, b2') // => 'vitamin b1, b2'
 */
export function joinDigitGroups(text: string): string {
  return text.replace(/(?<=[0-9\u0966-\u096f]),(?=[0-9\u0966-\u096f]{2,3}(?![0-9\u0966-\u096f]))/g, '');
}
