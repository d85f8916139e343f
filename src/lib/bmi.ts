/**
 * Body mass index: parsing what a reader typed, unit conversion, the BMI itself, and its
 * classification under the WHO international cut-offs and the Asian-Indian cut-offs used in
 * India (Misra et al., consensus guidelines for Asian Indians, 2009).
 *
 * Everything here is pure and runs on the reader's device; nothing is sent anywhere.
 */

export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
/** `metric`: cm and kg; `imperial`: feet + inches and pounds. */
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** Exact by definition (international inch and pound, 1959). */
export const CM_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;
export const KG_PER_POUND = 0.45359237;

/** Heights and weights outside these limits are typing mistakes, not people. */
export const HEIGHT_LIMITS_CM = { min: 50, max: 250 } as const;
export const WEIGHT_LIMITS_KG = { min: 2, max: 350 } as const;
/**
 * Each field may be plausible alone and the pair still impossible (250 cm and 2 kg give a BMI
 * of 0.3); such a pair is reported on the weight field as `implausible`.
 */
export const BMI_LIMITS = { min: 5, max: 200 } as const;

/** The same limits in imperial units, rounded inwards so every value shown is accepted. */
export const IMPERIAL_LIMITS = {
  heightInches: {
    min: Math.ceil(HEIGHT_LIMITS_CM.min / CM_PER_INCH),
    max: Math.floor(HEIGHT_LIMITS_CM.max / CM_PER_INCH),
  },
  weightLb: {
    min: Math.ceil(WEIGHT_LIMITS_KG.min / KG_PER_POUND),
    max: Math.floor(WEIGHT_LIMITS_KG.max / KG_PER_POUND),
  },
} as const;

/** What the reader typed, exactly as typed (form fields are strings). */
export type BmiInput =
  { units: 'metric'; heightCm: string; weightKg: string } | { units: 'imperial'; heightFt: string; heightIn: string; weightLb: string };

/** The name of every input field; errors are reported per field. */
export type BmiField = 'heightCm' | 'weightKg' | 'heightFt' | 'heightIn' | 'weightLb';

/** The fields of each unit system, in the order they appear on the form. */
export const FIELDS_BY_UNITS: Record<UnitSystem, readonly BmiField[]> = {
  metric: ['heightCm', 'weightKg'],
  imperial: ['heightFt', 'heightIn', 'weightLb'],
};

export type NumberErrorCode = 'empty' | 'notNumber' | 'zero' | 'negative';
/**
 * Why a field was rejected. `outOfRange` is judged on the metric value for imperial input;
 * `implausible` (on the weight field) means height and weight together give no human BMI.
 */
export type FieldErrorCode = NumberErrorCode | 'outOfRange' | 'implausible';
export type BmiFieldErrors = Partial<Record<BmiField, FieldErrorCode>>;

export type ParsedNumber = { ok: true; value: number } | { ok: false; error: NumberErrorCode };

const DEVANAGARI_ZERO = 0x0966;
/** Plain decimal notation only: no exponents, no `Infinity`, no hex, no thousands separators. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Reads a positive decimal number as a reader types it: surrounding spaces are ignored,
 * Devanagari digits (०–९, as typed on Hindi and Marathi keyboards) count as digits, and a
 * single comma may stand for the decimal point.
 * @example parsePositiveNumber(' 70.5 ') // => { ok: true, value: 70.5 }
 * @example parsePositiveNumber('१७०') // => { ok: true, value: 170 }
 * @example parsePositiveNumber('70kg') // => { ok: false, error: 'notNumber' }
 * @example parsePositiveNumber('-3') // => { ok: false, error: 'negative' }
 */
export function parsePositiveNumber(raw: string): ParsedNumber {
  const text = raw
    .trim()
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(/^([+-]?\d*),(\d+)$/, '$1.$2');
  if (text === '') return { ok: false, error: 'empty' };
  if (!DECIMAL.test(text)) return { ok: false, error: 'notNumber' };
  // A long run of digits parses to Infinity; it is still a number, caught by the range checks.
  const value = Number(text);
  if (value === 0) return { ok: false, error: 'zero' };
  if (value < 0) return { ok: false, error: 'negative' };
  return { ok: true, value };
}

