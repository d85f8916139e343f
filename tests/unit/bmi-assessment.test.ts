import { describe, expect, it } from 'vitest';
import { calculateBmi, type BmiInput } from '../../src/lib/bmi.ts';
import { bmiForAgeLms, lmsValueAt, printablePercentile, type Sex } from '../../src/lib/bmi-for-age.ts';
import { ASSESSMENT_FIELDS, ageGroup, assessBmi, type AssessmentInput } from '../../src/lib/bmi-assessment.ts';

const metric = (heightCm: string, weightKg: string): BmiInput => ({ units: 'metric', heightCm, weightKg });
const imperial = (heightFt: string, heightIn: string, weightLb: string): BmiInput => ({ units: 'imperial', heightFt, heightIn, weightLb });

/** The form as a reader fills it: age in years (and months), sex if chosen, height and weight. */
function person(
  ageYears: string,
  measurements: BmiInput,
  { months = '', sex, pregnant = false }: { months?: string; sex?: Sex; pregnant?: boolean } = {},
): AssessmentInput {
  return { ageYears, ageMonths: months, sex, pregnant, measurements };
}

function assessment(input: AssessmentInput) {
  const outcome = assessBmi(input);
  if (!outcome.ok) throw new Error(`expected a result, got errors ${JSON.stringify(outcome.errors)}`);
  return outcome.assessment;
}

function child(input: AssessmentInput) {
  const found = assessment(input);
  if (found.kind !== 'child') throw new Error(`expected a child's result, got ${found.kind}`);
  return found.result;
}

function errorsOf(input: AssessmentInput) {
  const outcome = assessBmi(input);
  if (outcome.ok) throw new Error(`expected errors, got ${JSON.stringify(outcome.assessment)}`);
  return outcome.errors;
}

describe('ageGroup', () => {
  it('splits at 61 months (WHO’s reference starts), 18 years and 19 years 0 months (it ends)', () => {
    expect([0, 36, 60, 60.99].map(ageGroup)).toEqual(['youngChild', 'youngChild', 'youngChild', 'youngChild']);
    expect([61, 108, 215.99].map(ageGroup)).toEqual(['child', 'child', 'child']);
    expect([216, 222, 228].map(ageGroup)).toEqual(['youngAdult', 'youngAdult', 'youngAdult']);
    expect([228.01, 229, 360].map(ageGroup)).toEqual(['adult', 'adult', 'adult']);
  });
});

describe('assessBmi: adults', () => {
  it('gives exactly calculateBmi’s result from 18 years on, whatever the sex', () => {
    for (const [years, months] of [
      ['30', ''],
      ['18', '0'],
      ['19', '1'],
      ['120', ''],
    ]) {
      for (const sex of [undefined, 'female', 'male'] as const) {
        for (const measurements of [metric('170', '70'), imperial('5', '7', '154')]) {
          const found = assessment(person(years as string, measurements, { months: months as string, sex }));
          expect(found.kind).toBe('adult');
          if (found.kind === 'adult') expect(found.result).toEqual((calculateBmi(measurements) as { result: unknown }).result);
        }
      }
    }
    expect(assessment(person('30', metric('170', '70')))).toMatchObject({
      kind: 'adult',
      ageMonths: 360,
      youngAdult: false,
      result: { bmi: 24.2 },
    });
  });

  it('marks 18 years to 19 years 0 months, where the child reference overlaps', () => {
    expect(assessment(person('18', metric('170', '70')))).toMatchObject({ kind: 'adult', youngAdult: true });
    expect(assessment(person('19', metric('170', '70')))).toMatchObject({ kind: 'adult', youngAdult: true });
    expect(assessment(person('19', metric('170', '70'), { months: '1' }))).toMatchObject({ kind: 'adult', youngAdult: false });
    expect(assessment(person('17', metric('170', '70'), { months: '11', sex: 'male' })).kind).toBe('child');
  });

  it('keeps the adult checks: impossible height and weight are refused as before', () => {
    expect(errorsOf(person('30', metric('250', '2')))).toEqual({ weightKg: 'implausible' });
    expect(errorsOf(person('30', metric('1700', '')))).toEqual({ heightCm: 'outOfRange', weightKg: 'empty' });
  });
});

