import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BMI_FOR_AGE_BANDS,
  PLAUSIBLE_Z,
  REFERENCE_AGE_MONTHS,
  bmiForAgeLms,
  bmiForAgeZScore,
  classifyBmiForAge,
  erf,
  erfc,
  formatZScore,
  heightForAgeZScore,
  lmsValueAt,
  lmsZScore,
  normalCdf,
  printablePercentile,
  roundZScore,
  zBandWording,
  zScorePercentile,
  type Lms,
} from '../../src/lib/bmi-for-age.ts';
import { BMI_FOR_AGE, BMI_FOR_AGE_FIRST_MONTH, HEIGHT_FOR_AGE_YEARLY } from '../../src/lib/who-growth-reference-2007.ts';

/** WHO's table, kept in the repository with its source and licence (tests/fixtures/who-growth-reference-2007/README.md). */
const WHO_TSV = fileURLToPath(new URL('../fixtures/who-growth-reference-2007/bmi-for-age.tsv', import.meta.url));

describe('the WHO BMI-for-age table (who-growth-reference-2007.ts)', () => {
  it('equals WHO’s bmi-for-age.tsv row for row', () => {
    const rows = fs
      .readFileSync(WHO_TSV, 'utf8')
      .split(/\r?\n/)
      .filter((line) => line.trim() !== '');
    expect(rows[0]?.split('\t')).toEqual(['sex', 'age', 'l', 'm', 's']);
    const data = rows.slice(1).map((line) => line.split('\t').map(Number));
    expect(data).toHaveLength(340);
    const fromModule = (['male', 'female'] as const).flatMap((sex, i) =>
      BMI_FOR_AGE[sex].m.map((_, row) => [
        i + 1,
        BMI_FOR_AGE_FIRST_MONTH + row,
        BMI_FOR_AGE[sex].l[row],
        BMI_FOR_AGE[sex].m[row],
        BMI_FOR_AGE[sex].s[row],
      ]),
    );
    expect(fromModule).toEqual(data);
  });

  it('has one entry per month from 60 to 229 months in every column', () => {
    for (const sex of ['male', 'female'] as const) {
      for (const column of [BMI_FOR_AGE[sex].l, BMI_FOR_AGE[sex].m, BMI_FOR_AGE[sex].s]) {
        expect(column).toHaveLength(229 - 60 + 1);
        expect(column.every(Number.isFinite)).toBe(true);
      }
    }
    expect(BMI_FOR_AGE.male.m[0]).toBe(15.2679); // "1 60 -0.7151 15.2679 0.08366"
    expect(BMI_FOR_AGE.female.s.at(-1)).toBe(0.14441); // "2 229 -0.7496 21.4269 0.14441"
  });

  it('keeps the yearly height-for-age rows (L = 1) of WHO’s hfawho2007 table', () => {
    for (const sex of ['male', 'female'] as const) {
      expect(HEIGHT_FOR_AGE_YEARLY[sex].m).toHaveLength(15);
      expect(HEIGHT_FOR_AGE_YEARLY[sex].s).toHaveLength(15);
    }
    // "1 60 1 109.7265 0.04156", "1 228 1 176.5432 0.04134", "2 120 1 138.6363 0.04614"
    expect([HEIGHT_FOR_AGE_YEARLY.male.m[0], HEIGHT_FOR_AGE_YEARLY.male.s[0]]).toEqual([109.7265, 0.04156]);
    expect([HEIGHT_FOR_AGE_YEARLY.male.m[14], HEIGHT_FOR_AGE_YEARLY.male.s[14]]).toEqual([176.5432, 0.04134]);
    expect([HEIGHT_FOR_AGE_YEARLY.female.m[5], HEIGHT_FOR_AGE_YEARLY.female.s[5]]).toEqual([138.6363, 0.04614]);
    // Children grow: the median never falls from one year to the next.
    for (const sex of ['male', 'female'] as const) {
      HEIGHT_FOR_AGE_YEARLY[sex].m.slice(1).forEach((m, i) => expect(m).toBeGreaterThan(HEIGHT_FOR_AGE_YEARLY[sex].m[i] as number));
    }
  });
});

