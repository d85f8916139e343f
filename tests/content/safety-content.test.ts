import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArticleSource } from '../../src/lib/article-source.ts';

/**
 * Pins the safety advice readers act on (issue 13, section 5; issue 21), so that an edit or a new
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

type Lang = 'en' | 'hi' | 'mr';

interface Article {
  lang: Lang;
  /** `lang/slug.md`, for the failure message. */
  file: string;
  /** The Markdown body as written. */
  raw: string;
  /** The body, whitespace collapsed. */
  text: string;
}

/** Every article in every language, so a rule below also holds for an article added later. */
const ARTICLES: Article[] = (['en', 'hi', 'mr'] as const).flatMap((lang) =>
  fs
    .readdirSync(path.join(POSTS, lang))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const { body: raw } = parseArticleSource(fs.readFileSync(path.join(POSTS, lang, name), 'utf8'));
      return { lang, file: `${lang}/${name}`, raw, text: raw.replace(/\s+/g, ' ') };
    }),
);

/** The emergency (112) and ambulance (108) numbers as each language writes them. */
const EMERGENCY: Record<Lang, { emergency: string; ambulance: string }> = {
  en: { emergency: '112', ambulance: '108' },
  hi: { emergency: '112', ambulance: '108' },
  mr: { emergency: '११२', ambulance: '१०८' },
};

/**
 * The article's blocks: each paragraph or list, whitespace collapsed, with a lead-in that ends in a colon
 * joined to the list after it ("Go to a hospital at once if:" and its items), so that an instruction and
 * what it applies to are read together.
 */
function blocks(raw: string): string[] {
  const out: string[] = [];
  for (const chunk of raw.split(/\n\s*\n/)) {
    const block = chunk.replace(/\s+/g, ' ').trim();
    if (!block) continue;
    const previous = out.at(-1);
    if (previous !== undefined && /:(?:\*\*)?$/.test(previous) && /^(?:[-*]|\d+\.) /.test(block)) out[out.length - 1] = `${previous} ${block}`;
    else out.push(block);
  }
  return out;
}

