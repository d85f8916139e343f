import { useId, useRef, useState, type SubmitEvent } from 'react';
import type { UIKey } from '../../i18n/index.ts';
import {
  FIELDS_BY_UNITS,
  IMPERIAL_LIMITS,
  HEIGHT_LIMITS_CM,
  STANDARDS,
  WEIGHT_LIMITS_KG,
  bandLimits,
  calculateBmi,
  formatDecimal,
  formatMeasure,
  splitFeetInches,
  type BmiBand,
  type BmiField,
  type BmiFieldErrors,
  type BmiInput,
  type BmiResult,
  type BmiStandard,
  type FieldErrorCode,
  type UnitSystem,
  type WeightRange,
} from '../../lib/bmi.ts';
import styles from './BmiCalculator.module.css';

/** Every UI string the calculator shows; the page passes exactly these, translated. */
export const BMI_CALCULATOR_KEYS = [
  'bmi.form.heading',
  'bmi.form.units',
  'bmi.form.metric',
  'bmi.form.imperial',
  'bmi.form.heightCm',
  'bmi.form.weightKg',
  'bmi.form.height',
  'bmi.form.heightFt',
  'bmi.form.heightIn',
  'bmi.form.weightLb',
  'bmi.form.submit',
  'bmi.error.heightEmpty',
  'bmi.error.weightEmpty',
  'bmi.error.notNumber',
  'bmi.error.zero',
  'bmi.error.negative',
  'bmi.error.heightRange',
  'bmi.error.weightRange',
  'bmi.error.inchesRange',
  'bmi.error.implausible',
  'bmi.result.heading',
  'bmi.result.bmi',
  'bmi.result.band',
  'bmi.result.healthy',
  'bmi.result.note',
  'bmi.standard.asianIndian',
  'bmi.standard.who',
  'bmi.note.asianIndian',
  'bmi.note.who',
  'bmi.category.underweight',
  'bmi.category.normal',
  'bmi.category.overweight',
  'bmi.category.obese',
  'bmi.category.obese1',
  'bmi.category.obese2',
  'bmi.category.obese3',
  'bmi.band.below',
  'bmi.band.between',
  'bmi.band.above',
] as const satisfies readonly UIKey[];

export type BmiCalculatorKey = (typeof BMI_CALCULATOR_KEYS)[number];
export type BmiCalculatorStrings = Record<BmiCalculatorKey, string>;

export interface BmiCalculatorProps {
  /** BCP 47 tag for number formatting (`en-IN`, `hi-IN`, `mr-IN`). */
  localeTag: string;
  /** The translated strings; `{name}` placeholders are filled here. */
  strings: BmiCalculatorStrings;
}

/** Fills `{name}` placeholders (the page's `t()` leaves the ones it has no value for). */
function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);
}

/** The translated name of a band ("Overweight", "Obese (class II)"). */
export function categoryKey(band: BmiBand): BmiCalculatorKey {
  return band.obesityClass ? `bmi.category.obese${band.obesityClass}` : `bmi.category.${band.category}`;
}

/**
 * The BMI calculator: a real form rendered on the server (labels, inputs, unit switch), which
 * computes on the device once hydrated. Nothing typed here leaves the browser.
 */