describe('bmiForAgeLms', () => {
  it('reads a whole month straight from the table', () => {
    expect(bmiForAgeLms('female', 108)).toEqual({ l: -1.465, m: 16.0964, s: 0.11816 }); // "2 108"
    expect(bmiForAgeLms('male', 192)).toEqual({ l: -1.3529, m: 20.4951, s: 0.12579 }); // "1 192"
  });

  it('interpolates L, M and S linearly between the two whole months around the age', () => {
    // Boy, 112.5 months: halfway between "1 112 -1.6753 16.1692 0.10214" and "1 113 -1.6851 16.2009 0.10259".
    const lms = bmiForAgeLms('male', 112.5);
    expect(lms.l).toBeCloseTo(-1.6802, 12);
    expect(lms.m).toBeCloseTo(16.18505, 12);
    expect(lms.s).toBeCloseTo(0.102365, 12);
    // A quarter of the way: L = −1.6753 + 0.25 × (−1.6851 + 1.6753).
    expect(bmiForAgeLms('male', 112.25).l).toBeCloseTo(-1.6753 + 0.25 * -0.0098, 12);
  });

  it('covers 61 to 228 months, WHO’s range, and refuses other ages', () => {
    expect(bmiForAgeLms('male', REFERENCE_AGE_MONTHS.min)).toEqual({ l: -0.7387, m: 15.2641, s: 0.0839 });
    expect(bmiForAgeLms('female', REFERENCE_AGE_MONTHS.max)).toEqual({ l: -0.7496, m: 21.4269, s: 0.14441 });
    for (const age of [60, 60.99, 228.01, 229, Number.NaN]) expect(() => bmiForAgeLms('male', age), String(age)).toThrow(RangeError);
  });
});

describe('lmsZScore and lmsValueAt', () => {
  const lms: Lms = { l: -1.465, m: 16.0964, s: 0.11816 };

  it('are inverse to each other, with the median at z = 0', () => {
    expect(lmsZScore(16.0964, lms)).toBeCloseTo(0, 15);
    expect(lmsValueAt(lms, 0)).toBe(16.0964);
    for (const z of [-3, -1.5, 0.7, 2, 3]) expect(lmsZScore(lmsValueAt(lms, z), lms)).toBeCloseTo(z, 12);
  });

  it('uses the log formula when L is 0', () => {
    expect(lmsZScore(Math.E * 10, { l: 0, m: 10, s: 0.5 })).toBeCloseTo(2, 12);
    expect(lmsValueAt({ l: 0, m: 10, s: 0.5 }, 2)).toBeCloseTo(Math.E * 10, 12);
  });
});