/** The article's sentences and list items. */
function sentences(raw: string): string[] {
  return raw
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?।])\s+/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The articles whose body matches their language's pattern, as `it.each` rows. */
function articlesMentioning(patterns: Partial<Record<Lang, RegExp>>): [string, Article][] {
  return ARTICLES.filter((article) => patterns[article.lang]?.test(article.text)).map((article) => [article.file, article]);
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

describe('vitamin B12: the translations name the same people at risk, the same test prompts and the same skin sign', () => {
  const versions: [Lang, string, ...RegExp[]][] = [
    ['en', 'vitamin-b12', /Vegetarians\*\* who take little milk or curd/, /planning a pregnancy/, /are over 60/, /pale or slightly yellowish skin/],
    ['hi', 'vitamin-b12-hindi', /शाकाहारी लोग जो दूध या दही कम लेते हैं/, /गर्भधारण की योजना बना रहे हों/, /उम्र 60 साल से ज़्यादा/, /त्वचा का रंग फीका पड़ना या हल्का पीलापन/],
    ['mr', 'vitamin-b12-marathi', /शाकाहारी लोक\*\* जे दूध-दही फार कमी घेतात/, /गरोदरपणाचे नियोजन करत असाल/, /साठीच्या पुढे/, /त्वचा फिकट किंवा किंचित पिवळसर/],
  ];

  it('English, Hindi and Marathi: vegetarians who take little milk or curd; test when planning a pregnancy or over 60; pale or slightly yellowish skin', () => {
    for (const [lang, slug, ...phrases] of versions) {
      const text = body(lang, slug);
      for (const phrase of phrases) expect(text, `${lang}/${slug}: ${String(phrase)}`).toMatch(phrase);
    }
  });

  it('the Hindi article does not say "पीला पड़ना", which can mean pale or jaundiced, nor limit the risk to strict vegetarians', () => {
    const text = body('hi', 'vitamin-b12-hindi');
    expect(text).not.toMatch(/पीला पड़ना/);
    expect(text).not.toMatch(/पूरी तरह शाकाहारी/);
  });
});

describe('sun for vitamin D: "minutes, not hours", depending on skin, season and place, never a fixed figure', () => {
  const sun: Record<Lang, RegExp> = { en: /\bsun(?:light|shine)?\b/i, hi: /धूप/, mr: /ऊन|उन्हा/ };
  const minutesFigure: Record<Lang, RegExp> = {
    en: /\d+\s*(?:[-–]\s*\d+\s*)?min(?:ute)?s?\b/i,
    hi: /\d+\s*(?:[-–]\s*\d+\s*)?मिनट/,
    mr: /[\d०-९]+\s*(?:[-–]\s*[\d०-९]+\s*)?मिनिट/,
  };
  const rows = ARTICLES.filter((article) => /vitamin-d|sunlight/.test(article.file)).flatMap((article) =>
    sentences(article.raw)
      .filter((sentence) => sun[article.lang].test(sentence))
      .map((sentence): [string, Lang, string] => [article.file, article.lang, sentence]),
  );

  it.each(rows)('%s', (_file, lang, sentence) => {
    expect(sentence).not.toMatch(minutesFigure[lang]);
  });

  it('the Hindi part 1 says what the English says: a short time, minutes not hours, depending on skin, season and place', () => {
    expect(rows.length, 'sentences about the sun found').toBeGreaterThanOrEqual(20);
    const text = body('hi', 'vitamin-d-part-1-hindi');
    expect(text).toMatch(/आम तौर पर कुछ मिनट काफ़ी होते हैं, घंटों की ज़रूरत नहीं/);
    expect(text).toMatch(/त्वचा के रंग, मौसम और आप कहाँ रहते हैं/);
    expect(body('en', 'sunlight-and-health')).toMatch(/Usually minutes, not hours, are enough\. The time needed depends on your skin tone, the season and where you live/);
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
    expect(text).toMatch(/swelling of the lips, tongue or face/i);
    expect(text).toMatch(/call 108 or 112/);
    expect(keyPoints(text)).toMatch(/Wheezing, trouble breathing, or swelling .* is an emergency/);
  });
});

describe('sprouts: every article that mentions them, in any language, carries the food-safety line', () => {
  const mentions = { en: /\bsprout(?:s|ed|ing)?\b/i, hi: /अंकुरित|स्प्राउट/, mr: /मोड आलेल|मोड आणलेल|मोडाच्या|अंकुरित|स्प्राउट/ };
  const line: Record<Lang, RegExp[]> = {
    en: [/raw sprouts can carry germs/i, /young children, pregnant women, older people and anyone with weak immunity/i],
    hi: [/कच्ची अंकुरित [^।]*कीटाणु/, /छोटे बच्चे, गर्भवती महिलाएँ, बुज़ुर्ग और कमज़ोर रोग-प्रतिरोधक क्षमता/],
    mr: [/कच्च्या मोड आलेल्या [^.]*जंतू/, /लहान मुले, गर्भवती स्त्रिया, वृद्ध आणि रोगप्रतिकारशक्ती कमी/],
  };
  const rows = articlesMentioning(mentions);

  it('finds the articles that mention sprouts', () => {
    expect(rows.length).toBeGreaterThanOrEqual(12);
  });

  it.each(rows)('%s says raw sprouts can carry germs and who must eat them only cooked', (_file, article) => {
    for (const phrase of line[article.lang]) expect(article.text, String(phrase)).toMatch(phrase);
  });

  /** "Lightly", "briefly" or "just tender" tells a reader that half-cooked sprouts are enough; they are not. */
  const halfCooked: Record<Lang, RegExp> = {
    en: /\b(?:lightly|briefly|just tender|a short steam|half-cooked|par-?boil\w*)\b/i,
    hi: /हल्की भाप|हल्का (?:उबाल|पका)|थोड़ी देर भाप|अधपक/,
    mr: /हलके (?:वाफव|उकडू|शिजव)|थोडेसे वाफव|अर्धवट शिजव/,
  };
  const sproutSentences = ARTICLES.flatMap((article) =>
    sentences(article.raw)
      .filter((sentence) => mentions[article.lang].test(sentence))
      .map((sentence): [string, Lang, string] => [article.file, article.lang, sentence]),
  );

  it.each(sproutSentences)('%s never cooks sprouts only lightly or briefly', (_file, lang, sentence) => {
    expect(sentence).not.toMatch(halfCooked[lang]);
  });

  it('the sprouts bhel method cooks the sprouts thoroughly, as the vitamin C articles say', () => {
    const method = body('en', 'sprouts-bhel');
    expect(method).toMatch(/until they are cooked thoroughly and hot all the way through/);
    expect(body('en', 'vitamin-c-part-2')).toMatch(/thoroughly cooked/);
  });

  /** A sentence that offers sprouts to children (not one that says when to see a doctor after eating them). */
  const forChildren = (sentence: string): boolean => /\b(?:child|children|kids)\b/i.test(sentence) && !/\bdoctor\b/i.test(sentence);
  it.each(sproutSentences.filter(([, lang, sentence]) => lang === 'en' && forChildren(sentence)))(
    '%s: where sprouts are offered to children, they are steamed or boiled',
    (_file, _lang, sentence) => {
      expect(sentence).toMatch(/steam|boil|cook/i);
    },
  );
});

/** The words an SVG drawing shows: its `<text>` elements, tags inside them removed, whitespace collapsed. */
function drawnText(svg: string): string {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)]
    .map((match) => (match[1] ?? '').replace(/<[^>]*>/g, ''))
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('sprouts in the drawings: an infographic that shows sprouts also shows the food-safety note', () => {
  const IMAGES = path.resolve('content/images');
  const svgs = fs
    .readdirSync(IMAGES, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.svg'))
    .sort()
    .map((name): [string, string] => [name, drawnText(fs.readFileSync(path.join(IMAGES, name), 'utf8'))])
    .filter(([, text]) => /\bsprout/i.test(text));

  it('each says to steam or boil sprouts until hot through, and who must eat them only cooked (the junk-food swaps among them)', () => {
    expect(svgs.map(([name]) => name)).toContain(path.join('infographics', 'junk-food-part-3.svg'));
    for (const [name, text] of svgs) {
      for (const phrase of [/steam or boil/i, /hot all the way through/i, /young children, pregnant women,? older people/i, /weak immunity/i]) {
        expect(text, `${name}: ${String(phrase)}`).toMatch(phrase);
      }
    }
  });
});

/** Whether a block gives both the emergency and the ambulance number, in its language's digits. */
function givesBothNumbers(block: string, lang: Lang): boolean {
  return block.includes(EMERGENCY[lang].emergency) && block.includes(EMERGENCY[lang].ambulance);
}

describe('chest pain: every article that mentions it says to call 112 or 108 at once', () => {
  const chestPain = { en: /chest pain|pain or pressure in the chest/i, hi: /सीने में (?:तेज़ )?दर्द/, mr: /छातीत दुख|छातीतले दुखणे/ };
  const rows = articlesMentioning(chestPain);

  it('finds the articles that mention chest pain', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
  });

  it.each(rows)('%s gives 112 and 108 with the chest pain', (_file, article) => {
    const urgent = blocks(article.raw).filter((block) => chestPain[article.lang].test(block) && givesBothNumbers(block, article.lang));
    expect(urgent, 'a paragraph or list that names chest pain together with 112 and 108').not.toEqual([]);
  });
});

