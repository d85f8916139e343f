/**
 * BMI-for-age of children and teenagers (5 to 19 years) by the WHO growth reference 2007: the
 * z-score by WHO's method, its percentile, WHO's category, and WHO's plausibility limits.
 * The tables are in `who-growth-reference-2007.ts`; the method is WHO's (AnthroPlus, and the
 * README of the reference data): Cole and Green's LMS method with linear interpolation between
 * whole months, and a restricted calculation beyond ±3 SD.
 *
 * Everything here is pure and runs on the reader's device; nothing is sent anywhere.
 */
import {
  BMI_FOR_AGE,
  BMI_FOR_AGE_FIRST_MONTH,
  HEIGHT_FOR_AGE_FIRST_MONTH,
  HEIGHT_FOR_AGE_YEARLY,
  type ReferenceSex,
} from './who-growth-reference-2007.ts';

export type Sex = ReferenceSex;
export const SEXES = ['female', 'male'] as const satisfies readonly Sex[];

/** The ages WHO computes BMI-for-age and height-for-age for, in months, both inclusive (AnthroPlus). */
export const REFERENCE_AGE_MONTHS = { min: 61, max: 228 } as const;

/** LMS parameters at one age: Box-Cox power, median, coefficient of variation. */
export interface Lms {
  l: number;
  m: number;
  s: number;
}

const inReferenceAge = (ageMonths: number) => ageMonths >= REFERENCE_AGE_MONTHS.min && ageMonths <= REFERENCE_AGE_MONTHS.max;

function checkAge(ageMonths: number): void {
  if (!inReferenceAge(ageMonths)) {
    throw new RangeError(
      `Age ${ageMonths} months is outside the WHO reference (${REFERENCE_AGE_MONTHS.min}–${REFERENCE_AGE_MONTHS.max} months)`,
    );
  }
}

/** `column[index]`, moved `fraction` of the way to the next entry (WHO's interpolation). */
function interpolate(column: readonly number[], index: number, fraction: number): number {
  const low = column[index] as number;
  return fraction > 0 ? low + fraction * ((column[index + 1] as number) - low) : low;
}

/**
 * The BMI-for-age LMS parameters at an age in months, which may have a fraction: L, M and S are
 * interpolated linearly between the two whole months around it, as WHO does.
 * @example bmiForAgeLms('male', 61) // => { l: -0.7387, m: 15.2641, s: 0.0839 }
 * @example bmiForAgeLms('male', 61.5) // ≈ { l: -0.7504, m: 15.26285, s: 0.08402 } (halfway to 62)
 */
export function bmiForAgeLms(sex: Sex, ageMonths: number): Lms {
  checkAge(ageMonths);
  const whole = Math.trunc(ageMonths);
  const index = whole - BMI_FOR_AGE_FIRST_MONTH;
  const fraction = ageMonths - whole;
  const { l, m, s } = BMI_FOR_AGE[sex];
  return { l: interpolate(l, index, fraction), m: interpolate(m, index, fraction), s: interpolate(s, index, fraction) };
}

/**
 * The plain LMS z-score of a measurement (Cole and Green): ((x / M)^L − 1) / (L × S), or
 * ln(x / M) / S when L is 0.
 * @example lmsZScore(15.2641, { l: -0.7387, m: 15.2641, s: 0.0839 }) // => 0 (the median)
 */
export function lmsZScore(value: number, { l, m, s }: Lms): number {
  return l === 0 ? Math.log(value / m) / s : ((value / m) ** l - 1) / (l * s);
}

/**
 * The measurement at `z` standard deviations of an LMS distribution: M × (1 + L × S × z)^(1/L)
 * (WHO's SDk curves).
 * @example lmsValueAt({ l: -0.7387, m: 15.2641, s: 0.0839 }, 0) // => 15.2641
 */
export function lmsValueAt({ l, m, s }: Lms, z: number): number {
  return l === 0 ? m * Math.exp(s * z) : m * (1 + l * s * z) ** (1 / l);
}

/**
 * WHO's BMI-for-age z-score, unrounded. Within ±3 SD it is the LMS z-score. Beyond, WHO does not
 * follow the skewed curve: the distance past SD3 is measured in units of the gap between SD2 and
 * SD3 (if z > 3: 3 + (BMI − SD3) / (SD3 − SD2); if z < −3: −3 + (BMI − SD−3) / (SD−2 − SD−3)).
 * Throws a `RangeError` outside 61–228 months.
 * @example bmiForAgeZScore(15.2641, 'male', 61) // => 0
 */
export function bmiForAgeZScore(bmi: number, sex: Sex, ageMonths: number): number {
  if (!Number.isFinite(bmi) || bmi <= 0) throw new RangeError(`Not a BMI: ${bmi}`);
  const lms = bmiForAgeLms(sex, ageMonths);
  const z = lmsZScore(bmi, lms);
  if (z > 3) {
    const sd3 = lmsValueAt(lms, 3);
    return 3 + (bmi - sd3) / (sd3 - lmsValueAt(lms, 2));
  }
  if (z < -3) {
    const sd3neg = lmsValueAt(lms, -3);
    return -3 + (bmi - sd3neg) / (lmsValueAt(lms, -2) - sd3neg);
  }
  return z;
}