describe('bmiForAgeZScore', () => {
  it('at an exact month: ((BMI / M)^L − 1) / (L × S) with the row’s L, M, S', () => {
    // Girl, 9 years (108 months), BMI 16: ((16 / 16.0964)^−1.465 − 1) / (−1.465 × 0.11816) = −0.05106
    expect(bmiForAgeZScore(16, 'female', 108)).toBeCloseTo(((16 / 16.0964) ** -1.465 - 1) / (-1.465 * 0.11816), 12);
    expect(bmiForAgeZScore(16, 'female', 108)).toBeCloseTo(-0.05106, 5);
    // Boy, 16 years (192 months), BMI 25: ((25 / 20.4951)^−1.3529 − 1) / (−1.3529 × 0.12579) = 1.38505
    expect(bmiForAgeZScore(25, 'male', 192)).toBeCloseTo(((25 / 20.4951) ** -1.3529 - 1) / (-1.3529 * 0.12579), 12);
    expect(bmiForAgeZScore(25, 'male', 192)).toBeCloseTo(1.38505, 5);
  });

  it('between months, from the interpolated L, M, S, for both sexes', () => {
    // Boy, 112.5 months, BMI 18: L = −1.6802, M = 16.18505, S = 0.102365 (see above).
    expect(bmiForAgeZScore(18, 'male', 112.5)).toBeCloseTo(((18 / 16.18505) ** -1.6802 - 1) / (-1.6802 * 0.102365), 10);
    expect(bmiForAgeZScore(18, 'male', 112.5)).toBeCloseTo(0.95086, 5);
    // Girl, 112.5 months: halfway between "2 112 -1.478 16.258 0.11985" and "2 113 -1.4803 16.2999 0.12026".
    expect(bmiForAgeZScore(18, 'female', 112.5)).toBeCloseTo(((18 / 16.27895) ** -1.47915 - 1) / (-1.47915 * 0.120055), 10);
    expect(bmiForAgeZScore(18, 'female', 112.5)).toBeCloseTo(0.77786, 5);
  });

  it('beyond +3 SD: 3 + (BMI − SD3) / (SD3 − SD2), not the LMS curve', () => {
    // Boy, 7 years (84 months), BMI 30: "1 84 -1.246 15.4832 0.09068".
    const sd = (k: number) => 15.4832 * (1 + -1.246 * 0.09068 * k) ** (1 / -1.246);
    expect(sd(3)).toBeCloseTo(21.58446, 5);
    expect(sd(2)).toBeCloseTo(19.01701, 5);
    expect(bmiForAgeZScore(30, 'male', 84)).toBeCloseTo(3 + (30 - sd(3)) / (sd(3) - sd(2)), 10);
    expect(bmiForAgeZScore(30, 'male', 84)).toBeCloseTo(6.27778, 5);
    expect(lmsZScore(30, bmiForAgeLms('male', 84))).toBeCloseTo(4.96866, 5); // what the curve would have said
    // Girl, 7 years, BMI 30: "2 84 -1.2565 15.4036 0.10746" → SD3 23.28716, SD2 19.78885.
    expect(bmiForAgeZScore(30, 'female', 84)).toBeCloseTo(3 + (30 - 23.28716) / (23.28716 - 19.78885), 4);
    expect(bmiForAgeZScore(30, 'female', 84)).toBeCloseTo(4.91888, 5);
  });

  it('below −3 SD: −3 + (BMI − SD−3) / (SD−2 − SD−3)', () => {
    // Girl, 12 years 6 months (150 months), BMI 11: "2 150 -1.3621 18.3986 0.13295".
    const sd = (k: number) => 18.3986 * (1 + -1.3621 * 0.13295 * k) ** (1 / -1.3621);
    expect(sd(-3)).toBeCloseTo(13.37942, 5);
    expect(sd(-2)).toBeCloseTo(14.6634, 4);
    expect(bmiForAgeZScore(11, 'female', 150)).toBeCloseTo(-3 + (11 - sd(-3)) / (sd(-2) - sd(-3)), 10);
    expect(bmiForAgeZScore(11, 'female', 150)).toBeCloseTo(-4.85318, 5);
    // Boy, 150 months, BMI 11: "1 150 -1.7511 17.8704 0.1172" → SD−3 13.58776, SD−2 14.68383.
    expect(bmiForAgeZScore(11, 'male', 150)).toBeCloseTo(-5.36095, 5);
  });

  it('is continuous at ±3 SD (the restricted formula starts where the curve stops)', () => {
    for (const sex of ['male', 'female'] as const) {
      for (const age of [61, 100.5, 160, 228]) {
        const lms = bmiForAgeLms(sex, age);
        for (const k of [3, -3]) {
          expect(bmiForAgeZScore(lmsValueAt(lms, k) * (1 + 1e-9), sex, age)).toBeCloseTo(k, 6);
          expect(bmiForAgeZScore(lmsValueAt(lms, k) * (1 - 1e-9), sex, age)).toBeCloseTo(k, 6);
        }
      }
    }
  });

  it('gives finite SD curves at every row of the table (1 + L·S·z stays positive to ±3)', () => {
    for (const sex of ['male', 'female'] as const) {
      for (let age = REFERENCE_AGE_MONTHS.min; age <= REFERENCE_AGE_MONTHS.max; age++) {
        const lms = bmiForAgeLms(sex, age);
        const curve = [-3, -2, 0, 2, 3].map((k) => lmsValueAt(lms, k));
        expect(curve.every(Number.isFinite)).toBe(true);
        curve.slice(1).forEach((value, i) => expect(value).toBeGreaterThan(curve[i] as number));
      }
    }
  });

  it('refuses a value that is not a BMI', () => {
    for (const bmi of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => bmiForAgeZScore(bmi, 'male', 100)).toThrow(RangeError);
  });

  it('at 18 to 19 years puts +1 SD near a BMI of 25 and +2 SD near 30, the adult cut-offs (why 18–19 get the adult result)', () => {
    for (const sex of ['male', 'female'] as const) {
      for (const age of [216, 228]) {
        const lms = bmiForAgeLms(sex, age);
        expect(lmsValueAt(lms, 1), `${sex} ${age}`).toBeGreaterThanOrEqual(24.7);
        expect(lmsValueAt(lms, 1), `${sex} ${age}`).toBeLessThanOrEqual(25.5);
        expect(lmsValueAt(lms, 2), `${sex} ${age}`).toBeGreaterThanOrEqual(29.2);
        expect(lmsValueAt(lms, 2), `${sex} ${age}`).toBeLessThanOrEqual(29.8);
      }
    }
  });
});

