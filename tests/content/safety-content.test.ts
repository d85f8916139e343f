import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArticleSource } from '../../src/lib/article-source.ts';

/**
 * Pins the safety advice readers act on (issue 13, section 5), so that an edit or a new
 * translation cannot silently drop it. Phrases are the ones a reader needs, checked loosely
 * (whitespace and line breaks do not matter), in each language's own digits.
 */
const POSTS = path.resolve('content/posts');

/** The article's Markdown body, whitespace collapsed. */
function body(lang: string, slug: string): string {
  const { body: text } = parseArticleSource(fs.readFileSync(path.join(POSTS, lang, `${slug}.md`), 'utf8'));
  return text.replace(/\s+/g, ' ');
}

/** The text after the `## Key points` heading (or its translation), the summary readers skim. */
function keyPoints(text: string): string {
  const at = text.search(/## (?:Key points|मुख्य बातें|महत्त्वाचे मुद्दे|मुख्य मुद्दे)/);
  return at === -1 ? '' : text.slice(at);
}

describe('diabetes: low-blood-sugar first aid and when to call for help', () => {
  it.each([
    ['en', 'diabetes', /rule of 15/i, /15 g of fast-acting sugar/, /wait 15 minutes/i, /call 108 \(ambulance\) or 112/, /never give food or drink by mouth to someone who is unconscious/i],
    ['hi', 'diabetes-hindi', /15 का नियम/, /15 ग्राम/, /15 मिनट/, /108 \(एम्बुलेंस\) या 112/, /बेहोश .*मुँह में कभी कुछ न डालें/],
    ['mr', 'diabetes-marathi', /१५ चा नियम/, /१५ ग्रॅम/, /१५ मिनिटे/, /१०८ \(रुग्णवाहिका\) किंवा ११२/, /बेशुद्ध .*तोंडात कधीही काहीही घालू नका/],
  ])('%s/%s', (lang, slug, ...phrases) => {
    const text = body(lang, slug);
    for (const phrase of phrases) expect(text, String(phrase)).toMatch(phrase);
  });

  it('the English article gives the glucose-tolerance cut-offs', () => {
    const text = body('en', 'diabetes');
    expect(text).toMatch(/200 mg\/dL/);
    expect(text).toMatch(/140[–-]199 mg\/dL/);
  });
});

describe('vitamin B12: the risk is acid-suppressing medicine, not an occasional antacid', () => {
  it.each([
    ['en', 'vitamin-b12', /proton-pump inhibitors \(PPIs\)/, /H2 blockers/],
    ['hi', 'vitamin-b12-hindi', /प्रोटॉन-पंप इनहिबिटर \(PPI\)/, /H2 ब्लॉकर/],
    ['mr', 'vitamin-b12-marathi', /प्रोटॉन-पंप इन्हिबिटर \(PPI\)/, /एच२ ब्लॉकर/],
  ])('%s/%s names PPIs and H2 blockers', (lang, slug, ...phrases) => {
    const text = body(lang, slug);
    for (const phrase of phrases) expect(text, String(phrase)).toMatch(phrase);
  });

  it('never names "antacids" as a risk, in the body or the key points', () => {
    const text = body('en', 'vitamin-b12');
    expect(text).not.toMatch(/\bantacids\b/i);
    expect(keyPoints(text)).toMatch(/acid-suppressing medicines \(PPIs/);
  });
});

describe('vitamin D: the adult upper limit and high-dose sachets', () => {
  it.each([
    ['en', 'vitamin-d-part-1', /4,000 IU/],
    ['en', 'vitamin-d-part-2', /4,000 IU/],
    ['en', 'vitamin-d-part-3', /4,000 IU/],
    ['hi', 'vitamin-d-part-1-hindi', /4,000 IU/],
    ['mr', 'vitamin-d-part-1-marathi', /४,००० IU/],
  ])('%s/%s states the 4,000 IU upper limit', (lang, slug, phrase) => {
    expect(body(lang, slug)).toMatch(phrase);
  });

  it.each([
    ['en', 'vitamin-d-part-1', /60,000 IU/],
    ['en', 'vitamin-d-part-3', /60,000 IU/],
    ['hi', 'vitamin-d-part-1-hindi', /60,000 IU/],
    ['mr', 'vitamin-d-part-1-marathi', /६०,००० IU/],
  ])('%s/%s warns about 60,000 IU sachets without a prescription', (lang, slug, phrase) => {
    expect(body(lang, slug)).toMatch(phrase);
  });
});

describe('vitamin C, part 4: steam inhalation', () => {
  it('warns of scalds and says it is not for children', () => {
    const text = body('en', 'vitamin-c-part-4');
    expect(text).toMatch(/burns and scalds from hot water are common/i);
    expect(text).toMatch(/children should not do steam inhalation/i);
  });
});

describe('MSG and preservatives: when a reaction is an emergency', () => {
  it.each([['msg-monosodium-glutamate'], ['food-preservatives']])('en/%s names wheezing and swelling as urgent, with 108 or 112', (slug) => {
    const text = body('en', slug);
    expect(text).toMatch(/wheezing/i);
    expect(text).toMatch(/swelling of the lips, tongue or face/);
    expect(text).toMatch(/call 108 or 112/);
    expect(keyPoints(text)).toMatch(/Wheezing, trouble breathing, or swelling .* is an emergency/);
  });
});