describe('assessBmi: children from 5 to 17 years', () => {
  it('gives WHO’s z-score (two decimals), percentile and category: girl, 9 years, 133 cm, 28 kg', () => {
    // BMI 28 / 1.33² = 15.829; "2 108 -1.465 16.0964 0.11816": ((15.829 / 16.0964)^−1.465 − 1) / (−1.465 × 0.11816) = −0.1435
    const result = child(person('9', metric('133', '28'), { sex: 'female' }));
    expect(result).toMatchObject({
      ageMonths: 108,
      sex: 'female',
      heightCm: 133,
      weightKg: 28,
      bmi: 15.8,
      zScore: -0.14,
      category: 'normal',
    });
    // The percentile comes from the unrounded z (−0.1435), as WHO computes it, not from −0.14 (44.433).
    expect(result.percentile).toBeCloseTo(44.295, 3);
  });

  it('takes the percentile from the unrounded z-score: boy, 8 years, 135 cm, 31 kg is at 77.99, printed 78.0', () => {
    // z = 0.77173 (two decimals: 0.77, whose percentile 77.935 would print as 77.9).
    const result = child(person('8', metric('135', '31'), { sex: 'male' }));
    expect(result.zScore).toBe(0.77);
    expect(result.percentile).toBeCloseTo(77.986, 3);
    expect(printablePercentile(result.percentile)).toEqual({ kind: 'exact', value: 78 });
  });

  it('judges boys and girls on their own tables: 16 years, 170 cm, 75 kg', () => {
    expect(child(person('16', metric('170', '75'), { sex: 'male' }))).toMatchObject({ bmi: 26, zScore: 1.61, category: 'overweight' });
    expect(child(person('16', metric('170', '75'), { sex: 'female' }))).toMatchObject({ bmi: 26, zScore: 1.43, category: 'overweight' });
  });

  it('gives every WHO category', () => {
    expect(child(person('9', metric('130', '40'), { sex: 'male' }))).toMatchObject({ zScore: 2.87, category: 'obesity' });
    expect(child(person('16', metric('165', '40'), { sex: 'female' }))).toMatchObject({ zScore: -2.93, category: 'thinness' });
    expect(child(person('16', metric('158', '34'), { months: '8', sex: 'female' }))).toMatchObject({
      ageMonths: 200,
      zScore: -3.65,
      category: 'severeThinness',
    });
    expect(child(person('16', metric('170', '58'), { sex: 'male' }))).toMatchObject({ zScore: -0.17, category: 'normal' });
  });

  it('classifies on the rounded z-score, so the boundary itself is exact (+1.00 normal, +1.01 overweight)', () => {
    const lms = bmiForAgeLms('male', 120);
    // 140 cm tall: weight = BMI × 1.4². z = 1.004 rounds to 1.00; 1.006 to 1.01.
    const weightAt = (z: number) => String(lmsValueAt(lms, z) * 1.4 ** 2);
    expect(child(person('10', metric('140', weightAt(1.004)), { sex: 'male' }))).toMatchObject({ zScore: 1, category: 'normal' });
    expect(child(person('10', metric('140', weightAt(1.006)), { sex: 'male' }))).toMatchObject({ zScore: 1.01, category: 'overweight' });
  });

  it('interpolates a fractional month (months may have a decimal)', () => {
    const halfway = child(person('9', metric('135', '24'), { months: '4.5', sex: 'male' }));
    expect(halfway.ageMonths).toBe(112.5);
    expect(halfway.zScore).not.toBe(child(person('9', metric('135', '24'), { months: '4', sex: 'male' })).zScore);
  });

  it('works in feet, inches and pounds', () => {
    // 4 ft 5 in = 134.62 cm; 62 lb = 28.123 kg; BMI 15.5
    const result = child(person('9', imperial('4', '5', '62'), { sex: 'female' }));
    expect(result.heightCm).toBeCloseTo(134.62, 10);
    expect(result.bmi).toBe(15.5);
    expect(result.category).toBe('normal');
  });

  it('needs the sex, and reports it with every other bad field', () => {
    expect(errorsOf(person('9', metric('133', '28')))).toEqual({ sex: 'notChosen' });
    expect(errorsOf(person('9', metric('', 'x')))).toEqual({ sex: 'notChosen', heightCm: 'empty', weightKg: 'notNumber' });
  });

  it('refuses a BMI beyond ±5 SD for the age on the weight field: BMI 80 at 7 years', () => {
    expect(errorsOf(person('7', metric('120', '115.2'), { sex: 'male' }))).toEqual({ weightKg: 'implausibleForAge' });
    expect(errorsOf(person('5', metric('110', '30'), { months: '1', sex: 'male' }))).toEqual({ weightKg: 'implausibleForAge' }); // z +5.43
    expect(errorsOf(person('5', metric('110', '12'), { months: '1', sex: 'male' }))).toEqual({ weightKg: 'implausibleForAge' }); // z −5.41
    expect(errorsOf(person('7', imperial('4', '0', '250'), { sex: 'female' }))).toEqual({ weightLb: 'implausibleForAge' });
  });

  it('accepts ±5.00 SD and refuses ±5.01 (WHO flags |z| > 5)', () => {
    const lms = bmiForAgeLms('female', 150);
    const weightAt = (z: number) => {
      // Restricted scale beyond ±3 SD: BMI = SD±3 + (z ∓ 3) × (gap between SD±2 and SD±3).
      const k = Math.sign(z);
      const bmi = lmsValueAt(lms, 3 * k) + (z - 3 * k) * Math.abs(lmsValueAt(lms, 3 * k) - lmsValueAt(lms, 2 * k));
      return String(bmi * 1.5 ** 2); // 150 cm tall
    };
    const at = (z: number) => assessBmi(person('12', metric('150', weightAt(z)), { months: '6', sex: 'female' }));
    expect(at(5.004)).toMatchObject({ ok: true, assessment: { result: { zScore: 5, category: 'obesity' } } });
    expect(at(5.006)).toEqual({ ok: false, errors: { weightKg: 'implausibleForAge' } });
    expect(at(-5.004)).toMatchObject({ ok: true, assessment: { result: { zScore: -5, category: 'severeThinness' } } });
    expect(at(-5.006)).toEqual({ ok: false, errors: { weightKg: 'implausibleForAge' } });
  });

  it('refuses a height beyond ±6 SD for the age on the height field: 190 cm at 5 years 6 months', () => {
    expect(errorsOf(person('5', metric('190', '60'), { months: '6', sex: 'male' }))).toEqual({ heightCm: 'implausibleForAge' });
    expect(errorsOf(person('15', metric('100', '20'), { sex: 'female' }))).toEqual({ heightCm: 'implausibleForAge' });
    expect(errorsOf(person('5', imperial('6', '3', '130'), { months: '6', sex: 'female' }))).toEqual({ heightFt: 'implausibleForAge' });
    // +6 SD at 6 years (boys): 115.9509 × (1 + 6 × 0.04249) = 145.51 cm, at the limit of the plausible.
    expect(child(person('6', metric('145', '30'), { sex: 'male' })).heightCm).toBe(145);
    expect(errorsOf(person('6', metric('146', '30'), { sex: 'male' }))).toEqual({ heightCm: 'implausibleForAge' });
  });
});