describe('roundZScore', () => {
  it('rounds to two decimals, half away from zero, without floating-point noise', () => {
    expect(roundZScore(1.38505)).toBe(1.39);
    expect(roundZScore(1.005)).toBe(1.01);
    expect(roundZScore(-1.005)).toBe(-1.01);
    expect(roundZScore(2.0049)).toBe(2);
    expect(roundZScore(-0.001)).toBe(0);
    expect(Object.is(roundZScore(-0.001), -0)).toBe(false);
  });
});

describe('heightForAgeZScore', () => {
  it('is (height / M − 1) / S on the yearly rows, interpolated between them', () => {
    expect(heightForAgeZScore(115.9509, 'male', 72)).toBe(0);
    // Boy, 6 years: "1 72 1 115.9509 0.04249"; 130 cm: (130 / 115.9509 − 1) / 0.04249 = 2.85153
    expect(heightForAgeZScore(130, 'male', 72)).toBeCloseTo((130 / 115.9509 - 1) / 0.04249, 12);
    // Girl, 5 years 6 months (66 months): halfway between "2 60 … 109.0725 0.04346" and "2 72 … 115.1244 0.04447".
    expect(heightForAgeZScore(100, 'female', 66)).toBeCloseTo((100 / 112.09845 - 1) / 0.043965, 12);
  });

  it('puts 190 cm at 5 years 6 months far beyond WHO’s ±6 SD limit', () => {
    expect(heightForAgeZScore(190, 'male', 66)).toBeGreaterThan(PLAUSIBLE_Z.heightForAge * 2);
    expect(heightForAgeZScore(190, 'female', 66)).toBeGreaterThan(PLAUSIBLE_Z.heightForAge * 2);
  });

  it('refuses ages outside the reference', () => {
    expect(() => heightForAgeZScore(100, 'male', 60)).toThrow(RangeError);
    expect(() => heightForAgeZScore(170, 'male', 229)).toThrow(RangeError);
  });
});

describe('erf, erfc and normalCdf', () => {
  // Reference values from the C library's erf/erfc (IEEE double), and standard normal tables.
  const ERF: [number, number][] = [
    [0, 0],
    [0.1, 0.1124629160182849],
    [0.5, 0.5204998778130465],
    [1, 0.8427007929497149],
    [1.5, 0.9661051464753108],
    [2, 0.9953222650189527],
    [2.5, 0.999593047982555],
    [3, 0.9999779095030014],
  ];
  const ERFC: [number, number][] = [
    [0, 1],
    [0.5, 0.4795001221869535],
    [1, 0.15729920705028513],
    [2, 0.004677734981047265],
    [2.5, 0.0004069520174449589],
    [3, 2.2090496998585438e-5],
    [4, 1.541725790028002e-8],
    [5, 1.5374597944280351e-12],
    [8, 1.1224297172982928e-29],
    [-1, 1.842700792949715],
  ];

  it.each(ERF)('erf(%s) = %s, and erf is odd', (x, expected) => {
    expect(erf(x)).toBeCloseTo(expected, 14);
    expect(erf(-x)).toBeCloseTo(-expected, 14);
  });

  it.each(ERFC)('erfc(%s) = %s to 11 significant digits, even in the far tail', (x, expected) => {
    expect(Math.abs(erfc(x) - expected) / expected).toBeLessThan(1e-11);
  });

  it('is continuous where erf switches from its series to erfc’s continued fraction', () => {
    expect(erfc(2.5 - 1e-12)).toBeCloseTo(erfc(2.5), 14);
    expect(erf(2.5 - 1e-12)).toBeCloseTo(erf(2.5), 14);
  });

  it('gives the standard normal distribution, in both tails', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 14);
    expect(normalCdf(-1)).toBeCloseTo(0.15865525393145707, 14);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021048517795, 14);
    expect(normalCdf(2)).toBeCloseTo(0.9772498680518208, 14);
    expect(normalCdf(-3)).toBeCloseTo(0.0013498980316301, 14);
    expect(Math.abs(normalCdf(-5) - 2.866515718791939e-7) / 2.866515718791939e-7).toBeLessThan(1e-10);
    expect(Math.abs(normalCdf(-8) - 6.220960574271784e-16) / 6.220960574271784e-16).toBeLessThan(1e-10);
    expect(normalCdf(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(normalCdf(Number.POSITIVE_INFINITY)).toBe(1);
    expect(normalCdf(Number.NaN)).toBeNaN();
    expect([erf(Number.POSITIVE_INFINITY), erf(Number.NEGATIVE_INFINITY), erfc(Number.NEGATIVE_INFINITY)]).toEqual([1, -1, 2]);
  });

  it('gives percentiles: z = 0 is the 50th, ±1 the 84th and 16th, +2 the 97.7th', () => {
    expect(zScorePercentile(0)).toBe(50);
    expect(zScorePercentile(1)).toBeCloseTo(84.13447, 5);
    expect(zScorePercentile(-1)).toBeCloseTo(15.86553, 5);
    expect(zScorePercentile(2)).toBeCloseTo(97.72499, 5);
    expect(zScorePercentile(-3)).toBeCloseTo(0.13499, 5);
    expect(zScorePercentile(-1.88)).toBeCloseTo(3.0054, 4); // the "3rd percentile" line
  });
});