/**
 * A z-score to two decimals, as WHO reports, classifies and flags it (half away from zero,
 * ignoring floating-point noise).
 * @example roundZScore(1.005) // => 1.01
 * @example roundZScore(-2.0049) // => -2
 */
export function roundZScore(z: number): number {
  const hundredths = Math.round(Number((Math.abs(z) * 100).toPrecision(12))) / 100;
  return z < 0 && hundredths !== 0 ? -hundredths : hundredths;
}

/**
 * Height-for-age z-score by the WHO reference (L is 1: (height / M − 1) / S), from the yearly
 * rows of the table interpolated linearly. Only for the plausibility check (see
 * {@link HEIGHT_FOR_AGE_YEARLY}); throws a `RangeError` outside 61–228 months.
 * @example heightForAgeZScore(115.9509, 'male', 72) // => 0
 */
export function heightForAgeZScore(heightCm: number, sex: Sex, ageMonths: number): number {
  checkAge(ageMonths);
  const position = (ageMonths - HEIGHT_FOR_AGE_FIRST_MONTH) / 12;
  const index = Math.floor(position);
  const { m, s } = HEIGHT_FOR_AGE_YEARLY[sex];
  return lmsZScore(heightCm, { l: 1, m: interpolate(m, index, position - index), s: interpolate(s, index, position - index) });
}

/**
 * Beyond these (rounded) z-scores a measurement is implausible: WHO's AnthroPlus flags a
 * BMI-for-age z-score below −5 or above +5, and a height-for-age z-score below −6 or above +6,
 * as almost certainly a measuring or typing mistake (`anthroplus_zscores`, columns fbfa, fhfa).
 * The calculator refuses them instead of classifying them.
 */
export const PLAUSIBLE_Z = { bmiForAge: 5, heightForAge: 6 } as const;

const SQRT_PI = Math.sqrt(Math.PI);
/** Below this, erf's power series; from it on, erfc's continued fraction (both converge fast there). */
const SERIES_LIMIT = 2.5;

/** erf(x) = 2/√π · e^(−x²) · Σ 2ⁿ x^(2n+1) / (1·3·…·(2n+1)): positive terms only, no cancellation. */
function erfSeries(x: number): number {
  let term = x;
  let sum = x;
  for (let n = 1; n < 200 && Math.abs(term) > Math.abs(sum) * 1e-17; n++) {
    term *= (2 * x * x) / (2 * n + 1);
    sum += term;
  }
  return (2 / SQRT_PI) * Math.exp(-x * x) * sum;
}

/**
 * erfc(x) for x ≥ {@link SERIES_LIMIT} by Laplace's continued fraction,
 * √π e^(x²) erfc(x) = 1 / (x + (1/2) / (x + 1 / (x + (3/2) / (x + …)))), evaluated by the modified
 * Lentz method: accurate to the last digits even far in the tail, where 1 − erf(x) is all noise.
 */
function erfcContinuedFraction(x: number): number {
  const tiny = 1e-300;
  let value = x;
  let c = x;
  let d = 0;
  for (let k = 1; k < 500; k++) {
    const a = k / 2;
    d = x + a * d;
    d = d === 0 ? 1 / tiny : 1 / d;
    c = x + a / c;
    if (c === 0) c = tiny;
    const delta = c * d;
    value *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(-x * x) / SQRT_PI / value;
}

/**
 * The complementary error function, accurate to about 1e-15 relative everywhere.
 * @example erfc(0) // => 1
 * @example erfc(3) // ≈ 2.20904969986e-5
 */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (x < 0) return 2 - erfc(-x);
  if (x === Number.POSITIVE_INFINITY) return 0;
  return x < SERIES_LIMIT ? 1 - erfSeries(x) : erfcContinuedFraction(x);
}

/**
 * The error function.
 * @example erf(1) // ≈ 0.842700792950
 */
export function erf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  if (Math.abs(x) < SERIES_LIMIT) return erfSeries(x);
  if (!Number.isFinite(x)) return Math.sign(x);
  return Math.sign(x) * (1 - erfcContinuedFraction(Math.abs(x)));
}

/**
 * The standard normal cumulative distribution Φ(z) = erfc(−z / √2) / 2, computed from erfc so
 * both tails keep their precision.
 * @example normalCdf(0) // => 0.5
 * @example normalCdf(1.96) // ≈ 0.975002104852
 */
export function normalCdf(z: number): number {
  return erfc(-z / Math.SQRT2) / 2;
}

/**
 * The percentile of a z-score (0 to 100): how many children in 100 of the same age and sex
 * have a lower value.
 * @example zScorePercentile(1) // ≈ 84.13
 */