describe('chest pain: the call for help never waits for rest, and any one warning sign is enough', () => {
  it.each([
    ['en', 'walking-for-health', /Chest pain alone is reason enough/, /a cold sweat, breathlessness, or pain spreading to the arm or jaw/, /do not wait to see whether rest helps/i],
    ['mr', 'walking-for-health-marathi', /नुसते छातीत दुखणे हेसुद्धा फोन करायला पुरेसे कारण आहे/, /थंड घाम, धाप किंवा हात-जबड्याकडे पसरणारे दुखणे/, /विश्रांतीने बरे वाटेल म्हणून वाट पाहू नका/],
  ] as [Lang, string, ...RegExp[]][])('%s/%s: chest pain while walking means stop and call at once, with or without sweating, and never wait for rest', (lang, slug, ...phrases) => {
    const urgent = blocks(parseArticleSource(fs.readFileSync(path.join(POSTS, lang, `${slug}.md`), 'utf8')).body).filter((block) =>
      givesBothNumbers(block, lang),
    );
    for (const phrase of phrases) expect(urgent.join(' '), String(phrase)).toMatch(phrase);
  });

  it('cholesterol: any one sign is enough (lasting minutes, spreading, or sweating or breathlessness), not all together', () => {
    const text = body('en', 'cholesterol-and-lipid-profile');
    expect(text).toMatch(
      /chest pain or pressure that lasts more than a few minutes, spreads to the arm, jaw or back, or comes with sweating or breathlessness/,
    );
    expect(text).not.toMatch(/spreading to the arm, jaw or back, with sweating/);
  });
});