describe('classifyBmiForAge', () => {
  /** Every boundary on both sides: below −3 severe thinness, below −2 thinness, above +1 overweight, above +2 obesity. */
  const cases: [number, string][] = [
    [-6, 'severeThinness'],
    [-3.01, 'severeThinness'],
    [-3, 'thinness'],
    [-2.5, 'thinness'],
    [-2.01, 'thinness'],
    [-2, 'normal'],
    [-1.99, 'normal'],
    [0, 'normal'],
    [0.99, 'normal'],
    [1, 'normal'],
    [1.01, 'overweight'],
    [1.99, 'overweight'],
    [2, 'overweight'],
    [2.01, 'obesity'],
    [3, 'obesity'],
    [6, 'obesity'],
  ];

  it.each(cases)('z = %s is %s', (z, category) => {
    expect(classifyBmiForAge(z)).toBe(category);
  });

  it('has bands without gaps or overlaps: each ends where the next begins, on exactly one side', () => {
    expect(BMI_FOR_AGE_BANDS[0]?.from).toBeUndefined();
    expect(BMI_FOR_AGE_BANDS.at(-1)?.to).toBeUndefined();
    BMI_FOR_AGE_BANDS.slice(1).forEach((band, i) => {
      const previous = BMI_FOR_AGE_BANDS[i];
      expect(band.from?.z).toBe(previous?.to?.z);
      expect(band.from?.inclusive).toBe(!previous?.to?.inclusive);
    });
  });

  it('refuses NaN', () => {
    expect(() => classifyBmiForAge(Number.NaN)).toThrow(RangeError);
  });

  it('words each band by the inclusivity of its ends, so the page prints the boundaries exactly', () => {
    expect(BMI_FOR_AGE_BANDS.map(zBandWording)).toEqual(['below', 'fromBelow', 'fromTo', 'aboveTo', 'above']);
    expect(() => zBandWording({ category: 'normal', from: { z: 1, inclusive: false }, to: { z: 2, inclusive: false } })).toThrow(
      RangeError,
    );
  });
});

describe('formatting', () => {
  it('prints z-scores with their sign, in each language’s digits', () => {
    expect(formatZScore(1.61, 'en-IN')).toBe('+1.61');
    expect(formatZScore(-0.14, 'en-IN')).toBe('-0.14');
    expect(formatZScore(0, 'en-IN')).toBe('0.00');
    expect(formatZScore(-0, 'en-IN')).toBe('0.00');
    expect(formatZScore(-3, 'en-IN', 0)).toBe('-3');
    expect(formatZScore(1.61, 'hi-IN')).toBe('+1.61');
    expect(formatZScore(1.61, 'mr-IN')).toBe('+१.६१');
  });

  it('prints a percentile to one decimal, and "below 0.1" or "above 99.9" beyond', () => {
    expect(printablePercentile(44.433)).toEqual({ kind: 'exact', value: 44.4 });
    expect(printablePercentile(50)).toEqual({ kind: 'exact', value: 50 });
    expect(printablePercentile(0.15)).toEqual({ kind: 'exact', value: 0.2 });
    expect(printablePercentile(0.1)).toEqual({ kind: 'exact', value: 0.1 });
    expect(printablePercentile(0.049)).toEqual({ kind: 'below', value: 0.1 });
    expect(printablePercentile(99.9)).toEqual({ kind: 'exact', value: 99.9 });
    expect(printablePercentile(99.95)).toEqual({ kind: 'above', value: 99.9 });
    expect(printablePercentile(zScorePercentile(5))).toEqual({ kind: 'above', value: 99.9 });
    expect(printablePercentile(zScorePercentile(-5))).toEqual({ kind: 'below', value: 0.1 });
  });
});