export function zScorePercentile(z: number): number {
  return 100 * normalCdf(z);
}

export const BMI_FOR_AGE_CATEGORIES = ['severeThinness', 'thinness', 'normal', 'overweight', 'obesity'] as const;
export type BmiForAgeCategory = (typeof BMI_FOR_AGE_CATEGORIES)[number];

/** One end of a band of z-scores; `inclusive` says whether the band contains `z` itself. */
export interface ZLimit {
  z: number;
  inclusive: boolean;
}

/** One WHO category: the z-scores from `from` up to `to` (an absent end is open). */
export interface ZBand {
  category: BmiForAgeCategory;
  from?: ZLimit;
  to?: ZLimit;
}

/**
 * WHO's BMI-for-age categories for 5 to 19 years, lowest first: below −3 SD severe thinness,
 * below −2 SD thinness, above +1 SD overweight, above +2 SD obesity. "Below" and "above" are
 * strict, so −3 itself is thinness, −2 and +1 are normal, +2 is overweight.
 */
export const BMI_FOR_AGE_BANDS: readonly ZBand[] = [
  { category: 'severeThinness', to: { z: -3, inclusive: false } },
  { category: 'thinness', from: { z: -3, inclusive: true }, to: { z: -2, inclusive: false } },
  { category: 'normal', from: { z: -2, inclusive: true }, to: { z: 1, inclusive: true } },
  { category: 'overweight', from: { z: 1, inclusive: false }, to: { z: 2, inclusive: true } },
  { category: 'obesity', from: { z: 2, inclusive: false } },
];

const aboveFrom = (z: number, from?: ZLimit) => !from || z > from.z || (from.inclusive && z === from.z);
const belowTo = (z: number, to?: ZLimit) => !to || z < to.z || (to.inclusive && z === to.z);

/**
 * WHO's category for a BMI-for-age z-score (pass the z-score rounded as WHO reports it, see
 * {@link roundZScore}).
 * @example classifyBmiForAge(1) // => 'normal'
 * @example classifyBmiForAge(1.01) // => 'overweight'
 * @example classifyBmiForAge(-3) // => 'thinness'
 */
export function classifyBmiForAge(z: number): BmiForAgeCategory {
  if (Number.isNaN(z)) throw new RangeError('Not a z-score: NaN');
  const band = BMI_FOR_AGE_BANDS.find(({ from, to }) => aboveFrom(z, from) && belowTo(z, to));
  if (!band) throw new RangeError(`No WHO category for z = ${z}`);
  return band.category;
}

/**
 * A z-score as printed: with its sign (`+1.61`, `-0.14`, `0.00`), in the reader's language
 * (Marathi uses Devanagari digits).
 * @example formatZScore(1.61, 'en-IN') // => '+1.61'
 * @example formatZScore(-3, 'en-IN', 0) // => '-3'
 */
export function formatZScore(z: number, localeTag: string, fractionDigits = 2): string {
  return new Intl.NumberFormat(localeTag, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: 'exceptZero',
  }).format(z);
}

/** Percentiles are printed to one decimal, so nothing finer than these can be printed as a number. */
export const PRINTED_PERCENTILE = { min: 0.1, max: 99.9 } as const;

/**
 * How to print a percentile: to one decimal, or "below 0.1" / "above 99.9" where one decimal
 * would say 0.0 or 100.0 (no child is below all others or above all others).
 * @example printablePercentile(44.433) // => { kind: 'exact', value: 44.4 }
 * @example printablePercentile(99.97) // => { kind: 'above', value: 99.9 }
 */
export function printablePercentile(percentile: number): { kind: 'below' | 'exact' | 'above'; value: number } {
  const rounded = Math.round(Number((percentile * 10).toPrecision(12))) / 10;
  if (rounded < PRINTED_PERCENTILE.min) return { kind: 'below', value: PRINTED_PERCENTILE.min };
  if (rounded > PRINTED_PERCENTILE.max) return { kind: 'above', value: PRINTED_PERCENTILE.max };
  return { kind: 'exact', value: rounded };
}

/**
 * How a band of {@link BMI_FOR_AGE_BANDS} is worded, from the inclusivity of its ends:
 * `below` (< to), `fromBelow` (≥ from and < to), `fromTo` (≥ from and ≤ to), `aboveTo`
 * (> from and ≤ to), `above` (> from).
 * @example zBandWording(BMI_FOR_AGE_BANDS[2]) // => 'fromTo' (−2 to +1, both normal)
 */
export function zBandWording({ from, to }: ZBand): 'below' | 'fromBelow' | 'fromTo' | 'aboveTo' | 'above' {
  if (!from && to && !to.inclusive) return 'below';
  if (from && !to && !from.inclusive) return 'above';
  if (from && to) {
    if (from.inclusive) return to.inclusive ? 'fromTo' : 'fromBelow';
    if (to.inclusive) return 'aboveTo';
  }
  throw new RangeError(`No wording for the band ${JSON.stringify({ from, to })}`);
}
