import type { UIKey } from '../i18n/index.ts';
import {
  HEIGHT_LIMITS_CM,
  IMPERIAL_LIMITS,
  WEIGHT_LIMITS_KG,
  bandLimits,
  formatDecimal,
  formatMeasure,
  splitFeetInches,
  type BmiBand,
  type WeightRange,
} from './bmi.ts';
import { printablePercentile } from './bmi-for-age.ts';
import type { AssessmentErrorCode, AssessmentField } from './bmi-assessment.ts';

/**
 * The BMI calculator's sentences, shared by the island (which gets raw strings as props) and the
 * utilities page (which has `t()`): both pass a translator, so each text is built in one place.
 */

/** A BMI UI string by key, with its `{name}` placeholders filled. */
export type BmiTranslator = (key: Extract<UIKey, `bmi.${string}`>, params?: Record<string, string>) => string;

/** "5 ft 2 in", in the reader's number format. */
function feetInches(totalInches: number, localeTag: string): string {
  const { feet, inches } = splitFeetInches(totalInches);
  return `${formatMeasure(feet, 'foot', localeTag)} ${formatMeasure(inches, 'inch', localeTag)}`;
}

/** The accepted range of a field, said when a value falls outside it. */
function outOfRangeMessage(field: AssessmentField, say: BmiTranslator, localeTag: string): string {
  const range = (key: 'bmi.error.heightRange' | 'bmi.error.weightRange', min: string, max: string) => say(key, { min, max });
  switch (field) {
    case 'ageYears':
      return say('bmi.error.ageRange');
    case 'ageMonths':
      return say('bmi.error.monthsRange');
    case 'heightIn':
      return say('bmi.error.inchesRange');
    case 'heightCm':
      return range(
        'bmi.error.heightRange',
        formatMeasure(HEIGHT_LIMITS_CM.min, 'centimeter', localeTag),
        formatMeasure(HEIGHT_LIMITS_CM.max, 'centimeter', localeTag),
      );
    case 'heightFt':
      return range(
        'bmi.error.heightRange',
        feetInches(IMPERIAL_LIMITS.heightInches.min, localeTag),
        feetInches(IMPERIAL_LIMITS.heightInches.max, localeTag),
      );
    case 'weightKg':
      return range(
        'bmi.error.weightRange',
        formatMeasure(WEIGHT_LIMITS_KG.min, 'kilogram', localeTag),
        formatMeasure(WEIGHT_LIMITS_KG.max, 'kilogram', localeTag),
      );
    case 'weightLb':
      return range(
        'bmi.error.weightRange',
        formatMeasure(IMPERIAL_LIMITS.weightLb.min, 'pound', localeTag),
        formatMeasure(IMPERIAL_LIMITS.weightLb.max, 'pound', localeTag),
      );
    case 'sex':
      return say('bmi.error.sexMissing');
  }
}

/** What is wrong with one field of the form, and what to type instead. */
export function bmiErrorMessage(field: AssessmentField, code: AssessmentErrorCode, say: BmiTranslator, localeTag: string): string {
  const isHeight = field === 'heightCm' || field === 'heightFt' || field === 'heightIn';
  switch (code) {
    case 'empty':
      if (field === 'ageYears' || field === 'ageMonths') return say('bmi.error.ageEmpty');
      return say(isHeight ? 'bmi.error.heightEmpty' : 'bmi.error.weightEmpty');
    case 'notNumber':
      return say('bmi.error.notNumber');
    case 'zero':
      return say('bmi.error.zero');
    case 'negative':
      return say('bmi.error.negative');
    case 'implausible':
      return say('bmi.error.implausible');
    case 'notChosen':
      return say('bmi.error.sexMissing');
    case 'implausibleForAge':
      return say(isHeight ? 'bmi.error.heightForAge' : 'bmi.error.bmiForAge');
    case 'outOfRange':
      return outOfRangeMessage(field, say, localeTag);
  }
}

/** A band's BMI limits as printed ("25.0 to 29.9", "below 18.5"). */
export function bandText(band: BmiBand, say: BmiTranslator, localeTag: string): string {
  const decimal = (value: number) => formatDecimal(value, localeTag);
  const limits = bandLimits(band);
  if (limits.kind === 'between') return say('bmi.band.between', { from: decimal(limits.from), to: decimal(limits.to) });
  return say(limits.kind === 'below' ? 'bmi.band.below' : 'bmi.band.above', { value: decimal(limits.value) });
}

/** The healthy weight range for a height, in the unit the reader typed. */
export function weightText(range: WeightRange, say: BmiTranslator, localeTag: string): string {
  const unit = range.unit === 'kg' ? 'kilogram' : 'pound';
  return say('bmi.result.healthy', { min: formatMeasure(range.min, unit, localeTag), max: formatMeasure(range.max, unit, localeTag) });
}

/** A child's percentile as printed ("63.2", "below 0.1"). */
export function percentileText(percentile: number, say: BmiTranslator, localeTag: string): string {
  const { kind, value } = printablePercentile(percentile);
  const number = formatDecimal(value, localeTag);
  if (kind === 'exact') return number;
  return say(kind === 'below' ? 'bmi.child.percentileBelow' : 'bmi.child.percentileAbove', { value: number });
}
