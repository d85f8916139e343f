import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/ui/en.ts';
import { hi } from '../../src/i18n/ui/hi.ts';
import { mr } from '../../src/i18n/ui/mr.ts';
import { browserAvailable, useChromiumWithSite } from '../helpers/browser.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';

/** The calculator's English strings, as a reader sees them. */
const EN = {
  years: 'Years',
  months: 'Months',
  height: 'Height (cm)',
  weight: 'Weight (kg)',
  feet: 'Feet',
  inches: 'Inches',
  pounds: 'Weight (lb)',
  imperial: 'Feet, inches and pounds',
  submit: 'Calculate BMI',
  asianIndian: 'Asian-Indian cut-offs (used in India)',
  who: 'WHO international cut-offs',
};

describe.runIf(browserAvailable())('the BMI calculator in Chromium', () => {
  const chromium = useChromiumWithSite(FIXTURE_DIST);

  interface Opened {
    page: Page;
    /** Console errors, uncaught exceptions and failed requests. */
    errors: string[];
    /** Every URL the page requested. */
    requests: string[];
  }

  /** Opens a page at a viewport width, recording errors and requests; waits for hydration. */
  async function open(path: string, width: number, { javaScript = true } = {}): Promise<Opened> {
    const page = await chromium.sharedPage({ viewport: { width, height: 800 }, javaScriptEnabled: javaScript });
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('requestfailed', (request) => errors.push(`${request.url()} ${request.failure()?.errorText}`));
    const response = await page.goto(`${chromium.site.url}${path}`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    if (javaScript) {
      const island = page.locator('astro-island[component-url*="BmiCalculator"]');
      await island.scrollIntoViewIfNeeded();
      // Astro removes `ssr` once the island has hydrated; before that the form does nothing.
      await page.locator('astro-island[component-url*="BmiCalculator"]:not([ssr])').waitFor({ state: 'attached' });
    }
    return { page, errors, requests };
  }

  /** Fills the named fields (by their labels) and submits the form. */
  async function calculate(page: Page, values: Record<string, string>, submit = EN.submit): Promise<void> {
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: submit }).click();
  }

  /**
   * The error shown for a field: the element its aria-describedby names next to it (the age
   * fields also name a hint shown above both, which is not the error).
   */
  async function fieldError(page: Page, label: string): Promise<{ text: string; sameField: boolean }> {
    const input = page.getByLabel(label, { exact: true });
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    const ids = (await input.getAttribute('aria-describedby'))?.split(' ') ?? [];
    expect(ids.length).toBeGreaterThan(0);
    const inputId = await input.getAttribute('id');
    for (const id of ids) {
      const message = page.locator(`[id="${id}"]`);
      // "Next to the field": the message shares the input's wrapper with its label.
      const sameField = await message.evaluate(
        (el, of) => el.parentElement !== null && el.parentElement === document.getElementById(of ?? '')?.parentElement,
        inputId,
      );
      if (sameField || ids.length === 1) return { text: (await message.textContent()) ?? '', sameField };
    }
    return { text: '', sameField: false };
  }

  /** Every request went to the site itself: no analytics, fonts or APIs elsewhere. */
  function expectOnlySameOrigin(requests: string[]): void {
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => new URL(url).origin !== chromium.site.url)).toEqual([]);
  }

  const card = (page: Page, name: string): Locator => page.getByRole('status').getByRole('region', { name });

  describe.each([375, 1280])('at %i px wide', (width) => {
    it('gives 24.2 for 170 cm / 70 kg: Asian-Indian "overweight", WHO "normal", with healthy weights', async () => {
      const { page, errors, requests } = await open('/utilities', width);
      await calculate(page, { [EN.years]: '30', [EN.height]: '170', [EN.weight]: '70' });
      const status = page.getByRole('status');
      await expect.poll(() => status.textContent()).toContain('Your BMI: 24.2');
      expect(await card(page, EN.asianIndian).textContent()).toContain('Overweight');
      expect(await card(page, EN.asianIndian).textContent()).toContain('BMI range: 23.0 to 24.9');
      expect(await card(page, EN.asianIndian).textContent()).toContain('Healthy weight for your height: 53.5 kg to 66.1 kg');
      expect(await card(page, EN.who).textContent()).toContain('Normal weight');
      expect(await card(page, EN.who).textContent()).toContain('Healthy weight for your height: 53.5 kg to 71.9 kg');

      // Both classifications are visible, side by side when there is room, stacked on a phone.
      const [asian, who] = await Promise.all([card(page, EN.asianIndian).boundingBox(), card(page, EN.who).boundingBox()]);
      expect(asian && who).toBeTruthy();
      if (width >= 1000) expect(who?.y).toBe(asian?.y);
      else expect(who!.y).toBeGreaterThan(asian!.y + asian!.height - 1);
      // Nothing sticks out sideways on a small phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      expectOnlySameOrigin(requests);
      expect(errors).toEqual([]);
    });

    it('converts 5 ft 7 in / 154 lb and gives the healthy range in pounds', async () => {
      const { page, errors, requests } = await open('/utilities', width);
      await page.getByRole('radio', { name: EN.imperial }).check();
      await calculate(page, { [EN.years]: '30', [EN.feet]: '5', [EN.inches]: '7', [EN.pounds]: '154' });
      await expect.poll(() => page.getByRole('status').textContent()).toContain('Your BMI: 24.1');
      expect(await card(page, EN.asianIndian).textContent()).toContain('Overweight');
      expect(await card(page, EN.who).textContent()).toContain('Healthy weight for your height: 119 lb to 158 lb');
      expectOnlySameOrigin(requests);
      expect(errors).toEqual([]);
    });

    it('shows the reason next to each bad field, and no result', async () => {
      const { page, errors, requests } = await open('/utilities', width);
      // A good result first, so the test also sees it disappear (the age stays filled in).
      await calculate(page, { [EN.years]: '30', [EN.height]: '170', [EN.weight]: '70' });
      await expect.poll(() => page.getByRole('status').textContent()).toContain('24.2');

      const cases: [string, string, string, string][] = [
        ['', '', 'Enter your height.', 'Enter your weight.'],
        ['abc', '70kg', 'Use digits only, for example 65 or 65.5.', 'Use digits only, for example 65 or 65.5.'],
        ['0', '0', 'This cannot be zero.', 'This cannot be zero.'],
        ['-170', '-70', 'This cannot be a negative number.', 'This cannot be a negative number.'],
        ['300', '400', 'Enter a height between 50 cm and 250 cm.', 'Enter a weight between 2 kg and 350 kg.'],
        ['49', '1.5', 'Enter a height between 50 cm and 250 cm.', 'Enter a weight between 2 kg and 350 kg.'],
      ];
      for (const [height, weight, heightMessage, weightMessage] of cases) {
        await calculate(page, { [EN.height]: height, [EN.weight]: weight });
        expect(await fieldError(page, EN.height), `height ${JSON.stringify(height)}`).toEqual({ text: heightMessage, sameField: true });
        expect(await fieldError(page, EN.weight), `weight ${JSON.stringify(weight)}`).toEqual({ text: weightMessage, sameField: true });
        expect(await page.getByRole('status').textContent()).toBe('');
        // Focus goes to the first field to fix.
        expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('heightCm');
      }

      // One bad field: only that field is marked.
      await calculate(page, { [EN.height]: '170', [EN.weight]: 'x' });
      expect(await page.getByLabel(EN.height, { exact: true }).getAttribute('aria-invalid')).toBeNull();
      expect((await fieldError(page, EN.weight)).text).toBe('Use digits only, for example 65 or 65.5.');

      // Imperial input is checked on its metric value; the message is in feet and inches.
      await page.getByRole('radio', { name: EN.imperial }).check();
      await calculate(page, { [EN.feet]: '9', [EN.inches]: '', [EN.pounds]: '154' });
      expect((await fieldError(page, EN.feet)).text).toBe('Enter a height between 1 ft 8 in and 8 ft 2 in.');
      await calculate(page, { [EN.feet]: '5', [EN.inches]: '14', [EN.pounds]: '800' });
      expect((await fieldError(page, EN.inches)).text).toBe('Inches must be less than 12 (12 inches make 1 foot).');
      expect((await fieldError(page, EN.pounds)).text).toBe('Enter a weight between 5 lb and 771 lb.');
      expect(await page.getByRole('status').textContent()).toBe('');

      expectOnlySameOrigin(requests);
      expect(errors).toEqual([]);
    });
  });

  it('works in Hindi, with Hindi labels, results and messages', async () => {
    const { page, errors, requests } = await open('/hi/utilities', 375);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await page.locator('h1').textContent()).toBe('बीएमआई कैलकुलेटर');
    await calculate(page, { साल: '30', 'लंबाई (सेमी)': '', 'वज़न (किलो)': 'सत्तर' }, 'बीएमआई निकालें');
    expect((await fieldError(page, 'लंबाई (सेमी)')).text).toBe('अपनी लंबाई लिखें।');
    expect((await fieldError(page, 'वज़न (किलो)')).text).toBe('सिर्फ़ अंक लिखें, जैसे 65 या 65.5।');
    expect(await page.getByRole('status').textContent()).toBe('');

    // Enter in a field submits, as in any form.
    await page.getByLabel('लंबाई (सेमी)', { exact: true }).fill('170');
    await page.getByLabel('वज़न (किलो)', { exact: true }).fill('70');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toContain('आपका बीएमआई: 24.2');
    expect(await card(page, 'एशियाई-भारतीय मानक (भारत में अपनाए जाते हैं)').textContent()).toContain('अधिक वज़न');
    expect(await card(page, 'WHO के अंतरराष्ट्रीय मानक').textContent()).toContain('सामान्य वज़न');
    expectOnlySameOrigin(requests);
    expect(errors).toEqual([]);
  });

  it('reads Devanagari digits and answers in Marathi numerals', async () => {
    const { page, errors } = await open('/mr/utilities', 375);
    expect(await page.locator('html').getAttribute('lang')).toBe('mr');
    await calculate(page, { वर्षे: '३०', 'उंची (सेमी)': '१७०', 'वजन (किलो)': '७०' }, 'बीएमआय काढा');
    await expect.poll(() => page.getByRole('status').textContent()).toContain('तुमचा बीएमआय: २४.२');
    expect(await card(page, 'आशियाई-भारतीय निकष (भारतात वापरले जाणारे)').textContent()).toContain('जास्त वजन');
    expect(errors).toEqual([]);
  });

  it('is useful before any JavaScript runs: the form, the explanation and both cut-off tables', async () => {
    const { page, errors, requests } = await open('/utilities', 375, { javaScript: false });
    for (const label of [EN.years, EN.months, EN.height, EN.weight, 'Pregnant now'])
      expect(await page.getByLabel(label, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: EN.submit }).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'Units' }).getByRole('radio').count()).toBe(2);
    expect(await page.getByRole('group', { name: 'Sex' }).getByRole('radio').count()).toBe(2);
    expect(await page.getByRole('group', { name: 'Sex' }).locator('label').allTextContents()).toEqual(['Girl or woman', 'Boy or man']);
    expect(await page.getByText('BMI is a screening number, not a diagnosis.').first().isVisible()).toBe(true);
    expect(await page.getByText('70 ÷ (1.70 × 1.70) = 24.2').isVisible()).toBe(true);
    const rows = (name: string) => page.getByRole('table', { name }).locator('tbody tr').allTextContents();
    expect(await rows(EN.asianIndian)).toEqual([
      'Below 18.5Underweight',
      '18.5 to 22.9Normal weight',
      '23.0 to 24.9Overweight',
      '25.0 or moreObese',
    ]);
    expect(await rows(EN.who)).toEqual([
      'Below 18.5Underweight',
      '18.5 to 24.9Normal weight',
      '25.0 to 29.9Overweight',
      '30.0 to 34.9Obese (class I)',
      '35.0 to 39.9Obese (class II)',
      '40.0 or moreObese (class III)',
    ]);
    // Children: WHO's categories with exact boundaries, the other ages, and the source.
    expect(await rows('WHO BMI-for-age categories, 5 to 19 years')).toEqual([
      'Below -3Severe thinness',
      '-3 to below -2Thinness',
      '-2 to +1Normal',
      'Above +1, up to +2Overweight',
      'Above +2Obesity',
    ]);
    expect(await page.getByText('Anganwadi worker').first().isVisible()).toBe(true);
    expect(await page.getByText('BMI categories and healthy weight ranges do not apply during pregnancy').first().isVisible()).toBe(true);
    const source = page.getByRole('link', { name: 'Growth reference data for 5–19 years' });
    expect(await source.getAttribute('href')).toBe('https://www.who.int/tools/growth-reference-data-for-5to19-years');
    // Playwright's "JavaScript off" still parses <noscript> as raw text, so read the markup.
    expect(await page.locator('main noscript').innerHTML()).toContain('This calculator needs JavaScript');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expectOnlySameOrigin(requests);
    expect(errors).toEqual([]);
  });

  describe('for every age', () => {
    it('gives 18- and 19-year-olds the adult result, and says why', async () => {
      const { page, errors } = await open('/utilities', 375);
      await calculate(page, { [EN.years]: '18', [EN.months]: '6', [EN.height]: '170', [EN.weight]: '70' });
      const status = page.getByRole('status');
      await expect.poll(() => status.textContent()).toContain('Your BMI: 24.2');
      expect(await card(page, EN.asianIndian).textContent()).toContain('Overweight');
      expect(await status.textContent()).toContain('At 18 and 19, two references overlap');
      // From 19 years 1 month, the adult result alone, exactly as before.
      await calculate(page, { [EN.years]: '19', [EN.months]: '1' });
      await expect.poll(() => status.textContent()).not.toContain('two references overlap');
      expect(await status.textContent()).toContain('Your BMI: 24.2');
      expect(errors).toEqual([]);
    });

    it('gives no category during pregnancy', async () => {
      const { page, errors } = await open('/utilities', 375);
      await page.getByLabel('Pregnant now', { exact: true }).check();
      await calculate(page, { [EN.years]: '27', [EN.height]: '160', [EN.weight]: '70' });
      const status = page.getByRole('status');
      await expect.poll(() => status.textContent()).toContain('BMI categories and healthy weight ranges do not apply during pregnancy');
      expect(await status.textContent()).not.toContain('Your BMI');
      expect(await status.locator('[data-standard]').count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it('works for a child in feet, inches and pounds', async () => {
      const { page, errors } = await open('/utilities', 375);
      await page.getByRole('radio', { name: 'Girl or woman' }).check();
      await page.getByRole('radio', { name: EN.imperial }).check();
      await calculate(page, { [EN.years]: '9', [EN.feet]: '4', [EN.inches]: '5', [EN.pounds]: '62' });
      await expect.poll(() => page.getByRole('status').textContent()).toContain('BMI: 15.5');
      expect(await card(page, 'WHO BMI-for-age (growth reference, 5 to 19 years)').textContent()).toContain('Normal');
      // An impossible height for the age is reported on the feet field.
      await calculate(page, { [EN.years]: '5', [EN.months]: '6', [EN.feet]: '6', [EN.inches]: '3', [EN.pounds]: '130' });
      expect((await fieldError(page, EN.feet)).text).toBe(en['bmi.error.heightForAge']);
      expect(errors).toEqual([]);
    });
  });

  /** The same visits in each language: labels and messages from its dictionary, numbers in its digits. */
  const LANGUAGES = [
    { lang: 'en', path: '/utilities', ui: en },
    { lang: 'hi', path: '/hi/utilities', ui: hi },
    { lang: 'mr', path: '/mr/utilities', ui: mr },
  ] as const;

  describe.each(LANGUAGES)('in $lang', ({ lang, path, ui }) => {
    /** Numbers as the page writes them: Marathi uses Devanagari digits. */
    const num = (text: string) => (lang === 'mr' ? text.replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit))) : text);
    const fillIn = (template: string, value: string) => template.replace('{value}', value);
    const label = {
      years: ui['bmi.form.ageYears'],
      months: ui['bmi.form.ageMonths'],
      height: ui['bmi.form.heightCm'],
      weight: ui['bmi.form.weightKg'],
    };
    const submit = ui['bmi.form.submit'];
    const childCard = (page: Page) => card(page, ui['bmi.child.standard']);

    /** Opens the page, chooses the sex (if given), fills the fields and submits. */
    async function visit(values: Partial<Record<keyof typeof label, string>>, sex?: 'female' | 'male') {
      const opened = await open(path, 375);
      if (sex) await opened.page.getByRole('radio', { name: ui[`bmi.form.${sex}`] }).check();
      await calculate(
        opened.page,
        Object.fromEntries(Object.entries(values).map(([key, value]) => [label[key as keyof typeof label], value])),
        submit,
      );
      return opened;
    }

    /** Nothing of the adult result: no cut-off cards, no healthy weight range, no adult labels. */
    async function expectNoAdultResult(page: Page) {
      const text = (await page.getByRole('status').textContent()) ?? '';
      expect(await card(page, ui['bmi.standard.asianIndian']).count()).toBe(0);
      expect(await card(page, ui['bmi.standard.who']).count()).toBe(0);
      expect(text).not.toContain(ui['bmi.result.bmi']);
      expect(text).not.toContain(ui['bmi.result.healthy'].split('{')[0]);
      for (const key of ['bmi.category.underweight', 'bmi.category.normal', 'bmi.category.obese'] as const)
        expect(text).not.toContain(ui[key]);
    }

    it('an adult (30 years) sees exactly the adult result', async () => {
      const { page, errors, requests } = await visit({ years: num('30'), height: num('170'), weight: num('70') });
      await expect.poll(() => page.getByRole('status').textContent()).toContain(`${ui['bmi.result.bmi']}: ${num('24.2')}`);
      expect(await card(page, ui['bmi.standard.asianIndian']).textContent()).toContain(ui['bmi.category.overweight']);
      expect(await card(page, ui['bmi.standard.who']).textContent()).toContain(ui['bmi.category.normal']);
      expect(await childCard(page).count()).toBe(0);
      expect(await page.getByRole('status').textContent()).not.toContain(ui['bmi.result.youngAdult']);
      expectOnlySameOrigin(requests);
      expect(errors).toEqual([]);
    });

    it('a 9-year-old girl gets WHO’s BMI-for-age: normal, z −0.14, 44th percentile', async () => {
      const { page, errors, requests } = await visit({ years: num('9'), height: num('133'), weight: num('28') }, 'female');
      const status = page.getByRole('status');
      await expect.poll(() => status.textContent()).toContain(`${ui['bmi.child.bmi']}: ${num('15.8')}`);
      const result = (await childCard(page).textContent()) ?? '';
      expect(result).toContain(ui['bmi.child.category.normal']);
      expect(result).toContain(ui['bmi.child.meaning.normal']);
      expect(result).toContain(fillIn(ui['bmi.child.zScore'], num('-0.14')));
      expect(result).toContain(fillIn(ui['bmi.child.percentile'], num('44.3')));
      expect(await status.textContent()).toContain(ui['bmi.child.doctor']);
      await expectNoAdultResult(page);
      expectOnlySameOrigin(requests);
      expect(errors).toEqual([]);
    });

    it('a 16-year-old boy gets WHO’s BMI-for-age: overweight, z +1.61, 95th percentile', async () => {
      const { page, errors } = await visit({ years: num('16'), height: num('170'), weight: num('75') }, 'male');
      await expect.poll(() => page.getByRole('status').textContent()).toContain(`${ui['bmi.child.bmi']}: ${num('26.0')}`);
      const result = (await childCard(page).textContent()) ?? '';
      expect(result).toContain(ui['bmi.child.category.overweight']);
      expect(result).toContain(ui['bmi.child.meaning.overweight']);
      expect(result).toContain(fillIn(ui['bmi.child.zScore'], num('+1.61')));
      expect(result).toContain(fillIn(ui['bmi.child.percentile'], num('94.6')));
      await expectNoAdultResult(page);
      expect(errors).toEqual([]);
    });

    it('a 3-year-old gets no category, and is sent to the growth chart', async () => {
      const { page, errors } = await visit({ years: num('3'), height: num('95'), weight: num('14') });
      const status = page.getByRole('status');
      await expect.poll(() => status.textContent()).toContain(ui['bmi.child.under5']);
      expect(await status.locator('[data-standard]').count()).toBe(0); // no result card
      expect(await status.locator('strong').count()).toBe(0); // no BMI either
      await expectNoAdultResult(page);
      expect(errors).toEqual([]);
    });

    it('refuses impossible combinations for the age, on the field to check, and shows no result', async () => {
      // A BMI of 80 at 7 years.
      const { page, errors } = await visit({ years: num('7'), height: num('120'), weight: num('115.2') }, 'male');
      expect(await fieldError(page, label.weight)).toEqual({ text: ui['bmi.error.bmiForAge'], sameField: true });
      expect(await page.getByLabel(label.height, { exact: true }).getAttribute('aria-invalid')).toBeNull();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('weightKg');
      expect(await page.getByRole('status').textContent()).toBe('');

      // 190 cm at 5 years 6 months.
      await calculate(
        page,
        { [label.years]: num('5'), [label.months]: num('6'), [label.height]: num('190'), [label.weight]: num('60') },
        submit,
      );
      expect(await fieldError(page, label.height)).toEqual({ text: ui['bmi.error.heightForAge'], sameField: true });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('heightCm');
      expect(await page.getByRole('status').textContent()).toBe('');

      // Months must be below 12; the age is needed.
      await calculate(
        page,
        { [label.years]: num('9'), [label.months]: num('12'), [label.height]: num('133'), [label.weight]: num('28') },
        submit,
      );
      expect(await fieldError(page, label.months)).toEqual({ text: ui['bmi.error.monthsRange'], sameField: true });
      await calculate(page, { [label.years]: '', [label.months]: '' }, submit);
      expect(await fieldError(page, label.years)).toEqual({ text: ui['bmi.error.ageEmpty'], sameField: true });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('ageYears');
      expect(errors).toEqual([]);
    });

    it('asks for the sex of a child, with the message tied to the group', async () => {
      const { page, errors } = await visit({ years: num('9'), height: num('133'), weight: num('28') });
      const group = page.getByRole('group', { name: ui['bmi.form.sex'] });
      await expect.poll(() => group.getAttribute('aria-describedby')).toMatch(/ /);
      const described = await group.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent),
      );
      expect(described).toEqual([ui['bmi.form.sexHint'], ui['bmi.error.sexMissing']]);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('female');
      expect(await page.getByRole('status').textContent()).toBe('');
      // Choosing it is enough.
      await page.getByRole('radio', { name: ui['bmi.form.female'] }).check();
      await page.getByRole('button', { name: submit }).click();
      await expect.poll(() => childCard(page).textContent()).toContain(ui['bmi.child.category.normal']);
      expect(await group.getAttribute('aria-describedby')).not.toMatch(/ /);
      expect(errors).toEqual([]);
    });
  });
});