/**
 * Height in centimetres from feet and inches.
 * @example feetInchesToCm(5, 7) // => 170.18
 */
export function feetInchesToCm(feet: number, inches: number): number {
  return (feet * INCHES_PER_FOOT + inches) * CM_PER_INCH;
}

/**
 * @example poundsToKg(154) // ≈ 69.853
 */
export function poundsToKg(pounds: number): number {
  return pounds * KG_PER_POUND;
}

/**
 * @example kgToPounds(70) // ≈ 154.32
 */
export function kgToPounds(kg: number): number {
  return kg / KG_PER_POUND;
}

/**
 * Rounds half up to one decimal, ignoring floating-point noise (24.95 → 25.0, not 24.9).
 * @example roundToTenth(24.2214) // => 24.2
 */
export function roundToTenth(value: number): number {
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}

const inRange = (value: number, limits: { min: number; max: number }) => value >= limits.min && value <= limits.max;

/**
 * BMI (kg/m²) to one decimal. Throws a `RangeError` for a height or weight outside
 * {@link HEIGHT_LIMITS_CM} / {@link WEIGHT_LIMITS_KG} (so never NaN or Infinity).
 * @example bmiFromMetric(170, 70) // => 24.2
 */
export function bmiFromMetric(heightCm: number, weightKg: number): number {
  if (!inRange(heightCm, HEIGHT_LIMITS_CM))
    throw new RangeError(`Height ${heightCm} cm is outside ${HEIGHT_LIMITS_CM.min}–${HEIGHT_LIMITS_CM.max} cm`);
  if (!inRange(weightKg, WEIGHT_LIMITS_KG))
    throw new RangeError(`Weight ${weightKg} kg is outside ${WEIGHT_LIMITS_KG.min}–${WEIGHT_LIMITS_KG.max} kg`);
  const metres = heightCm / 100;
  return roundToTenth(weightKg / (metres * metres));
}

export const STANDARDS = ['asianIndian', 'who'] as const;
/** `who`: WHO international cut-offs; `asianIndian`: the lower cut-offs used in India. */
export type BmiStandard = (typeof STANDARDS)[number];
export type BmiCategory = 'underweight' | 'normal' | 'overweight' | 'obese';

/** One row of a cut-off table: BMI from `from` (inclusive) up to the next band's `from`. */
export interface BmiBand {
  category: BmiCategory;
  /** WHO obesity class (I, II, III as 1, 2, 3); only WHO splits obesity. */
  obesityClass?: 1 | 2 | 3;
  /** Lowest BMI of the band, inclusive; 0 for the first band. */
  from: number;
  /** Highest BMI of the band as printed (one decimal); absent for the last band. */
  to?: number;
}

/**
 * The cut-off tables, lowest band first. BMI is classified after rounding to one decimal,
 * so the printed limits (18.5–24.9, 25.0–29.9 …) are exact.
 */
export const CUT_OFFS: Record<BmiStandard, readonly BmiBand[]> = {
  who: [
    { category: 'underweight', from: 0, to: 18.4 },
    { category: 'normal', from: 18.5, to: 24.9 },
    { category: 'overweight', from: 25, to: 29.9 },
    { category: 'obese', obesityClass: 1, from: 30, to: 34.9 },
    { category: 'obese', obesityClass: 2, from: 35, to: 39.9 },
    { category: 'obese', obesityClass: 3, from: 40 },
  ],
  asianIndian: [
    { category: 'underweight', from: 0, to: 18.4 },
    { category: 'normal', from: 18.5, to: 22.9 },
    { category: 'overweight', from: 23, to: 24.9 },
    { category: 'obese', from: 25 },
  ],
};

/**
 * The band a BMI falls in under one standard (the BMI is rounded to one decimal first).
 * @example classifyBmi(24.2, 'who').category // => 'normal'
 * @example classifyBmi(24.2, 'asianIndian').category // => 'overweight'
 */
