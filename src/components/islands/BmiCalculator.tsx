/** @jsxImportSource preact */
// Preact, not React: this island is the one a reader may use offline, so its code is precached
// after a first visit, and React-DOM alone (57 KB) is more than a first visit may cost (60 KB).
// Preact (about 6 KB) renders the same component; astro.config.mjs routes this file to it.
import { useId, useRef, useState } from 'preact/hooks';
import type { TargetedSubmitEvent } from 'preact';
import type { UIKey } from '../../i18n/index.ts';
import {
  STANDARDS,
  formatDecimal,
  type BmiBand,
  type BmiField,
  type BmiInput,
  type BmiResult,
  type BmiStandard,
  type UnitSystem,
  type WeightRange,
} from '../../lib/bmi.ts';
import { SEXES, formatZScore, type BmiForAgeCategory, type Sex } from '../../lib/bmi-for-age.ts';
import {
  ASSESSMENT_FIELDS,
  assessBmi,
  type Assessment,
  type AssessmentErrorCode,
  type AssessmentErrors,
  type AssessmentField,
  type ChildBmiResult,
} from '../../lib/bmi-assessment.ts';
import {
  bandText as bandTextOf,
  bmiErrorMessage,
  percentileText as percentileTextOf,
  weightText as weightTextOf,
  type BmiTranslator,
} from '../../lib/bmi-text.ts';
import { fillPlaceholders } from '../../lib/placeholders.ts';
import styles from './BmiCalculator.module.css';

/** Every UI string the calculator shows; the page passes exactly these, translated. */
export const BMI_CALCULATOR_KEYS = [
  'bmi.form.heading',
  'bmi.form.age',
  'bmi.form.ageYears',
  'bmi.form.ageMonths',
  'bmi.form.ageHint',
  'bmi.form.sex',
  'bmi.form.sexHint',
  'bmi.form.female',
  'bmi.form.male',
  'bmi.form.pregnant',
  'bmi.form.pregnantHint',
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
  'bmi.error.ageEmpty',
  'bmi.error.ageRange',
  'bmi.error.monthsRange',
  'bmi.error.sexMissing',
  'bmi.error.heightForAge',
  'bmi.error.bmiForAge',
  'bmi.result.heading',
  'bmi.result.bmi',
  'bmi.result.band',
  'bmi.result.healthy',
  'bmi.result.note',
  'bmi.result.youngAdult',
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
  'bmi.child.bmi',
  'bmi.child.standard',
  'bmi.child.category.severeThinness',
  'bmi.child.category.thinness',
  'bmi.child.category.normal',
  'bmi.child.category.overweight',
  'bmi.child.category.obesity',
  'bmi.child.meaning.severeThinness',
  'bmi.child.meaning.thinness',
  'bmi.child.meaning.normal',
  'bmi.child.meaning.overweight',
  'bmi.child.meaning.obesity',
  'bmi.child.zScore',
  'bmi.child.percentile',
  'bmi.child.percentileBelow',
  'bmi.child.percentileAbove',
  'bmi.child.doctor',
  'bmi.child.under5',
  'bmi.pregnancy.note',
] as const satisfies readonly UIKey[];

export type BmiCalculatorKey = (typeof BMI_CALCULATOR_KEYS)[number];
export type BmiCalculatorStrings = Record<BmiCalculatorKey, string>;

export interface BmiCalculatorProps {
  /** BCP 47 tag for number formatting (`en-IN`, `hi-IN`, `mr-IN`). */
  localeTag: string;
  /** The translated strings; `{name}` placeholders are filled here. */
  strings: BmiCalculatorStrings;
}

/** The translated name of a band ("Overweight", "Obese (class II)"). */
export function categoryKey(band: BmiBand): BmiCalculatorKey {
  return band.obesityClass ? `bmi.category.obese${band.obesityClass}` : `bmi.category.${band.category}`;
}

/** The translated name of a WHO BMI-for-age category ("Thinness", "Obesity"): never an adult label. */
export function childCategoryKey(category: BmiForAgeCategory): BmiCalculatorKey {
  return `bmi.child.category.${category}`;
}

