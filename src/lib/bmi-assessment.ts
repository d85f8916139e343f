/**
 * What the BMI calculator concludes for one person, by age: the adult BMI and cut-offs
 * (`bmi.ts`), WHO's BMI-for-age for children and teenagers (`bmi-for-age.ts`), a referral to the
 * growth chart for young children, or a note for pregnancy. Parses what the reader typed and
 * reports every bad field at once, as `calculateBmi` does.
 *
 * Everything here is pure and runs on the reader's device; nothing is sent anywhere.
 */
import {
  FIELDS_BY_UNITS,
  calculateBmi,
  parsePositiveNumber,
  type BmiField,
  type BmiInput,
  type BmiResult,
  type FieldErrorCode,
  type UnitSystem,
} from './bmi.ts';
import {
  PLAUSIBLE_Z,
  REFERENCE_AGE_MONTHS,
  bmiForAgeZScore,
  classifyBmiForAge,
  heightForAgeZScore,
  roundZScore,
  zScorePercentile,
  type BmiForAgeCategory,
  type Sex,
} from './bmi-for-age.ts';

export const MONTHS_PER_YEAR = 12;
/** Ages above this many years are typing mistakes. */
export const AGE_LIMIT_YEARS = 120;
/** 18 years: from here on the adult cut-offs apply. */
export const ADULT_FROM_MONTHS = 18 * MONTHS_PER_YEAR;

/**
 * - `youngChild`: under 61 months (up to 5 years 0 months). WHO's child growth standards for
 *   0–5 years apply, read on a growth chart by the child's doctor or Anganwadi worker; the
 *   calculator gives no category.
 * - `child`: 61 months to just under 18 years: WHO's BMI-for-age (growth reference 2007).
 * - `youngAdult`: 18 years to 19 years 0 months, where both could apply. The calculator gives the
 *   adult result, with a note that says why: in India a person of 18 is an adult and doctors use
 *   the adult cut-offs, including the lower Asian-Indian ones; and at this age WHO's reference
 *   gives almost the same answer as the WHO adult cut-offs (its +1 SD lies at a BMI of 24.8 to
 *   25.5 and its +2 SD at 29.2 to 29.7, next to the adult 25 and 30; pinned in the unit tests).
 * - `adult`: older than 19 years 0 months: the adult result only.
 */
export type AgeGroup = 'youngChild' | 'child' | 'youngAdult' | 'adult';

/**
 * The age group of an age in months (which may have a fraction).
 * @example ageGroup(3 * 12) // => 'youngChild'
 * @example ageGroup(9 * 12) // => 'child'
 * @example ageGroup(18 * 12) // => 'youngAdult'
 * @example ageGroup(30 * 12) // => 'adult'
 */
export function ageGroup(ageMonths: number): AgeGroup {
  if (ageMonths < REFERENCE_AGE_MONTHS.min) return 'youngChild';
  if (ageMonths < ADULT_FROM_MONTHS) return 'child';
  if (ageMonths <= REFERENCE_AGE_MONTHS.max) return 'youngAdult';
  return 'adult';
}

/** What the reader typed or chose (form fields are strings; the sex is unset until chosen). */
export interface AssessmentInput {
  ageYears: string;
  ageMonths: string;
  sex?: Sex;
  pregnant: boolean;
  measurements: BmiInput;
}

export type PersonField = 'ageYears' | 'ageMonths' | 'sex';
export type AssessmentField = PersonField | BmiField;
/**
 * Why a field was rejected: the codes of {@link FieldErrorCode}, plus `notChosen` (the sex, needed
 * for a child) and `implausibleForAge` (a child's height, or weight for the height, beyond WHO's
 * plausibility limits for the age: reported on the height or the weight field).
 */
export type AssessmentErrorCode = FieldErrorCode | 'notChosen' | 'implausibleForAge';
export type AssessmentErrors = Partial<Record<AssessmentField, AssessmentErrorCode>>;

/** The fields of each unit system in the order they appear on the form (the first bad one gets focus). */
export const ASSESSMENT_FIELDS: Record<UnitSystem, readonly AssessmentField[]> = {
  metric: ['ageYears', 'ageMonths', 'sex', ...FIELDS_BY_UNITS.metric],
  imperial: ['ageYears', 'ageMonths', 'sex', ...FIELDS_BY_UNITS.imperial],
};

/** A child's (5 to 17 years) BMI-for-age. */
export interface ChildBmiResult {
  ageMonths: number;
  sex: Sex;
  heightCm: number;
  weightKg: number;
  /** BMI to one decimal, for display; the z-score is computed from the unrounded BMI, as WHO does. */
  bmi: number;
  /** WHO's z-score, to two decimals as WHO reports it; the category is judged on this value. */
  zScore: number;
  /** 0 to 100, from the unrounded z-score, as WHO computes it (so 77.985, not 77.935 from z = 0.77). */
  percentile: number;
  category: BmiForAgeCategory;
}

export type Assessment =
  | { kind: 'pregnancy' }
  | { kind: 'youngChild'; ageMonths: number }
  | { kind: 'child'; result: ChildBmiResult }
  | { kind: 'adult'; ageMonths: number; youngAdult: boolean; result: BmiResult };

