import { describe, expect, it } from 'vitest';
import {
  BMI_LIMITS,
  bandLimits,
  CUT_OFFS,
  IMPERIAL_LIMITS,
  bmiFromMetric,
  calculateBmi,
  classifyBmi,
  feetInchesToCm,
  formatDecimal,
  formatMeasure,
  healthyWeightRange,
  kgToPounds,
  parsePositiveNumber,
  poundsToKg,
  roundToTenth,
  splitFeetInches,
  type BmiInput,
  type BmiStandard,
} from '../../src/lib/bmi.ts';

const metric = (heightCm: string, weightKg: string): BmiInput => ({ units: 'metric', heightCm, weightKg });
const imperial = (heightFt: string, heightIn: string, weightLb: string): BmiInput => ({ units: 'imperial', heightFt, heightIn, weightLb });

/** The calculation that must succeed; fails the test with the errors otherwise. */
function ok(input: BmiInput) {
  const outcome = calculateBmi(input);
  if (!outcome.ok) throw new Error(`expected a result, got errors ${JSON.stringify(outcome.errors)}`);
  return outcome.result;
}

/** The errors of a calculation that must fail. */
function errorsOf(input: BmiInput) {
  const outcome = calculateBmi(input);
  if (outcome.ok) throw new Error(`expected errors, got BMI ${outcome.result.bmi}`);
  return outcome.errors;
}

describe('parsePositiveNumber', () => {
  it('reads plain decimals, with spaces, a plus sign, a decimal comma or Devanagari digits', () => {
    expect(parsePositiveNumber('170')).toEqual({ ok: true, value: 170 });
    expect(parsePositiveNumber(' 70.5 ')).toEqual({ ok: true, value: 70.5 });
    expect(parsePositiveNumber('+.5')).toEqual({ ok: true, value: 0.5 });
    expect(parsePositiveNumber('5.')).toEqual({ ok: true, value: 5 });
    expect(parsePositiveNumber('70,5')).toEqual({ ok: true, value: 70.5 });
    expect(parsePositiveNumber('१७०')).toEqual({ ok: true, value: 170 });
    expect(parsePositiveNumber('६५.५')).toEqual({ ok: true, value: 65.5 });
  });

  it('tells empty from non-numeric input', () => {
    expect(parsePositiveNumber('')).toEqual({ ok: false, error: 'empty' });
    expect(parsePositiveNumber('   ')).toEqual({ ok: false, error: 'empty' });
    for (const text of ['abc', '70kg', '1e3', 'Infinity', 'NaN', '0x10', '1,000.5', '1.2.3', '.', '-', '5 5', '१७o']) {
      expect(parsePositiveNumber(text), text).toEqual({ ok: false, error: 'notNumber' });
    }
  });

  it('rejects zero and negative numbers', () => {
    for (const text of ['0', '0.0', '-0', '००']) expect(parsePositiveNumber(text), text).toEqual({ ok: false, error: 'zero' });
    for (const text of ['-5', '-0.1', '-१७०']) expect(parsePositiveNumber(text), text).toEqual({ ok: false, error: 'negative' });
  });
});

describe('unit conversion', () => {
  it('converts feet and inches to centimetres exactly (1 in = 2.54 cm)', () => {
    expect(feetInchesToCm(5, 7)).toBeCloseTo(170.18, 10);
    expect(feetInchesToCm(6, 0)).toBeCloseTo(182.88, 10);
    expect(feetInchesToCm(0, 12)).toBeCloseTo(30.48, 10);
  });

  it('converts pounds and kilograms both ways (1 lb = 0.45359237 kg)', () => {
    expect(poundsToKg(154)).toBeCloseTo(69.853, 3);
    expect(poundsToKg(1)).toBe(0.45359237);
    expect(kgToPounds(70)).toBeCloseTo(154.32, 2);
    expect(kgToPounds(poundsToKg(123.4))).toBeCloseTo(123.4, 10);
  });

  it('states the limits in imperial units, rounded inwards', () => {
    expect(IMPERIAL_LIMITS).toEqual({ heightInches: { min: 20, max: 98 }, weightLb: { min: 5, max: 771 } });
    expect(splitFeetInches(20)).toEqual({ feet: 1, inches: 8 });
    expect(splitFeetInches(98)).toEqual({ feet: 8, inches: 2 });
  });
});

describe('roundToTenth', () => {
  it('rounds half up, ignoring floating-point noise', () => {
    expect(roundToTenth(24.2214)).toBe(24.2);
    expect(roundToTenth(24.95)).toBe(25);
    expect(roundToTenth(24.94999)).toBe(24.9);
    expect(roundToTenth(18.45)).toBe(18.5);
    expect(roundToTenth(0.1 + 0.2)).toBe(0.3);
  });
});