export function classifyBmi(bmi: number, standard: BmiStandard): BmiBand {
  if (!Number.isFinite(bmi) || bmi <= 0) throw new RangeError(`Not a BMI: ${bmi}`);
  const rounded = roundToTenth(bmi);
  const bands = CUT_OFFS[standard];
  let found = bands[0] as BmiBand;
  for (const band of bands) if (rounded >= band.from) found = band;
  return found;
}

/** How a band's limits are printed: "below 18.5", "18.5 to 24.9" or "40.0 or more". */
export type BandLimits =
  { kind: 'below'; value: number } | { kind: 'between'; from: number; to: number } | { kind: 'above'; value: number };

/**
 * The printable limits of a cut-off band.
 * @example bandLimits(CUT_OFFS.who[0]) // => { kind: 'below', value: 18.5 }
 * @example bandLimits(CUT_OFFS.asianIndian[2]) // => { kind: 'between', from: 23, to: 24.9 }
 */
export function bandLimits(band: BmiBand): BandLimits {
  if (band.to === undefined) return { kind: 'above', value: band.from };
  if (band.from === 0) return { kind: 'below', value: roundToTenth(band.to + 0.1) };
  return { kind: 'between', from: band.from, to: band.to };
}

/** A weight range in one unit, already rounded for display. */
export interface WeightRange {
  min: number;
  max: number;
  unit: 'kg' | 'lb';
}

/**
 * The weights whose BMI is "normal" for a height under one standard, in kg (to 0.1) or whole
 * pounds, rounded inwards so every weight in the range classifies as normal.
 * @example healthyWeightRange(170, 'who') // => { min: 53.5, max: 71.9, unit: 'kg' }
 * @example healthyWeightRange(170, 'asianIndian') // => { min: 53.5, max: 66.1, unit: 'kg' }
 */
export function healthyWeightRange(heightCm: number, standard: BmiStandard, unit: 'kg' | 'lb' = 'kg'): WeightRange {
  if (!inRange(heightCm, HEIGHT_LIMITS_CM))
    throw new RangeError(`Height ${heightCm} cm is outside ${HEIGHT_LIMITS_CM.min}–${HEIGHT_LIMITS_CM.max} cm`);
  const normal = CUT_OFFS[standard].find((band) => band.category === 'normal') as Required<BmiBand>;
  const metresSquared = (heightCm / 100) ** 2;
  const toUnit = unit === 'kg' ? (kg: number) => kg : kgToPounds;
  const step = unit === 'kg' ? 10 : 1;
  // toPrecision strips floating-point noise before rounding inwards (ceil/floor).
  const clean = (value: number) => Number((value * step).toPrecision(12));
  return {
    min: Math.ceil(clean(toUnit(normal.from * metresSquared))) / step,
    max: Math.floor(clean(toUnit(normal.to * metresSquared))) / step,
    unit,
  };
}

/** A successful calculation: the BMI and what it means under both standards. */
export interface BmiResult {
  units: UnitSystem;
  heightCm: number;
  weightKg: number;
  /** Rounded to one decimal. */
  bmi: number;
  classification: Record<BmiStandard, BmiBand>;
  /** Healthy weight for the height, in the unit the reader used (kg or lb). */
  healthyWeight: Record<BmiStandard, WeightRange>;
}

export type BmiOutcome = { ok: true; result: BmiResult } | { ok: false; errors: BmiFieldErrors };

/**
 * Validates what the reader typed and, if every field is sound, computes the BMI.
 * Imperial input is converted to metric and range-checked there (a height error is reported
 * on the feet field); an empty inches field counts as 0 inches, inches must be below 12.
 * @example calculateBmi({ units: 'metric', heightCm: '170', weightKg: '70' })
 *   // => { ok: true, result: { bmi: 24.2, classification: { who: { category: 'normal', … }, … }, … } }
 * @example calculateBmi({ units: 'metric', heightCm: '', weightKg: '0' })
 *   // => { ok: false, errors: { heightCm: 'empty', weightKg: 'zero' } }
 */