/**
 * The BMI calculator: a real form rendered on the server (labels, inputs, unit switch), which
 * computes on the device once hydrated. Nothing typed here leaves the browser. What it answers
 * depends on the age (`assessBmi`): adults get the BMI and both cut-off tables, children and
 * teenagers WHO's BMI-for-age, young children a referral to the growth chart.
 */
export default function BmiCalculator({ localeTag, strings }: BmiCalculatorProps) {
  const id = useId();
  const [units, setUnits] = useState<UnitSystem>('metric');
  const [errors, setErrors] = useState<AssessmentErrors>({});
  const [outcome, setOutcome] = useState<Assessment | undefined>();
  /** Counts calculations, so the live region re-announces even an identical result. */
  const [run, setRun] = useState(0);
  const inputs = useRef<Partial<Record<AssessmentField, HTMLInputElement | null>>>({});
  const hintIds = { age: `${id}-age-hint`, sex: `${id}-sex-hint`, pregnant: `${id}-pregnant-hint` };
  const errorId = (field: AssessmentField) => `${id}-${field}-error`;

  const decimal = (value: number) => formatDecimal(value, localeTag);
  const say: BmiTranslator = (key, params = {}) => fillPlaceholders(strings[key as BmiCalculatorKey], params);
  const errorMessage = (field: AssessmentField, code: AssessmentErrorCode) => bmiErrorMessage(field, code, say, localeTag);
  const bandText = (band: BmiBand) => bandTextOf(band, say, localeTag);
  const weightText = (range: WeightRange) => weightTextOf(range, say, localeTag);
  const percentileText = (percentile: number) => percentileTextOf(percentile, say, localeTag);

  function onSubmit(event: TargetedSubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (field: AssessmentField) => String(data.get(field) ?? '');
    const measurements: BmiInput =
      units === 'metric'
        ? { units, heightCm: text('heightCm'), weightKg: text('weightKg') }
        : { units, heightFt: text('heightFt'), heightIn: text('heightIn'), weightLb: text('weightLb') };
    const sex = SEXES.find((value) => value === data.get('sex'));
    const result = assessBmi({
      ageYears: text('ageYears'),
      ageMonths: text('ageMonths'),
      sex,
      pregnant: data.get('pregnant') !== null,
      measurements,
    });
    setRun((n) => n + 1);
    if (result.ok) {
      setErrors({});
      setOutcome(result.assessment);
      return;
    }
    setErrors(result.errors);
    setOutcome(undefined);
    const firstBad = ASSESSMENT_FIELDS[units].find((field) => result.errors[field]);
    if (firstBad) inputs.current[firstBad]?.focus();
  }

  function changeUnits(next: UnitSystem) {
    setUnits(next);
    setErrors({});
    setOutcome(undefined);
  }

  const keep = (name: AssessmentField) => (element: HTMLInputElement | null) => {
    inputs.current[name] = element;
  };

  /** A text field with its label, and its error next to it; `hintId` names a hint shown elsewhere. */
  function field(name: BmiField | 'ageYears' | 'ageMonths', label: string, hintId?: string) {
    const inputId = `${id}-${name}`;
    const code = errors[name];
    const describedBy = [hintId, code ? errorId(name) : undefined].filter(Boolean).join(' ');
    return (
      <div className={styles.field}>
        <label htmlFor={inputId}>{label}</label>
        <input
          ref={keep(name)}
          id={inputId}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          // eslint-disable-next-line react/no-unknown-property -- Preact takes the HTML name, not React's spellCheck
          spellcheck={false}
          maxLength={12}
          aria-invalid={code ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {code && (
          <p id={errorId(name)} className={styles.error}>
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
        <p className={styles.category}>{strings[categoryKey(band)]}</p>
        <p className={styles.small}>{say('bmi.result.band', { range: bandText(band) })}</p>
        <p className={styles.small}>{strings[`bmi.note.${standard}`]}</p>
        <p>{weightText(shown.healthyWeight[standard])}</p>
      </section>
    );
  };

  const childCard = (shown: ChildBmiResult) => (
    <>
      <p className={styles.bmi}>
        {strings['bmi.child.bmi']}: <strong>{decimal(shown.bmi)}</strong>
      </p>
      <section className={styles.card} aria-labelledby={`${id}-child`} data-standard="whoBmiForAge">
        <h4 id={`${id}-child`}>{strings['bmi.child.standard']}</h4>
        <p className={styles.category}>{strings[childCategoryKey(shown.category)]}</p>
        <p>{strings[`bmi.child.meaning.${shown.category}`]}</p>
        <p className={styles.small}>{say('bmi.child.zScore', { value: formatZScore(shown.zScore, localeTag) })}</p>
        <p className={styles.small}>{say('bmi.child.percentile', { value: percentileText(shown.percentile) })}</p>
      </section>
      <p className={styles.note}>{strings['bmi.child.doctor']}</p>
    </>
  );

  function resultBody(shown: Assessment) {
    switch (shown.kind) {
      case 'adult':
        return (
          <>
            <p className={styles.bmi}>
              {strings['bmi.result.bmi']}: <strong>{decimal(shown.result.bmi)}</strong>
            </p>
            <div className={styles.cards}>{STANDARDS.map((standard) => standardCard(standard, shown.result))}</div>
            {shown.youngAdult && <p className={styles.note}>{strings['bmi.result.youngAdult']}</p>}
            <p className={styles.small}>{strings['bmi.result.note']}</p>
          </>
        );
      case 'child':
        return childCard(shown.result);
      case 'youngChild':
        return <p className={styles.note}>{strings['bmi.child.under5']}</p>;
      case 'pregnancy':
        return <p className={styles.note}>{strings['bmi.pregnancy.note']}</p>;
    }
  }

  const sexError = errors.sex;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{strings['bmi.form.heading']}</h2>
      <fieldset className={styles.group}>
        <legend>{strings['bmi.form.age']}</legend>
        <p id={hintIds.age} className={styles.hint}>
          {strings['bmi.form.ageHint']}
        </p>
        <div className={styles.row}>
          {field('ageYears', strings['bmi.form.ageYears'], hintIds.age)}
          {field('ageMonths', strings['bmi.form.ageMonths'], hintIds.age)}
        </div>
      </fieldset>

      <fieldset className={styles.group} aria-describedby={[hintIds.sex, sexError ? errorId('sex') : undefined].filter(Boolean).join(' ')}>
        <legend>{strings['bmi.form.sex']}</legend>
        <p id={hintIds.sex} className={styles.hint}>
          {strings['bmi.form.sexHint']}
        </p>
        <div className={styles.choices}>
          {SEXES.map((sex: Sex, i) => (
            <label key={sex} className={styles.choice}>
              <input ref={i === 0 ? keep('sex') : undefined} type="radio" name="sex" value={sex} />
              {strings[`bmi.form.${sex}`]}
            </label>
          ))}
        </div>
        {sexError && (
          <p id={errorId('sex')} className={styles.error}>
            {errorMessage('sex', sexError)}
          </p>
        )}
      </fieldset>

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
        <label className={styles.choice}>
          <input type="checkbox" name="pregnant" aria-describedby={hintIds.pregnant} />
          {strings['bmi.form.pregnant']}
        </label>
        <p id={hintIds.pregnant} className={styles.hint}>
          {strings['bmi.form.pregnantHint']}
        </p>
      </div>

      <div>
        <button type="submit" className={styles.submit}>
          {strings['bmi.form.submit']}
        </button>
      </div>

      <div role="status" className={styles.result}>
        {outcome && (
          <section key={run} aria-labelledby={`${id}-result`}>
            <h3 id={`${id}-result`}>{strings['bmi.result.heading']}</h3>
            {resultBody(outcome)}
          </section>
        )}
      </div>
    </form>
  );
}