describe('bmiFromMetric', () => {
  it('gives weight / height² to one decimal', () => {
    expect(bmiFromMetric(170, 70)).toBe(24.2);
    expect(bmiFromMetric(100, 18.5)).toBe(18.5);
    expect(bmiFromMetric(200, 100)).toBe(25);
    expect(bmiFromMetric(160, 80)).toBe(31.3);
  });

  it('refuses heights and weights outside the limits instead of returning NaN or Infinity', () => {
    expect(() => bmiFromMetric(0, 70)).toThrow(RangeError);
    expect(() => bmiFromMetric(Number.NaN, 70)).toThrow(RangeError);
    expect(() => bmiFromMetric(170, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => bmiFromMetric(49.9, 70)).toThrow(RangeError);
    expect(() => bmiFromMetric(170, 350.1)).toThrow(RangeError);
  });
});

describe('classifyBmi', () => {
  /** [BMI, WHO category (+ class), Asian-Indian category] — every boundary on both sides. */
  const cases: [number, string, string][] = [
    [12, 'underweight', 'underweight'],
    [18.4, 'underweight', 'underweight'],
    [18.44, 'underweight', 'underweight'],
    [18.45, 'normal', 'normal'],
    [18.5, 'normal', 'normal'],
    [22.9, 'normal', 'normal'],
    [22.94, 'normal', 'normal'],
    [22.95, 'normal', 'overweight'],
    [23, 'normal', 'overweight'],
    [24.2, 'normal', 'overweight'],
    [24.9, 'normal', 'overweight'],
    [24.94, 'normal', 'overweight'],
    [24.95, 'overweight', 'obese'],
    [25, 'overweight', 'obese'],
    [29.9, 'overweight', 'obese'],
    [30, 'obese 1', 'obese'],
    [34.9, 'obese 1', 'obese'],
    [35, 'obese 2', 'obese'],
    [39.9, 'obese 2', 'obese'],
    [40, 'obese 3', 'obese'],
    [75, 'obese 3', 'obese'],
  ];
  const label = (bmi: number, standard: BmiStandard) => {
    const band = classifyBmi(bmi, standard);
    return band.obesityClass ? `${band.category} ${band.obesityClass}` : band.category;
  };

  it.each(cases)('BMI %s is %s (WHO) and %s (Asian-Indian)', (bmi, who, asianIndian) => {
    expect(label(bmi, 'who')).toBe(who);
    expect(label(bmi, 'asianIndian')).toBe(asianIndian);
  });

  it('splits obesity into classes under WHO only', () => {
    expect(CUT_OFFS.asianIndian.some((band) => band.obesityClass)).toBe(false);
    expect(CUT_OFFS.who.filter((band) => band.category === 'obese').map((band) => band.obesityClass)).toEqual([1, 2, 3]);
  });

  it('has tables without gaps: each band ends 0.1 below the next one', () => {
    for (const bands of Object.values(CUT_OFFS)) {
      bands.slice(1).forEach((band, i) => expect(roundToTenth(band.from - 0.1)).toBe(bands[i]?.to));
      expect(bands.at(-1)?.to).toBeUndefined();
    }
  });

  it('refuses a value that is not a BMI', () => {
    for (const bmi of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => classifyBmi(bmi, 'who')).toThrow(RangeError);
  });
});

describe('bandLimits', () => {
  it('prints the first band as "below", the last as "or more", the rest as "from to"', () => {
    expect(CUT_OFFS.who.map(bandLimits)).toEqual([
      { kind: 'below', value: 18.5 },
      { kind: 'between', from: 18.5, to: 24.9 },
      { kind: 'between', from: 25, to: 29.9 },
      { kind: 'between', from: 30, to: 34.9 },
      { kind: 'between', from: 35, to: 39.9 },
      { kind: 'above', value: 40 },
    ]);
    expect(CUT_OFFS.asianIndian.map(bandLimits)).toEqual([
      { kind: 'below', value: 18.5 },
      { kind: 'between', from: 18.5, to: 22.9 },
      { kind: 'between', from: 23, to: 24.9 },
      { kind: 'above', value: 25 },
    ]);
  });
});

describe('healthyWeightRange', () => {
  it('gives the normal-BMI weights for a height, rounded inwards', () => {
    expect(healthyWeightRange(170, 'who')).toEqual({ min: 53.5, max: 71.9, unit: 'kg' });
    expect(healthyWeightRange(170, 'asianIndian')).toEqual({ min: 53.5, max: 66.1, unit: 'kg' });
    expect(healthyWeightRange(100, 'who')).toEqual({ min: 18.5, max: 24.9, unit: 'kg' });
    expect(healthyWeightRange(200, 'asianIndian')).toEqual({ min: 74, max: 91.6, unit: 'kg' });
  });

  it('gives whole pounds for imperial readers', () => {
    // 18.5 × 1.7018² = 53.58 kg = 118.1 lb; 24.9 × 1.7018² = 158.98 lb; 22.9 × 1.7018² = 146.2 lb
    expect(healthyWeightRange(170.18, 'who', 'lb')).toEqual({ min: 119, max: 158, unit: 'lb' });
    expect(healthyWeightRange(170.18, 'asianIndian', 'lb')).toEqual({ min: 119, max: 146, unit: 'lb' });
  });

  it('only contains weights that classify as normal, and is not much narrower than that', () => {
    for (const heightCm of [50, 120, 152.4, 170, 183, 250]) {
      for (const standard of ['who', 'asianIndian'] as const) {
        const { min, max } = healthyWeightRange(heightCm, standard);
        for (const weight of [min, max]) expect(classifyBmi(bmiFromMetric(heightCm, weight), standard).category).toBe('normal');
        expect(classifyBmi(bmiFromMetric(heightCm, min - 1), standard).category).toBe('underweight');
        expect(classifyBmi(bmiFromMetric(heightCm, max + 1), standard).category).not.toBe('normal');
      }
    }
  });

  it('refuses a height outside the limits', () => {
    expect(() => healthyWeightRange(0, 'who')).toThrow(RangeError);
    expect(() => healthyWeightRange(251, 'who')).toThrow(RangeError);
  });
});

describe('calculateBmi', () => {
  it('gives 24.2 for 170 cm / 70 kg: overweight by the Asian-Indian cut-offs, normal by WHO', () => {
    const result = ok(metric('170', '70'));
    expect(result.bmi).toBe(24.2);
    expect(result.classification.asianIndian.category).toBe('overweight');
    expect(result.classification.who.category).toBe('normal');
    expect(result.healthyWeight).toEqual({
      asianIndian: { min: 53.5, max: 66.1, unit: 'kg' },
      who: { min: 53.5, max: 71.9, unit: 'kg' },
    });
    expect(result).toMatchObject({ units: 'metric', heightCm: 170, weightKg: 70 });
  });

  it('converts imperial input: 5 ft 7 in / 154 lb gives 24.1, with the range in pounds', () => {
    const result = ok(imperial('5', '7', '154'));
    expect(result.bmi).toBe(24.1);
    expect(result.heightCm).toBeCloseTo(170.18, 10);
    expect(result.weightKg).toBeCloseTo(69.853, 3);
    expect(result.classification.asianIndian.category).toBe('overweight');
    expect(result.classification.who.category).toBe('normal');
    expect(result.healthyWeight.who).toEqual({ min: 119, max: 158, unit: 'lb' });
  });

  it('counts an empty inches field as 0 inches, and accepts 0 inches', () => {
    expect(ok(imperial('6', '', '180')).bmi).toBe(24.4);
    expect(ok(imperial('6', '0', '180')).bmi).toBe(24.4);
    expect(ok(imperial('5', '11.5', '150')).heightCm).toBeCloseTo(181.61, 10);
  });

  it('reports every bad field at once, by field and reason', () => {
    expect(errorsOf(metric('', ''))).toEqual({ heightCm: 'empty', weightKg: 'empty' });
    expect(errorsOf(metric('abc', '70kg'))).toEqual({ heightCm: 'notNumber', weightKg: 'notNumber' });
    expect(errorsOf(metric('0', '0'))).toEqual({ heightCm: 'zero', weightKg: 'zero' });
    expect(errorsOf(metric('-170', '-70'))).toEqual({ heightCm: 'negative', weightKg: 'negative' });
    expect(errorsOf(metric('1700', '7000'))).toEqual({ heightCm: 'outOfRange', weightKg: 'outOfRange' });
    expect(errorsOf(metric('170', ''))).toEqual({ weightKg: 'empty' });
    expect(errorsOf(metric('9'.repeat(400), '70'))).toEqual({ heightCm: 'outOfRange' });
  });

  it('accepts the metric limits themselves and refuses just beyond them', () => {
    expect(calculateBmi(metric('50', '5')).ok).toBe(true);
    expect(calculateBmi(metric('250', '350')).ok).toBe(true);
    expect(calculateBmi(metric('100', '2')).ok).toBe(false); // BMI 2: see the plausibility test
    expect(calculateBmi(metric('60', '2')).ok).toBe(true);
    expect(errorsOf(metric('49.9', '70'))).toEqual({ heightCm: 'outOfRange' });
    expect(errorsOf(metric('250.1', '70'))).toEqual({ heightCm: 'outOfRange' });
    expect(errorsOf(metric('60', '1.9'))).toEqual({ weightKg: 'outOfRange' });
    expect(errorsOf(metric('170', '350.1'))).toEqual({ weightKg: 'outOfRange' });
  });

  it('checks imperial input on its metric value, reporting height on the feet field', () => {
    expect(errorsOf(imperial('1', '7', '20'))).toEqual({ heightFt: 'outOfRange' }); // 48.3 cm
    expect(calculateBmi(imperial('1', '8', '20')).ok).toBe(true); // 50.8 cm
    expect(calculateBmi(imperial('8', '2', '300')).ok).toBe(true); // 248.9 cm
    expect(errorsOf(imperial('8', '3', '300'))).toEqual({ heightFt: 'outOfRange' }); // 251.5 cm
    expect(errorsOf(imperial('5', '7', '4'))).toEqual({ weightLb: 'outOfRange' }); // 1.8 kg
    expect(calculateBmi(imperial('2', '0', '5')).ok).toBe(true); // 2.27 kg
    expect(calculateBmi(imperial('7', '0', '771')).ok).toBe(true); // 349.7 kg
    expect(errorsOf(imperial('7', '0', '772'))).toEqual({ weightLb: 'outOfRange' }); // 350.2 kg
  });

  it('validates each imperial field', () => {
    expect(errorsOf(imperial('', '', ''))).toEqual({ heightFt: 'empty', weightLb: 'empty' });
    expect(errorsOf(imperial('five', 'x', 'lots'))).toEqual({ heightFt: 'notNumber', heightIn: 'notNumber', weightLb: 'notNumber' });
    expect(errorsOf(imperial('0', '7', '0'))).toEqual({ heightFt: 'zero', weightLb: 'zero' });
    expect(errorsOf(imperial('-5', '-7', '-154'))).toEqual({ heightFt: 'negative', heightIn: 'negative', weightLb: 'negative' });
    expect(errorsOf(imperial('5', '12', '154'))).toEqual({ heightIn: 'outOfRange' });
  });

  it('refuses a height and weight that cannot belong together', () => {
    expect(errorsOf(metric('250', '2'))).toEqual({ weightKg: 'implausible' });
    expect(errorsOf(metric('50', '350'))).toEqual({ weightKg: 'implausible' });
    expect(errorsOf(imperial('8', '0', '5'))).toEqual({ weightLb: 'implausible' });
    expect(BMI_LIMITS.min).toBeGreaterThan(0);
  });

  it('never returns NaN or Infinity, whatever is typed', () => {
    const junk = ['', ' ', '0', '-1', 'abc', '1e309', '9'.repeat(400), '.', '१७०', '170', '70', '5', '7', '12', '0.0001'];
    for (const a of junk) {
      for (const b of junk) {
        for (const input of [metric(a, b), imperial(a, b, a), imperial(b, a, b)]) {
          const outcome = calculateBmi(input);
          if (!outcome.ok) continue;
          const { bmi, heightCm, weightKg, healthyWeight } = outcome.result;
          for (const value of [bmi, heightCm, weightKg, healthyWeight.who.min, healthyWeight.who.max])
            expect(Number.isFinite(value)).toBe(true);
          expect(bmi).toBeGreaterThanOrEqual(BMI_LIMITS.min);
          expect(bmi).toBeLessThanOrEqual(BMI_LIMITS.max);
        }
      }
    }
  });
});

describe('formatting', () => {
  it('writes numbers the way each language does', () => {
    expect(formatDecimal(24.2, 'en-IN')).toBe('24.2');
    expect(formatDecimal(25, 'en-IN')).toBe('25.0');
    expect(formatDecimal(24.2, 'hi-IN')).toBe('24.2');
    expect(formatDecimal(24.2, 'mr-IN')).toBe('२४.२');
  });

  it('writes measurements with the language’s unit names', () => {
    expect(formatMeasure(53.5, 'kilogram', 'en-IN')).toBe('53.5 kg');
    expect(formatMeasure(118, 'pound', 'en-IN')).toBe('118 lb');
    expect(formatMeasure(170, 'centimeter', 'hi-IN')).toMatch(/^170 \S+/);
    expect(formatMeasure(170, 'centimeter', 'hi-IN')).not.toContain('cm');
    expect(formatMeasure(53.5, 'kilogram', 'mr-IN')).toMatch(/^५३\.५ /);
  });
});