describe('assessBmi: young children and pregnancy', () => {
  it('under 61 months still refuses a height or weight that no one could mean (0, negative, not a number), as for adults', () => {
    expect(errorsOf(person('3', metric('0', '')))).toEqual({ heightCm: 'zero' });
    expect(errorsOf(person('3', metric('95', '0')))).toEqual({ weightKg: 'zero' });
    expect(errorsOf(person('4', metric('-90', 'abc'), { months: '6' }))).toEqual({ heightCm: 'negative', weightKg: 'notNumber' });
    expect(errorsOf(person('4', imperial('0', '', '30')))).toEqual({ heightFt: 'zero' });
    // The same fields give adults the same errors.
    expect(errorsOf(person('30', metric('0', '0')))).toEqual({ heightCm: 'zero', weightKg: 'zero' });
    // A newborn is shorter than the adult range: that is no error under 5.
    expect(assessment(person('0', metric('45', '2.5'), { months: '1' }))).toEqual({ kind: 'youngChild', ageMonths: 1 });
  });

  it('under 61 months gives no category, needs nothing but the age, and ignores the rest', () => {
    expect(assessment(person('3', metric('', '')))).toEqual({ kind: 'youngChild', ageMonths: 36 });
    expect(assessment(person('0', metric('60', '6'), { months: '8' }))).toEqual({ kind: 'youngChild', ageMonths: 8 });
    expect(assessment(person('5', metric('190', '90'), { months: '0', sex: 'male' }))).toEqual({ kind: 'youngChild', ageMonths: 60 });
    expect(assessment(person('5', metric('110', '18'), { months: '1', sex: 'male' })).kind).toBe('child');
  });

  it('gives the pregnancy note instead of any BMI category, whatever else was typed', () => {
    expect(assessment(person('', metric('', ''), { pregnant: true }))).toEqual({ kind: 'pregnancy' });
    expect(assessment(person('28', metric('160', '70'), { pregnant: true, sex: 'female' }))).toEqual({ kind: 'pregnancy' });
    expect(assessment(person('16', metric('160', '55'), { pregnant: true, sex: 'female' }))).toEqual({ kind: 'pregnancy' });
  });
});