describe('difficulty breathing: wherever it is named, 112 and 108 are in the same paragraph or list', () => {
  const breathing = {
    en: /difficulty (?:in )?breathing|trouble breathing|breathing trouble|breathing or swallowing (?:is )?difficult|severe breathlessness|breathlessness at rest|hard to breathe/i,
    hi: /साँस लेने में (?:तकलीफ़|दिक़्क़त|परेशानी)|साँस बहुत फूल/,
    mr: /श्वास घ्यायला त्रास|खूप धाप/,
  };
  const rows = ARTICLES.flatMap((article) =>
    blocks(article.raw)
      .filter((block) => breathing[article.lang].test(block))
      .map((block): [string, Lang, string] => [article.file, article.lang, block]),
  );

  it('finds the paragraphs that name difficulty breathing', () => {
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });

  it.each(rows)('%s', (_file, lang, block) => {
    expect(givesBothNumbers(block, lang), block).toBe(true);
  });
});

describe('allergic reactions: wheezing or swelling of the lips or tongue after food is an emergency', () => {
  const swelling = { en: /swelling of the lips|lip swelling|lips, tongue/i, hi: /होंठ|जीभ[^।]*सूज/, mr: /ओठ|जिभेला[^.]*सूज/ };
  const wheezingAfterFood = { en: /wheez\w*[^.]{0,60}\bafter\b|\bafter (?:eating|food)[^.]{0,60}wheez/i };
  const rows = ARTICLES.flatMap((article) =>
    blocks(article.raw)
      .filter((block) => swelling[article.lang].test(block) || (article.lang === 'en' && wheezingAfterFood.en.test(block)))
      .map((block): [string, Lang, string] => [article.file, article.lang, block]),
  );

  it('finds the paragraphs about allergic reactions', () => {
    expect(rows.length).toBeGreaterThanOrEqual(6);
  });

  it.each(rows)('%s gives 108 and 112 in the same paragraph', (_file, lang, block) => {
    expect(givesBothNumbers(block, lang), block).toBe(true);
  });

  it.each([['msg-monosodium-glutamate'], ['food-preservatives'], ['artificial-food-colours-part-2'], ['cucumber-peanut-koshimbir']])(
    'en/%s names wheezing, trouble breathing and swelling of the lips, tongue or face, with 108 or 112',
    (slug) => {
      const text = body('en', slug);
      expect(text).toMatch(/wheezing/i);
      expect(text).toMatch(/trouble breathing/);
      expect(text).toMatch(/swelling of the lips, tongue or face/i);
      expect(text).toMatch(/call 108 or 112/);
    },
  );
});

describe('black, tarry stools: wherever they are named, go to a hospital at once', () => {
  const blackStools = { en: /black(?:, tarry)? stools?|tarry stools?/i, hi: /मल काला|काला मल|काले मल/, mr: /शौच काळी|काळी शौच|काळ्या शौच/ };
  const atOnce: Record<Lang, RegExp> = { en: /at once/, hi: /तुरंत/, mr: /लगेच/ };
  const rows = ARTICLES.flatMap((article) =>
    blocks(article.raw)
      .filter((block) => blackStools[article.lang].test(block))
      .map((block): [string, Lang, string] => [article.file, article.lang, block]),
  );

  it('finds the paragraphs that name black stools', () => {
    expect(rows.length).toBeGreaterThanOrEqual(7);
  });

  it.each(rows)('%s says at once', (_file, lang, block) => {
    expect(block).toMatch(atOnce[lang]);
  });
});

