import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useChromiumWithSite } from '../helpers/browser.ts';
import { FIXTURE_DIST } from '../helpers/site-build.ts';

/** The calculator's English strings, as a reader sees them. */
const EN = {
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
    const context = await chromium.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: javaScript });
    const page = await context.newPage();
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

  /** The error shown for a field: the element its aria-describedby names, next to it. */
  async function fieldError(page: Page, label: string): Promise<{ text: string; sameField: boolean }> {
    const input = page.getByLabel(label, { exact: true });
    await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
    const id = await input.getAttribute('aria-describedby');
    expect(id).toBeTruthy();
    const message = page.locator(`[id="${id}"]`);
    // "Next to the field": the message shares the input's wrapper with its label.
    const sameField = await message.evaluate((el, inputId) => el.parentElement?.querySelector(`[id="${inputId}"]`) !== null, await input.getAttribute('id'));
    return { text: (await message.textContent()) ?? '', sameField };
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
      await calculate(page, { [EN.height]: '170', [EN.weight]: '70' });
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
      await calculate(page, { [EN.feet]: '5', [EN.inches]: '7', [EN.pounds]: '154' });
      await expect.poll(() => page.getByRole('status').textContent()).toContain('Your BMI: 24.1');
      expect(await card(page, EN.asianIndian).textContent()).toContain('Overweight');
      expect(await card(page, EN.who).textContent()).toContain('Healthy weight for your height: 119 lb to 158 lb');
      expectOnlySameOrigin(requests);
      expect(errors).toEqual([]);
    });

    it('shows the reason next to each bad field, and no result', async () => {
      const { page, errors, requests } = await open('/utilities', width);
      // A good result first, so the test also sees it disappear.
      await calculate(page, { [EN.height]: '170', [EN.weight]: '70' });
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
    await calculate(page, { 'लंबाई (सेमी)': '', 'वज़न (किलो)': 'सत्तर' }, 'बीएमआई निकालें');
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
    await calculate(page, { 'उंची (सेमी)': '१७०', 'वजन (किलो)': '७०' }, 'बीएमआय काढा');
    await expect.poll(() => page.getByRole('status').textContent()).toContain('तुमचा बीएमआय: २४.२');
    expect(await card(page, 'आशियाई-भारतीय निकष (भारतात वापरले जाणारे)').textContent()).toContain('जास्त वजन');
    expect(errors).toEqual([]);
  });

  it('is useful before any JavaScript runs: the form, the explanation and both cut-off tables', async () => {
    const { page, errors, requests } = await open('/utilities', 375, { javaScript: false });
    for (const label of [EN.height, EN.weight]) expect(await page.getByLabel(label, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: EN.submit }).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'Units' }).getByRole('radio').count()).toBe(2);
    expect(await page.getByText('BMI is a screening number, not a diagnosis.').first().isVisible()).toBe(true);
    expect(await page.getByText('70 ÷ (1.70 × 1.70) = 24.2').isVisible()).toBe(true);
    const rows = (name: string) => page.getByRole('table', { name }).locator('tbody tr').allTextContents();
    expect(await rows(EN.asianIndian)).toEqual(['Below 18.5Underweight', '18.5 to 22.9Normal weight', '23.0 to 24.9Overweight', '25.0 or moreObese']);
    expect(await rows(EN.who)).toEqual([
      'Below 18.5Underweight',
      '18.5 to 24.9Normal weight',
      '25.0 to 29.9Overweight',
      '30.0 to 34.9Obese (class I)',
      '35.0 to 39.9Obese (class II)',
      '40.0 or moreObese (class III)',
    ]);
    // Playwright's "JavaScript off" still parses <noscript> as raw text, so read the markup.
    expect(await page.locator('main noscript').innerHTML()).toContain('This calculator needs JavaScript');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expectOnlySameOrigin(requests);
    expect(errors).toEqual([]);
  });
});