export default function BmiCalculator({ localeTag, strings }: BmiCalculatorProps) {
  const id = useId();
  const [units, setUnits] = useState<UnitSystem>('metric');
  const [errors, setErrors] = useState<BmiFieldErrors>({});
  const [result, setResult] = useState<BmiResult | undefined>();
  /** Counts calculations, so the live region re-announces even an identical result. */
  const [run, setRun] = useState(0);
  const inputs = useRef<Partial<Record<BmiField, HTMLInputElement | null>>>({});

  const decimal = (value: number) => formatDecimal(value, localeTag);
  const feetInches = (totalInches: number) => {
    const { feet, inches } = splitFeetInches(totalInches);
    return `${formatMeasure(feet, 'foot', localeTag)} ${formatMeasure(inches, 'inch', localeTag)}`;
  };

  function errorMessage(field: BmiField, code: FieldErrorCode): string {
    const isHeight = field === 'heightCm' || field === 'heightFt' || field === 'heightIn';
    switch (code) {
      case 'empty':
        return strings[isHeight ? 'bmi.error.heightEmpty' : 'bmi.error.weightEmpty'];
      case 'notNumber':
        return strings['bmi.error.notNumber'];
      case 'zero':
        return strings['bmi.error.zero'];
      case 'negative':
        return strings['bmi.error.negative'];
      case 'implausible':
        return strings['bmi.error.implausible'];
      case 'outOfRange':
        switch (field) {
          case 'heightIn':
            return strings['bmi.error.inchesRange'];
          case 'heightCm':
            return fill(strings['bmi.error.heightRange'], {
              min: formatMeasure(HEIGHT_LIMITS_CM.min, 'centimeter', localeTag),
              max: formatMeasure(HEIGHT_LIMITS_CM.max, 'centimeter', localeTag),
            });
          case 'heightFt':
            return fill(strings['bmi.error.heightRange'], {
              min: feetInches(IMPERIAL_LIMITS.heightInches.min),
              max: feetInches(IMPERIAL_LIMITS.heightInches.max),
            });
          case 'weightKg':
            return fill(strings['bmi.error.weightRange'], {
              min: formatMeasure(WEIGHT_LIMITS_KG.min, 'kilogram', localeTag),
              max: formatMeasure(WEIGHT_LIMITS_KG.max, 'kilogram', localeTag),
            });
          case 'weightLb':
            return fill(strings['bmi.error.weightRange'], {
              min: formatMeasure(IMPERIAL_LIMITS.weightLb.min, 'pound', localeTag),
              max: formatMeasure(IMPERIAL_LIMITS.weightLb.max, 'pound', localeTag),
            });
        }
    }
  }

  function bandText(band: BmiBand): string {
    const limits = bandLimits(band);
    if (limits.kind === 'between') return fill(strings['bmi.band.between'], { from: decimal(limits.from), to: decimal(limits.to) });
    return fill(strings[limits.kind === 'below' ? 'bmi.band.below' : 'bmi.band.above'], { value: decimal(limits.value) });
  }

  function weightText(range: WeightRange): string {
    const unit = range.unit === 'kg' ? 'kilogram' : 'pound';
    return fill(strings['bmi.result.healthy'], {
      min: formatMeasure(range.min, unit, localeTag),
      max: formatMeasure(range.max, unit, localeTag),
    });
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (field: BmiField) => String(data.get(field) ?? '');
    const input: BmiInput =
      units === 'metric'
        ? { units, heightCm: text('heightCm'), weightKg: text('weightKg') }
        : { units, heightFt: text('heightFt'), heightIn: text('heightIn'), weightLb: text('weightLb') };
    const outcome = calculateBmi(input);
    setRun((n) => n + 1);
    if (outcome.ok) {
      setErrors({});
      setResult(outcome.result);
      return;
    }
    setErrors(outcome.errors);
    setResult(undefined);
    const firstBad = FIELDS_BY_UNITS[units].find((field) => outcome.errors[field]);
    if (firstBad) inputs.current[firstBad]?.focus();
  }

  function changeUnits(next: UnitSystem) {
    setUnits(next);
    setErrors({});
    setResult(undefined);
  }

  function field(name: BmiField, label: string) {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const code = errors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={inputId}>{label}</label>
        <input
          ref={(element) => {
            inputs.current[name] = element;
          }}
          id={inputId}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          maxLength={12}
          aria-invalid={code ? true : undefined}
          aria-describedby={code ? errorId : undefined}
        />
        {code && (
          <p id={errorId} className={styles.error}>
            {errorMessage(name, code)}
          </p>
        )}
      </div>
    );
  }

  const standardCard = (standard: BmiStandard, shown: BmiResult) => {
    const band = shown.classification[standard];
    const headingId = `${id}-${standard}`;
    return (
      <section key={standard} className={styles.card} aria-labelledby={headingId} data-standard={standard}>
        <h4 id={headingId}>{strings[`bmi.standard.${standard}`]}</h4>
        <p className={styles.category}>
          {strings[categoryKey(band)]}
        </p>
        <p className={styles.small}>{fill(strings['bmi.result.band'], { range: bandText(band) })}</p>
        <p className={styles.small}>{strings[`bmi.note.${standard}`]}</p>
        <p>{weightText(shown.healthyWeight[standard])}</p>
      </section>
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{strings['bmi.form.heading']}</h2>
      <fieldset className={styles.units}>
        <legend>{strings['bmi.form.units']}</legend>
        {(['metric', 'imperial'] as const).map((system) => (
          <label key={system} className={styles.choice}>
            <input type="radio" name="units" value={system} checked={units === system} onChange={() => changeUnits(system)} />
            {strings[`bmi.form.${system}`]}
          </label>
        ))}
      </fieldset>

      {units === 'metric' ? (
        <div className={styles.row}>
          {field('heightCm', strings['bmi.form.heightCm'])}
          {field('weightKg', strings['bmi.form.weightKg'])}
        </div>
      ) : (
        <div className={styles.row}>
          <fieldset className={styles.height}>
            <legend>{strings['bmi.form.height']}</legend>
            <div className={styles.row}>
              {field('heightFt', strings['bmi.form.heightFt'])}
              {field('heightIn', strings['bmi.form.heightIn'])}
            </div>
          </fieldset>
          {field('weightLb', strings['bmi.form.weightLb'])}
        </div>
      )}

      <div>
        <button type="submit" className={styles.submit}>
          {strings['bmi.form.submit']}
        </button>
      </div>

      <div role="status" className={styles.result}>
        {result && (
          <section key={run} aria-labelledby={`${id}-result`}>
            <h3 id={`${id}-result`}>{strings['bmi.result.heading']}</h3>
            <p className={styles.bmi}>
              {strings['bmi.result.bmi']}: <strong>{decimal(result.bmi)}</strong>
            </p>
            <div className={styles.cards}>{STANDARDS.map((standard) => standardCard(standard, result))}</div>
            <p className={styles.small}>{strings['bmi.result.note']}</p>
          </section>
        )}
      </div>
    </form>
  );
}