describe('flashes, floaters and sudden loss of vision: an eye doctor the same day', () => {
  const warning = {
    en: /flashes|floaters|sudden(?:ly)? (?:loss of vision|vision loss|lose vision)/i,
    hi: /फ़्लोटर|फ्लोटर|रोशनी की चमक|अचानक (?:दिखना बंद|नज़र चली)/,
    mr: /फ्लोटर|प्रकाशाचे झोत|अचानक (?:दिसेनासे|नीट न दिसणे)/,
  };
  const sameDay: Record<Lang, RegExp> = { en: /the same day/, hi: /उसी दिन/, mr: /त्याच दिवशी/ };
  const rows = ARTICLES.flatMap((article) =>
    blocks(article.raw)
      .filter((block) => warning[article.lang].test(block))
      .map((block): [string, Lang, string] => [article.file, article.lang, block]),
  );

  it('finds the paragraphs that name them', () => {
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it.each(rows)('%s says the same day (or gives 112 and 108)', (_file, lang, block) => {
    expect(sameDay[lang].test(block) || givesBothNumbers(block, lang), block).toBe(true);
  });
});

describe('fever: paracetamol is named, dosed by the pack (and for children by weight), and fever lasting over 2 days is seen', () => {
  const paracetamol: Record<Lang, RegExp[]> = {
    en: [/paracetamol/i, /as the pack says/, /by the child's weight, as the pack or a doctor says/],
    hi: [/पैरासिटामोल/, /पैकेट पर लिखे अनुसार/, /बच्चे के वज़न के हिसाब से/],
    mr: [/पॅरासिटामॉल/, /पाकिटावर सांगितल्याप्रमाणे/, /मुलाच्या वजनानुसार/],
  };

  it.each([
    ['en', 'monsoon-health'],
    ['mr', 'monsoon-health-marathi'],
    ['en', 'coronavirus-what-you-should-know'],
    ['en', 'vitamin-c-part-4'],
  ] as [Lang, string][])('%s/%s names paracetamol and how to dose it', (lang, slug) => {
    const text = body(lang, slug);
    for (const phrase of paracetamol[lang]) expect(text, String(phrase)).toMatch(phrase);
  });

  const feverMedicine = { en: /ibuprofen|aspirin|medicine for fever/i, hi: /आइबुप्रोफ़ेन|आइबुप्रोफेन|एस्पिरिन/, mr: /आयबुप्रोफेन|ॲस्पिरिन/ };
  it.each(articlesMentioning(feverMedicine))('%s, which talks about fever medicines, names paracetamol', (_file, article) => {
    expect(article.text).toMatch(paracetamol[article.lang][0]!);
  });

  const feverFor = { en: /fever[^.;,]{0,30}\b(?:lasts?|lasting|beyond)\b[^.;,]{0,25}\bdays?\b/i, mr: /ताप[^.]{0,30}दिवसांपेक्षा जास्त/ };
  const twoDays: Partial<Record<Lang, RegExp>> = { en: /fever[^.;,]{0,30}\b(?:lasts?|lasting)\b more than 2 days/i, mr: /ताप दोन दिवसांपेक्षा जास्त/ };
  it.each(articlesMentioning(feverFor))('%s sends fever lasting more than 2 days to a doctor', (_file, article) => {
    const twoDayRule = twoDays[article.lang];
    if (twoDayRule) expect(article.text).toMatch(twoDayRule);
    expect(article.text).not.toMatch(/fever[^.;,]{0,30}(?:three|3) days/i);
  });
});

describe('eggs are not vegetarian: wherever they sit next to vegetarian sources, they are "for those who eat them"', () => {
  const vegetarianAndEggs: Record<Lang, [RegExp, RegExp, RegExp]> = {
    en: [/(?<!non-)\bvegetarian/i, /\beggs?\b/i, /those who eat (?:them|eggs)/i],
    hi: [/(?<!मांसा)शाकाहारी/, /अंड/, /जो (?:लोग )?(?:अंडा|अंडे)?\s?खाते/],
    mr: [/(?<!मांसा)शाकाहारी/, /अंड/, /जे (?:अंडी )?खातात/],
  };
  const rows = ARTICLES.flatMap((article) => {
    const [vegetarian, eggs] = vegetarianAndEggs[article.lang];
    return sentences(article.raw)
      .filter((sentence) => vegetarian.test(sentence) && eggs.test(sentence))
      .map((sentence): [string, Lang, string] => [article.file, article.lang, sentence]);
  });

  it.each(rows)('%s', (_file, lang, sentence) => {
    expect(sentence).toMatch(vegetarianAndEggs[lang][2]);
  });

  it.each([
    ['en', 'vitamin-b12', /Eggs\*\*, for those who eat them/],
    ['hi', 'vitamin-b12-hindi', /अंडा\*\*, जो लोग अंडा खाते हैं उनके लिए/],
    ['mr', 'vitamin-b12-marathi', /अंडी,\*\* जे खातात त्यांच्यासाठी/],
  ] as [Lang, string, RegExp][])('%s/%s lists eggs for those who eat them', (lang, slug, eggs) => {
    expect(body(lang, slug)).toMatch(eggs);
  });
});

describe('vitamin C: the daily need is the ICMR–NIN figure for Indians', () => {
  it('part 1 gives ICMR–NIN 2020: 80 mg for men and 65 mg for women', () => {
    const text = body('en', 'vitamin-c-part-1');
    expect(text).toMatch(/ICMR–National Institute of Nutrition/);
    expect(text).toMatch(/80 mg a day for adult men and 65 mg for adult women/);
    expect(text).not.toMatch(/90 mg a day for adult men/);
  });
});

describe('vitamin D: the 4,000 IU upper limit is attributed to the US NIH, whose limit it is', () => {
  const rows = ARTICLES.flatMap((article) =>
    sentences(article.raw)
      .filter((sentence) => /4,000 IU|४,००० IU/.test(sentence))
      .map((sentence): [string, string] => [article.file, sentence]),
  );

  it('finds the sentences that give the limit', () => {
    expect(rows.length).toBeGreaterThanOrEqual(8);
  });

  it.each(rows)('%s', (_file, sentence) => {
    expect(sentence).toMatch(/NIH/);
  });
});

describe('loudspeaker noise is a matter for the local police, not the 112 emergency number', () => {
  const loudspeaker = { en: /loudspeaker/i, hi: /लाउडस्पीकर/, mr: /लाऊडस्पीकर|भोंग्या|भोंगे/ };
  const rows = ARTICLES.flatMap((article) =>
    sentences(article.raw)
      .filter((sentence) => loudspeaker[article.lang].test(sentence))
      .map((sentence): [string, Lang, string] => [article.file, article.lang, sentence]),
  );

  it.each(rows)('%s', (_file, lang, sentence) => {
    expect(sentence).not.toContain(EMERGENCY[lang].emergency);
  });

  it('noise pollution, part 2, sends a night-time loudspeaker complaint to the local police under the 2000 rules', () => {
    const text = body('en', 'noise-pollution-part-2');
    expect(text).toMatch(/local police station/);
    expect(text).toMatch(/Noise Pollution \(Regulation and Control\) Rules, 2000/);
    expect(text).toMatch(/Keep 112 for emergencies/);
  });
});

describe('the site speaks in a neutral editorial voice, never as "I"', () => {
  /** Quoted speech ("I eat very little…") is a reader's voice, not the site's, so it is left out. */
  const unquoted = (text: string): string => text.replace(/"[^"]*"|“[^”]*”/g, ' ');
  const firstPerson: Record<Lang, RegExp> = {
    en: /\b(?:I|I'm|I've|I'd|me|my|mine|myself)\b|\blet me\b/i,
    hi: /(?:^|[\s(,])(?:मैं|मेरा|मेरी|मेरे|मुझे|मुझसे)(?=[\s,।!?)]|$)/,
    mr: /(?:^|[\s(,])(?:मी|मला|माझा|माझी|माझे|माझ्या|मलाही)(?=[\s,.!?)]|$)/,
  };

  it.each(ARTICLES.map((article): [string, Article] => [article.file, article]))('%s', (_file, article) => {
    const found = unquoted(article.text).match(firstPerson[article.lang]);
    expect(found?.[0], 'first-person wording outside a quotation').toBeUndefined();
  });
});

describe('heatstroke: every article that names it gives 108 and 112', () => {
  const heatstroke = { en: /heat ?stroke/i, hi: /हीटस्ट्रोक|लू लगना/, mr: /उष्माघात/ };
  const rows = articlesMentioning(heatstroke);

  it('finds the articles that name heatstroke', () => {
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it.each(rows)('%s', (_file, article) => {
    expect(givesBothNumbers(article.text, article.lang)).toBe(true);
  });
});