describe('assessBmi: the age fields', () => {
  it('needs the years; months may be empty, 0, or have a decimal, and must be below 12', () => {
    expect(errorsOf(person('', metric('170', '70')))).toEqual({ ageYears: 'empty' });
    expect(errorsOf(person('abc', metric('170', '70')))).toEqual({ ageYears: 'notNumber' });
    expect(errorsOf(person('-3', metric('170', '70')))).toEqual({ ageYears: 'negative' });
    expect(errorsOf(person('121', metric('170', '70')))).toEqual({ ageYears: 'outOfRange' });
    expect(errorsOf(person('9', metric('170', '70'), { months: '12' }))).toEqual({ ageMonths: 'outOfRange' });
    expect(errorsOf(person('9', metric('170', '70'), { months: '-1' }))).toEqual({ ageMonths: 'negative' });
    expect(errorsOf(person('9', metric('170', '70'), { months: 'two' }))).toEqual({ ageMonths: 'notNumber' });
    expect(assessment(person('0', metric('', ''), { months: '0' }))).toEqual({ kind: 'youngChild', ageMonths: 0 });
    expect(assessment(person('३०', metric('१७०', '७०')))).toMatchObject({ kind: 'adult', ageMonths: 360 });
  });

  it('reports a bad age together with bad measurements, but asks for the sex only once the age says a child', () => {
    expect(errorsOf(person('', metric('', '')))).toEqual({ ageYears: 'empty', heightCm: 'empty', weightKg: 'empty' });
    expect(errorsOf(person('x', metric('170', '70'), { months: '3' }))).toEqual({ ageYears: 'notNumber' });
  });

  it('lists the fields in form order, the age and sex first', () => {
    expect(ASSESSMENT_FIELDS.metric).toEqual(['ageYears', 'ageMonths', 'sex', 'heightCm', 'weightKg']);
    expect(ASSESSMENT_FIELDS.imperial).toEqual(['ageYears', 'ageMonths', 'sex', 'heightFt', 'heightIn', 'weightLb']);
  });

  it('never returns NaN or Infinity for a child, whatever is typed', () => {
    const junk = ['', '0', '-1', 'abc', '1e309', '9'.repeat(400), '5', '9', '17', '50', '120', '250', '0.5'];
    for (const years of ['5', '9', '17']) {
      for (const a of junk) {
        for (const b of junk) {
          for (const sex of ['female', 'male'] as const) {
            const outcome = assessBmi(person(years, metric(a, b), { months: '6', sex }));
            if (!outcome.ok || outcome.assessment.kind !== 'child') continue;
            const { zScore, percentile } = outcome.assessment.result;
            expect(Number.isFinite(zScore) && Number.isFinite(percentile)).toBe(true);
            expect(Math.abs(zScore)).toBeLessThanOrEqual(5);
          }
        }
      }
    }
  });
});