export type AssessmentOutcome = { ok: true; assessment: Assessment } | { ok: false; errors: AssessmentErrors };

/** A number of years or months that may be 0 (a baby's years; whole years' months). */
function readCount(raw: string, field: 'ageYears' | 'ageMonths', below: number, errors: AssessmentErrors): number | undefined {
  const parsed = parsePositiveNumber(raw);
  if (!parsed.ok) {
    if (parsed.error === 'zero' || (parsed.error === 'empty' && field === 'ageMonths')) return 0;
    errors[field] = parsed.error;
    return undefined;
  }
  if (parsed.value < below) return parsed.value;
  errors[field] = 'outOfRange';
  return undefined;
}

/** Age in months from years and months (an empty months field counts as 0). */
function readAge(input: AssessmentInput, errors: AssessmentErrors): number | undefined {
  const years = readCount(input.ageYears, 'ageYears', AGE_LIMIT_YEARS + 1, errors);
  const months = readCount(input.ageMonths, 'ageMonths', MONTHS_PER_YEAR, errors);
  return years === undefined || months === undefined ? undefined : years * MONTHS_PER_YEAR + months;
}

/**
 * The errors of measurements that no one could mean, whatever the age: a height or weight that
 * is not a number, is 0 or is negative. Empty fields and the adult ranges are left out: under
 * 5 years only the age is needed, and a newborn is shorter than the adult range allows.
 * @example unmeantMeasurements({ units: 'metric', heightCm: '', weightKg: '0' }) // => { weightKg: 'zero' }
 */
export function unmeantMeasurements(measurements: BmiInput): AssessmentErrors {
  const outcome = calculateBmi(measurements);
  if (outcome.ok) return {};
  return Object.fromEntries(
    Object.entries(outcome.errors).filter(([, code]) => code === 'notNumber' || code === 'zero' || code === 'negative'),
  );
}

/**
 * Validates what the reader typed and says what applies at that age. Pregnancy comes first (no
 * BMI category applies, whatever else was typed); under 5 years only the age is needed (but a
 * height or weight typed as 0 is an error there too, {@link unmeantMeasurements}); a child
 * also needs the sex, and a height and weight that are plausible for the age (WHO's limits,
 * {@link PLAUSIBLE_Z}); from 18 years the result is exactly `calculateBmi`'s.
 * @example assessBmi({ ageYears: '30', ageMonths: '', pregnant: false, measurements: { units: 'metric', heightCm: '170', weightKg: '70' } })
 *   // => { ok: true, assessment: { kind: 'adult', youngAdult: false, result: { bmi: 24.2, … }, … } }
 * @example assessBmi({ ageYears: '9', ageMonths: '', sex: 'female', pregnant: false, measurements: { units: 'metric', heightCm: '133', weightKg: '28' } })
 *   // => { ok: true, assessment: { kind: 'child', result: { bmi: 15.8, zScore: -0.14, category: 'normal', … } } }
 */
export function assessBmi(input: AssessmentInput): AssessmentOutcome {
  if (input.pregnant) return { ok: true, assessment: { kind: 'pregnancy' } };

  const errors: AssessmentErrors = {};
  const ageMonths = readAge(input, errors);
  const group = ageMonths === undefined ? undefined : ageGroup(ageMonths);
  if (ageMonths !== undefined && group === 'youngChild') {
    const unmeant = unmeantMeasurements(input.measurements);
    if (Object.keys(unmeant).length > 0) return { ok: false, errors: unmeant };
    return { ok: true, assessment: { kind: 'youngChild', ageMonths } };
  }
  if (group === 'child' && !input.sex) errors.sex = 'notChosen';

  const bmi = calculateBmi(input.measurements);
  if (!bmi.ok) Object.assign(errors, bmi.errors);
  if (!bmi.ok || ageMonths === undefined || Object.keys(errors).length > 0) return { ok: false, errors };

  if (group !== 'child') {
    return { ok: true, assessment: { kind: 'adult', ageMonths, youngAdult: group === 'youngAdult', result: bmi.result } };
  }

  const sex = input.sex as Sex;
  const { heightCm, weightKg } = bmi.result;
  const metric = input.measurements.units === 'metric';
  if (Math.abs(roundZScore(heightForAgeZScore(heightCm, sex, ageMonths))) > PLAUSIBLE_Z.heightForAge) {
    return { ok: false, errors: { [metric ? 'heightCm' : 'heightFt']: 'implausibleForAge' } };
  }
  const exactZ = bmiForAgeZScore(weightKg / (heightCm / 100) ** 2, sex, ageMonths);
  const zScore = roundZScore(exactZ);
  if (Math.abs(zScore) > PLAUSIBLE_Z.bmiForAge) {
    return { ok: false, errors: { [metric ? 'weightKg' : 'weightLb']: 'implausibleForAge' } };
  }
  return {
    ok: true,
    assessment: {
      kind: 'child',
      result: {
        ageMonths,
        sex,
        heightCm,
        weightKg,
        bmi: bmi.result.bmi,
        zScore,
        percentile: zScorePercentile(exactZ),
        category: classifyBmiForAge(zScore),
      },
    },
  };
}