export function calculateBmi(input: BmiInput): BmiOutcome {
  const errors: BmiFieldErrors = {};
  /** Parses one field and checks its range; records an error and returns undefined if bad. */
  const read = (field: BmiField, raw: string, toMetric: (value: number) => number, limits?: { min: number; max: number }) => {
    const parsed = parsePositiveNumber(raw);
    if (!parsed.ok) {
      errors[field] = parsed.error;
      return undefined;
    }
    const metric = toMetric(parsed.value);
    if (limits && !inRange(metric, limits)) {
      errors[field] = 'outOfRange';
      return undefined;
    }
    return metric;
  };
  const identity = (value: number) => value;

  let heightCm: number | undefined;
  let weightKg: number | undefined;
  if (input.units === 'metric') {
    heightCm = read('heightCm', input.heightCm, identity, HEIGHT_LIMITS_CM);
    weightKg = read('weightKg', input.weightKg, identity, WEIGHT_LIMITS_KG);
  } else {
    const feet = read('heightFt', input.heightFt, identity);
    const inches = input.heightIn.trim() === '' ? 0 : readInches(input.heightIn, errors);
    if (feet !== undefined && inches !== undefined) {
      heightCm = feetInchesToCm(feet, inches);
      if (!inRange(heightCm, HEIGHT_LIMITS_CM)) {
        errors.heightFt = 'outOfRange';
        heightCm = undefined;
      }
    }
    weightKg = read('weightLb', input.weightLb, poundsToKg, WEIGHT_LIMITS_KG);
  }
  if (heightCm === undefined || weightKg === undefined) return { ok: false, errors };

  const bmi = bmiFromMetric(heightCm, weightKg);
  if (!inRange(bmi, BMI_LIMITS)) {
    return { ok: false, errors: input.units === 'metric' ? { weightKg: 'implausible' } : { weightLb: 'implausible' } };
  }
  const unit = input.units === 'metric' ? 'kg' : 'lb';
  return {
    ok: true,
    result: {
      units: input.units,
      heightCm,
      weightKg,
      bmi,
      classification: { asianIndian: classifyBmi(bmi, 'asianIndian'), who: classifyBmi(bmi, 'who') },
      healthyWeight: {
        asianIndian: healthyWeightRange(heightCm, 'asianIndian', unit),
        who: healthyWeightRange(heightCm, 'who', unit),
      },
    },
  };
}

/** Inches may be 0 (unlike every other field) but must be below 12. */
function readInches(raw: string, errors: BmiFieldErrors): number | undefined {
  const parsed = parsePositiveNumber(raw);
  if (parsed.ok) {
    if (parsed.value < INCHES_PER_FOOT) return parsed.value;
    errors.heightIn = 'outOfRange';
    return undefined;
  }
  if (parsed.error === 'zero') return 0;
  errors.heightIn = parsed.error;
  return undefined;
}

/** Units the page prints, as Intl unit identifiers. */
export type DisplayUnit = 'centimeter' | 'kilogram' | 'foot' | 'inch' | 'pound';

/**
 * A number in the reader's language (Marathi uses Devanagari digits), with a fixed count of
 * decimals. `localeTag` is a BCP 47 tag such as `hi-IN`.
 * @example formatDecimal(24.2, 'en-IN') // => '24.2'
 * @example formatDecimal(24.2, 'mr-IN') // => '२४.२'
 * @example formatDecimal(25, 'en-IN') // => '25.0'
 */
export function formatDecimal(value: number, localeTag: string, fractionDigits = 1): string {
  return new Intl.NumberFormat(localeTag, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}

/**
 * A measurement with its unit, as the language writes it, with at most one decimal.
 * @example formatMeasure(53.5, 'kilogram', 'en-IN') // => '53.5 kg'
 * @example formatMeasure(170, 'centimeter', 'hi-IN') // => '170 सें॰मी॰'
 */
export function formatMeasure(value: number, unit: DisplayUnit, localeTag: string): string {
  return new Intl.NumberFormat(localeTag, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * Whole inches split into feet and inches.
 * @example splitFeetInches(67) // => { feet: 5, inches: 7 }
 */
export function splitFeetInches(totalInches: number): { feet: number; inches: number } {
  return { feet: Math.floor(totalInches / INCHES_PER_FOOT), inches: totalInches % INCHES_PER_FOOT };
}
