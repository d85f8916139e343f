/**
 * The search query set: what readers type, in every script and spelling, and the article(s)
 * each reader expects among the first five results. Run against the real built index by
 * tests/browser/search-queries.test.ts, and measured (recall at 5, mean reciprocal rank) by
 * `npm run bench`. Add a query when a reader reports a search that failed.
 */
import type { Locale } from '../../src/i18n/locales.ts';

export const QUERY_CLASSES = [
  'english',
  'hindi',
  'marathi',
  'romanised-hindi',
  'romanised-marathi',
  'variant',
  'typo',
  'abbreviation',
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];

export interface SetQuery {
  query: string;
  /** The search page typed on: its language is the default scope. */
  page: Locale;
  kind: QueryClass;
  /** Slugs of the articles expected in the top 5. */
  expected: string[];
  /** Search through the legacy `/search/{text}` URL instead of the page's `?q=`. */
  legacy?: boolean;
}

const q = (kind: QueryClass, page: Locale, query: string, ...expected: string[]): SetQuery => ({ kind, page, query, expected });

export const QUERY_SET: readonly SetQuery[] = [
  // English, on the English page.
  q('english', 'en', 'diabetes', 'diabetes'),
  q('english', 'en', 'blood pressure', 'hypertension'),
  q('english', 'en', 'vitamin d', 'vitamin-d-part-1'),
  q('english', 'en', 'acidity', 'acidity'),
  q('english', 'en', 'cholesterol', 'cholesterol-and-lipid-profile'),
  q('english', 'en', 'constipation', 'constipation'),
  q('english', 'en', 'thyroid', 'thyroid-problems'),
  q('english', 'en', 'salt', 'salt-and-health'),
  q('english', 'en', 'stress', 'stress'),
  q('english', 'en', 'osteoporosis', 'osteoporosis'),
  q('english', 'en', 'probiotics', 'probiotics'),
  q('english', 'en', 'aspartame', 'aspartame'),
  q('english', 'en', 'dehydration', 'dehydration'),
  q('english', 'en', 'stevia', 'stevia'),
  // Hindi, on the Hindi page.
  q('hindi', 'hi', 'मधुमेह', 'diabetes-hindi'),
  q('hindi', 'hi', 'एसिडिटी', 'acidity-hindi'),
  q('hindi', 'hi', 'नमक', 'salt-and-health-hindi'),
  q('hindi', 'hi', 'तनाव', 'stress-hindi'),
  q('hindi', 'hi', 'विटामिन डी', 'vitamin-d-part-1-hindi'),
  q('hindi', 'hi', 'प्रोबायोटिक्स', 'probiotics-hindi'),
  q('hindi', 'hi', 'चीनी', 'sugar-how-much-is-too-much-hindi'),
  q('hindi', 'hi', 'ब्लड प्रेशर', 'hypertension-hindi'),
  q('hindi', 'hi', 'फ़ाइबर', 'dietary-fibre-part-1-hindi'),
  q('hindi', 'hi', 'मेटाबॉलिक सिंड्रोम', 'metabolic-syndrome-hindi'),
  q('hindi', 'hi', 'बैक्टीरिया', 'gut-bacteria-introduction-hindi'),
  // Marathi, on the Marathi page.
  q('marathi', 'mr', 'मधुमेह', 'diabetes-marathi'),
  q('marathi', 'mr', 'ॲसिडिटी', 'acidity-marathi'),
  q('marathi', 'mr', 'रक्तदाब', 'hypertension-marathi'),
  q('marathi', 'mr', 'मीठ', 'salt-and-health-marathi'),
  q('marathi', 'mr', 'साखर', 'sugar-how-much-is-too-much-marathi'),
  q('marathi', 'mr', 'ताणतणाव', 'stress-marathi'),
  q('marathi', 'mr', 'पावसाळ्यातील आरोग्य', 'monsoon-health-marathi'),
  q('marathi', 'mr', 'चालणे', 'walking-for-health-marathi'),
  q('marathi', 'mr', 'जीवनसत्त्व बी१२', 'vitamin-b12-marathi'),
  q('marathi', 'mr', 'जीवाणू', 'gut-bacteria-introduction-marathi'),
  q('marathi', 'mr', 'तंतू', 'dietary-fibre-part-1-marathi'),
  // Romanised Hindi, loosely spelt.
  q('romanised-hindi', 'hi', 'madhumeh', 'diabetes-hindi'),
  q('romanised-hindi', 'hi', 'madhumeha', 'diabetes-hindi'),
  q('romanised-hindi', 'hi', 'namak', 'salt-and-health-hindi'),
  q('romanised-hindi', 'hi', 'tanav', 'stress-hindi'),
  q('romanised-hindi', 'hi', 'chini', 'sugar-how-much-is-too-much-hindi'),
  q('romanised-hindi', 'hi', 'vitamin d', 'vitamin-d-part-1-hindi'),
  q('romanised-hindi', 'hi', 'kritrim mithas', 'artificial-sweeteners-introduction-hindi'),
  q('romanised-hindi', 'en', 'tanaav', 'stress-hindi'),
  // Romanised Marathi, loosely spelt.
  q('romanised-marathi', 'mr', 'madhumeh', 'diabetes-marathi'),
  q('romanised-marathi', 'mr', 'sakhar', 'sugar-how-much-is-too-much-marathi'),
  q('romanised-marathi', 'mr', 'saakhar', 'sugar-how-much-is-too-much-marathi'),
  q('romanised-marathi', 'mr', 'raktadab', 'hypertension-marathi'),
  q('romanised-marathi', 'mr', 'raktadaab', 'hypertension-marathi'),
  q('romanised-marathi', 'mr', 'meeth', 'salt-and-health-marathi'),
  q('romanised-marathi', 'mr', 'chalne', 'walking-for-health-marathi'),
  q('romanised-marathi', 'mr', 'tantanav', 'stress-marathi'),
  // Variant spellings of the same Devanagari word.
  q('variant', 'mr', 'अ\u200dॅसिडिटी', 'acidity-marathi'),
  q('variant', 'mr', 'ऍसिडिटी', 'acidity-marathi'),
  q('variant', 'mr', 'अॅसिडिटी', 'acidity-marathi'),
  q('variant', 'hi', 'डायबिटीज', 'diabetes-hindi'),
  q('variant', 'hi', 'फाइबर', 'dietary-fibre-part-1-hindi'),
  q('variant', 'hi', 'आर्टिफिशियल स्वीटनर', 'artificial-sweeteners-introduction-hindi'),
  q('variant', 'hi', 'संभालें', 'stress-hindi'),
  { kind: 'variant', page: 'en', query: 'मधुमेह', expected: ['diabetes-hindi', 'diabetes-marathi'], legacy: true },
  // Typing mistakes.
  q('typo', 'en', 'diabetis', 'diabetes'),
  q('typo', 'en', 'diabeties', 'diabetes'),
  q('typo', 'en', 'cholestrol', 'cholesterol-and-lipid-profile'),
  q('typo', 'en', 'hypertention', 'hypertension'),
  q('typo', 'en', 'suger', 'sugar-how-much-is-too-much'),
  q('typo', 'en', 'acidty', 'acidity'),
  q('typo', 'en', 'obisity', 'what-is-obesity'),
  q('typo', 'en', 'thyriod', 'thyroid-problems'),
  // Abbreviations.
  q('abbreviation', 'en', 'bp', 'hypertension'),
  q('abbreviation', 'en', 'BP', 'hypertension'),
  q('abbreviation', 'hi', 'bp', 'hypertension-hindi'),
  q('abbreviation', 'mr', 'bp', 'hypertension-marathi'),
  q('abbreviation', 'en', 'b12', 'vitamin-b12'),
  q('abbreviation', 'en', 'msg', 'msg-monosodium-glutamate'),
  q('abbreviation', 'en', 'bpa', 'bpa-part-1'),
  q('abbreviation', 'en', 'ors', 'dehydration'),
  q('abbreviation', 'en', 'gbs', 'guillain-barre-syndrome'),
];
