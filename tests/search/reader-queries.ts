/**
 * Reader query evaluation set for Arogya search (English, Hindi, Marathi).
 *
 * Written by an outside tester (a helper session) who read ONLY the articles in
 * content/posts/{en,hi,mr}/*.md (plus categories.yaml / tags.yaml for orientation).
 * The project's own search code, synonym list (search-terms.yaml), scripts and
 * existing test queries were deliberately NOT opened, so these queries reflect how
 * ordinary readers would type, not how the index happens to be built.
 *
 * Method: every article body was read; for each topic the tester wrote queries the
 * way a reader on a cheap phone would type them (lay symptoms, questions, short
 * forms, slips of the thumb, Devanagari spelled differently from the article,
 * WhatsApp-style romanised Hindi/Marathi, and Hindi/Marathi mixed with English).
 * `expected` lists the slug(s) a reader needs to see in the first five results.
 * Page rule: on /hi/search and /mr/search the Hindi / Marathi article is expected
 * when one exists for the topic, otherwise the English one; romanised Hindi/Marathi
 * typed on /search likewise expects the Hindi/Marathi article when it exists.
 * Where two slugs are listed, both clearly answer the query (e.g. parts of a series,
 * or a Hindi/Marathi article that covers the point plus the English topic article).
 * Every slug was checked against front-matter; every devanagari-variant query was
 * checked to be spelled differently from the expected article.
 */
export type ReaderQueryClass =
  | 'english-term'
  | 'english-lay'
  | 'english-question'
  | 'abbreviation'
  | 'typo'
  | 'hindi'
  | 'marathi'
  | 'devanagari-variant'
  | 'romanised-hindi'
  | 'romanised-marathi'
  | 'code-switched';
export interface ReaderQuery {
  kind: ReaderQueryClass;
  /** The search page typed on: 'en' = /search, 'hi' = /hi/search, 'mr' = /mr/search. */
  page: 'en' | 'hi' | 'mr';
  query: string;
  /** Slugs (front-matter `slug`) of the article(s) this reader needs to see in the first five results. */
  expected: string[];
}
export const READER_QUERIES: readonly ReaderQuery[] = [
  // ───────────────────────── english-term (page en) ─────────────────────────
  { kind: 'english-term', page: 'en', query: 'osteoporosis', expected: ['osteoporosis'] },
  { kind: 'english-term', page: 'en', query: 'trans fat', expected: ['trans-fats'] },
  { kind: 'english-term', page: 'en', query: 'metabolic syndrome', expected: ['metabolic-syndrome'] },
  { kind: 'english-term', page: 'en', query: 'guillain barre syndrome', expected: ['guillain-barre-syndrome'] },
  { kind: 'english-term', page: 'en', query: 'obesogens', expected: ['obesogens'] },
  { kind: 'english-term', page: 'en', query: 'leptospirosis', expected: ['monsoon-health'] },
  { kind: 'english-term', page: 'en', query: 'heat stroke', expected: ['summer-health'] },
  { kind: 'english-term', page: 'en', query: 'lipid profile', expected: ['cholesterol-and-lipid-profile'] },
  { kind: 'english-term', page: 'en', query: 'scurvy', expected: ['vitamin-c-part-3'] },
  { kind: 'english-term', page: 'en', query: 'hypothyroidism', expected: ['thyroid-problems'] },
  { kind: 'english-term', page: 'en', query: 'xylitol', expected: ['sugar-alcohols'] },
  { kind: 'english-term', page: 'en', query: 'phenylketonuria', expected: ['aspartame'] },
  { kind: 'english-term', page: 'en', query: 'tinnitus', expected: ['noise-pollution-part-2'] },
  { kind: 'english-term', page: 'en', query: 'sleep apnoea', expected: ['obesity-associated-health-problems'] },
  { kind: 'english-term', page: 'en', query: 'rennet', expected: ['vegetarian-cheese', 'non-vegetarian-cheese'] },
  { kind: 'english-term', page: 'en', query: 'prebiotics', expected: ['prebiotics'] },
  { kind: 'english-term', page: 'en', query: 'particulate matter', expected: ['air-pollution-part-1'] },
  { kind: 'english-term', page: 'en', query: 'electrolytes', expected: ['electrolytes'] },
  { kind: 'english-term', page: 'en', query: 'hypoglycaemia', expected: ['diabetes'] },
  { kind: 'english-term', page: 'en', query: 'fluorosis', expected: ['water-pollution-part-1'] },
  { kind: 'english-term', page: 'en', query: 'tartrazine', expected: ['artificial-food-colours-part-1'] },
  { kind: 'english-term', page: 'en', query: 'decibels', expected: ['noise-pollution-part-1'] },
  { kind: 'english-term', page: 'en', query: 'vanaspati', expected: ['trans-fats'] },
  { kind: 'english-term', page: 'en', query: 'fat soluble vitamins', expected: ['vitamins-introduction'] },

  // ───────────────────────── english-lay (page en) ─────────────────────────
  { kind: 'english-lay', page: 'en', query: 'burning in chest after eating', expected: ['acidity'] },
  { kind: 'english-lay', page: 'en', query: 'sour burps at night', expected: ['acidity'] },
  { kind: 'english-lay', page: 'en', query: 'hard stools', expected: ['constipation'] },
  { kind: 'english-lay', page: 'en', query: 'cant pass motion properly', expected: ['constipation'] },
  { kind: 'english-lay', page: 'en', query: 'tired all the time pins and needles in feet', expected: ['vitamin-b12'] },
  { kind: 'english-lay', page: 'en', query: 'my eyes hurt after phone', expected: ['eye-strain'] },
  { kind: 'english-lay', page: 'en', query: 'neck pain from looking down at mobile', expected: ['back-and-neck-pain'] },
  { kind: 'english-lay', page: 'en', query: 'always tense and worried cant relax', expected: ['stress'] },
  { kind: 'english-lay', page: 'en', query: 'gums bleed and bruise easily', expected: ['vitamin-c-part-3'] },
  { kind: 'english-lay', page: 'en', query: 'ringing sound in ears after wedding dj', expected: ['noise-pollution-part-2'] },
  {
    kind: 'english-lay',
    page: 'en',
    query: 'smoke from wood stove in kitchen',
    expected: ['air-pollution-part-1', 'air-pollution-part-2'],
  },
  { kind: 'english-lay', page: 'en', query: 'which mask for smog', expected: ['air-pollution-part-2'] },
  { kind: 'english-lay', page: 'en', query: 'fever after walking in flood water', expected: ['monsoon-health'] },
  { kind: 'english-lay', page: 'en', query: 'mosquitoes breeding in cooler water', expected: ['monsoon-health'] },
  { kind: 'english-lay', page: 'en', query: 'felt dizzy and fainted in hot sun', expected: ['summer-health'] },
  { kind: 'english-lay', page: 'en', query: 'child has loose motions what to give', expected: ['dehydration'] },
  { kind: 'english-lay', page: 'en', query: 'homemade drink to replace salts lost in sweat', expected: ['electrolytes'] },
  { kind: 'english-lay', page: 'en', query: 'plastic bottle left in hot car', expected: ['bpa-part-2'] },
  { kind: 'english-lay', page: 'en', query: 'ajinomoto in chinese food', expected: ['msg-monosodium-glutamate'] },
  { kind: 'english-lay', page: 'en', query: 'fake colour in haldi powder', expected: ['artificial-food-colours-part-2'] },
  { kind: 'english-lay', page: 'en', query: 'sugarfree chocolate gave kid diarrhoea', expected: ['sugar-alcohols'] },
  { kind: 'english-lay', page: 'en', query: 'sugar in coke bottle', expected: ['sugary-drinks'] },
  { kind: 'english-lay', page: 'en', query: 'sugar hidden in biscuits and ketchup', expected: ['hidden-sugars'] },
  { kind: 'english-lay', page: 'en', query: 'white flour bad for health', expected: ['maida-refined-flour'] },
  { kind: 'english-lay', page: 'en', query: 'what chips and samosa do to the body', expected: ['junk-food-part-2'] },
  {
    kind: 'english-lay',
    page: 'en',
    query: 'healthy tea time snack instead of namkeen',
    expected: ['junk-food-part-3', 'roasted-chana-chaat'],
  },
  { kind: 'english-lay', page: 'en', query: 'ghee bad for heart', expected: ['saturated-fats'] },
  { kind: 'english-lay', page: 'en', query: 'best oil for cooking', expected: ['unsaturated-fats'] },
  { kind: 'english-lay', page: 'en', query: 'using same oil again for frying', expected: ['trans-fats', 'sunflower-oil'] },
  { kind: 'english-lay', page: 'en', query: 'bones break easily in old age', expected: ['osteoporosis'] },
  { kind: 'english-lay', page: 'en', query: 'sitting at desk all day harmful', expected: ['sedentary-lifestyle'] },
  { kind: 'english-lay', page: 'en', query: 'bad cholesterol high in blood report', expected: ['cholesterol-and-lipid-profile'] },
  { kind: 'english-lay', page: 'en', query: 'swelling in front of neck', expected: ['thyroid-problems'] },
  { kind: 'english-lay', page: 'en', query: 'legs getting weak after diarrhoea', expected: ['guillain-barre-syndrome'] },
  { kind: 'english-lay', page: 'en', query: 'imported cheese not veg', expected: ['non-vegetarian-cheese'] },
  { kind: 'english-lay', page: 'en', query: 'good bacteria in stomach', expected: ['gut-bacteria-introduction'] },
  { kind: 'english-lay', page: 'en', query: 'pot belly borderline sugar slightly high bp', expected: ['metabolic-syndrome'] },
  { kind: 'english-lay', page: 'en', query: 'i eat very little still gaining weight', expected: ['causes-of-obesity'] },
  { kind: 'english-lay', page: 'en', query: 'lose weight slowly and safely', expected: ['prevention-of-obesity'] },
  { kind: 'english-lay', page: 'en', query: 'diseases from dirty tap water', expected: ['water-pollution-part-1'] },
  { kind: 'english-lay', page: 'en', query: 'ro or uv water purifier which one', expected: ['water-pollution-part-2'] },
  { kind: 'english-lay', page: 'en', query: 'high protein veg breakfast', expected: ['moong-dal-chilla'] },
  { kind: 'english-lay', page: 'en', query: 'low oil snack for party without deep frying', expected: ['baked-vegetable-cutlet'] },
  { kind: 'english-lay', page: 'en', query: 'one pot meal for diabetic in the family', expected: ['millet-vegetable-khichdi'] },
  { kind: 'english-lay', page: 'en', query: 'savoury oats recipe', expected: ['oats-vegetable-upma'] },
  { kind: 'english-lay', page: 'en', query: 'safe time to sit in sun in summer', expected: ['sunlight-and-health'] },
  { kind: 'english-lay', page: 'en', query: 'benefits of drinking water', expected: ['water-part-1', 'water-in-the-body'] },
  { kind: 'english-lay', page: 'en', query: 'omega 3 for vegetarians', expected: ['unsaturated-fats'] },
  { kind: 'english-lay', page: 'en', query: 'chemicals in plastic causing weight gain', expected: ['obesogens'] },

  // ───────────────────────── english-question (page en) ─────────────────────────
  { kind: 'english-question', page: 'en', query: 'how much salt per day', expected: ['salt-and-health'] },
  { kind: 'english-question', page: 'en', query: 'is stevia safe', expected: ['stevia'] },
  { kind: 'english-question', page: 'en', query: 'what to eat in diabetes', expected: ['diabetes'] },
  { kind: 'english-question', page: 'en', query: 'how many glasses of water a day', expected: ['how-much-water-to-drink'] },
  { kind: 'english-question', page: 'en', query: 'does aspartame cause cancer', expected: ['aspartame'] },
  { kind: 'english-question', page: 'en', query: 'is msg bad for health', expected: ['msg-monosodium-glutamate'] },
  { kind: 'english-question', page: 'en', query: 'is jaggery healthier than sugar', expected: ['jaggery-honey-and-sugar'] },
  { kind: 'english-question', page: 'en', query: 'can i give honey to my baby', expected: ['jaggery-honey-and-sugar'] },
  { kind: 'english-question', page: 'en', query: 'how many teaspoons of sugar per day is safe', expected: ['sugar-how-much-is-too-much'] },
  { kind: 'english-question', page: 'en', query: 'why is vitamin d low in indians', expected: ['vitamin-d-part-2'] },
  { kind: 'english-question', page: 'en', query: 'is 60000 iu vitamin d sachet safe', expected: ['vitamin-d-part-3', 'vitamin-d-part-1'] },
  { kind: 'english-question', page: 'en', query: 'does vitamin c prevent cold', expected: ['vitamin-c-part-4'] },
  { kind: 'english-question', page: 'en', query: 'which fruit has most vitamin c', expected: ['vitamin-c-part-2'] },
  { kind: 'english-question', page: 'en', query: 'how to check sugar on food label', expected: ['hidden-sugars', 'names-of-sugar'] },
  { kind: 'english-question', page: 'en', query: 'what is normal bp reading', expected: ['hypertension'] },
  { kind: 'english-question', page: 'en', query: 'what is normal tsh level', expected: ['thyroid-problems'] },
  { kind: 'english-question', page: 'en', query: 'how to reduce ldl naturally', expected: ['cholesterol-and-lipid-profile'] },
  { kind: 'english-question', page: 'en', query: 'is coconut oil good for heart', expected: ['saturated-fats'] },
  { kind: 'english-question', page: 'en', query: 'is sunflower oil healthy', expected: ['sunflower-oil'] },
  { kind: 'english-question', page: 'en', query: 'which indian foods are high in fibre', expected: ['dietary-fibre-part-2'] },
  { kind: 'english-question', page: 'en', query: 'how much fibre should i eat daily', expected: ['dietary-fibre-part-1'] },
  { kind: 'english-question', page: 'en', query: 'do i need probiotic capsules', expected: ['probiotics'] },
  {
    kind: 'english-question',
    page: 'en',
    query: 'what should i eat for healthy gut bacteria',
    expected: ['gut-bacteria-and-diet', 'prebiotics'],
  },
  { kind: 'english-question', page: 'en', query: 'do antibiotics kill good bacteria', expected: ['gut-bacteria-and-health'] },
  { kind: 'english-question', page: 'en', query: 'how many minutes should i walk daily', expected: ['walking-for-health'] },
  { kind: 'english-question', page: 'en', query: 'how to measure waist at home', expected: ['what-is-obesity', 'metabolic-syndrome'] },
  { kind: 'english-question', page: 'en', query: 'why am i gaining weight', expected: ['causes-of-obesity'] },
  { kind: 'english-question', page: 'en', query: 'is rock salt better than normal salt', expected: ['reducing-salt'] },
  { kind: 'english-question', page: 'en', query: 'how long to boil drinking water', expected: ['water-pollution-part-2', 'water-part-2'] },
  { kind: 'english-question', page: 'en', query: 'what does aqi 300 mean', expected: ['air-pollution-part-1'] },
  { kind: 'english-question', page: 'en', query: 'how many decibels is safe for ears', expected: ['noise-pollution-part-1'] },
  { kind: 'english-question', page: 'en', query: 'is brown bread healthy', expected: ['maida-refined-flour'] },
  { kind: 'english-question', page: 'en', query: 'why is some cheese non veg', expected: ['vegetarian-cheese', 'non-vegetarian-cheese'] },
  { kind: 'english-question', page: 'en', query: 'how to use ors packet', expected: ['dehydration'] },
  { kind: 'english-question', page: 'en', query: 'is diet coke better than regular coke', expected: ['sugary-drinks'] },
  { kind: 'english-question', page: 'en', query: 'what are the symptoms of b12 deficiency', expected: ['vitamin-b12'] },
  { kind: 'english-question', page: 'en', query: 'can i take thyroid tablets in pregnancy', expected: ['thyroid-problems'] },
  { kind: 'english-question', page: 'en', query: 'what is the 20 20 20 rule for eyes', expected: ['eye-strain'] },
  { kind: 'english-question', page: 'en', query: 'which plastic code is safe for water bottle', expected: ['bpa-part-2'] },
  { kind: 'english-question', page: 'en', query: 'is covid still dangerous for elderly', expected: ['coronavirus-what-you-should-know'] },
  { kind: 'english-question', page: 'en', query: 'are preservatives in packaged food safe', expected: ['food-preservatives'] },
  { kind: 'english-question', page: 'en', query: 'is paneer veg', expected: ['vegetarian-cheese'] },
  {
    kind: 'english-question',
    page: 'en',
    query: 'is morning sunlight enough for vitamin d',
    expected: ['sunlight-and-health', 'vitamin-d-part-3'],
  },
  { kind: 'english-question', page: 'en', query: 'what is ultra processed food', expected: ['junk-food-part-1'] },
  { kind: 'english-question', page: 'en', query: 'how much of our body is water', expected: ['water-in-the-body'] },
  { kind: 'english-question', page: 'en', query: 'how to cut salt in cooking', expected: ['reducing-salt'] },
  { kind: 'english-question', page: 'en', query: 'how often should i get up from my chair', expected: ['sedentary-lifestyle'] },
  { kind: 'english-question', page: 'en', query: 'who is dr anjali deshmukh', expected: ['about-dr-anjali-deshmukh'] },
  {
    kind: 'english-question',
    page: 'en',
    query: 'where does dr deshmukh give free health talks',
    expected: ['self-health-lecture-overview'],
  },

  // ───────────────────────── abbreviation ─────────────────────────
  { kind: 'abbreviation', page: 'en', query: 'bp', expected: ['hypertension'] },
  { kind: 'abbreviation', page: 'en', query: 'b12', expected: ['vitamin-b12'] },
  { kind: 'abbreviation', page: 'en', query: 'vit d', expected: ['vitamin-d-part-1'] },
  { kind: 'abbreviation', page: 'en', query: 'vit c', expected: ['vitamin-c-part-1'] },
  { kind: 'abbreviation', page: 'en', query: 'msg', expected: ['msg-monosodium-glutamate'] },
  { kind: 'abbreviation', page: 'en', query: 'gbs', expected: ['guillain-barre-syndrome'] },
  { kind: 'abbreviation', page: 'en', query: 'ors', expected: ['dehydration'] },
  { kind: 'abbreviation', page: 'en', query: 'bmi', expected: ['what-is-obesity'] },
  { kind: 'abbreviation', page: 'en', query: 'ldl', expected: ['cholesterol-and-lipid-profile'] },
  { kind: 'abbreviation', page: 'en', query: 'aqi', expected: ['air-pollution-part-1'] },
  { kind: 'abbreviation', page: 'en', query: 'tsh', expected: ['thyroid-problems'] },
  { kind: 'abbreviation', page: 'en', query: 'bpa', expected: ['bpa-part-1'] },
  { kind: 'abbreviation', page: 'en', query: 'hba1c', expected: ['diabetes'] },
  { kind: 'abbreviation', page: 'en', query: 'pm 2.5', expected: ['air-pollution-part-1'] },
  { kind: 'abbreviation', page: 'hi', query: 'BP', expected: ['hypertension-hindi'] },
  { kind: 'abbreviation', page: 'hi', query: 'ORS', expected: ['dehydration'] },
  { kind: 'abbreviation', page: 'mr', query: 'bp', expected: ['hypertension-marathi'] },
  { kind: 'abbreviation', page: 'mr', query: 'B12', expected: ['vitamin-b12-marathi'] },

  // ───────────────────────── typo ─────────────────────────
  { kind: 'typo', page: 'en', query: 'diabetis', expected: ['diabetes'] },
  { kind: 'typo', page: 'en', query: 'cholestrol', expected: ['cholesterol-and-lipid-profile'] },
  { kind: 'typo', page: 'en', query: 'constipashun', expected: ['constipation'] },
  { kind: 'typo', page: 'en', query: 'vitamine d', expected: ['vitamin-d-part-1'] },
  { kind: 'typo', page: 'en', query: 'high blood presure', expected: ['hypertension'] },
  { kind: 'typo', page: 'en', query: 'osteoporsis', expected: ['osteoporosis'] },
  { kind: 'typo', page: 'en', query: 'accidity', expected: ['acidity'] },
  { kind: 'typo', page: 'en', query: 'thyriod', expected: ['thyroid-problems'] },
  { kind: 'typo', page: 'en', query: 'probiotcs', expected: ['probiotics'] },
  { kind: 'typo', page: 'en', query: 'steevia', expected: ['stevia'] },
  { kind: 'typo', page: 'en', query: 'asparteme', expected: ['aspartame'] },
  { kind: 'typo', page: 'en', query: 'sucralos', expected: ['sucralose'] },
  { kind: 'typo', page: 'en', query: 'sacharin', expected: ['saccharin'] },
  { kind: 'typo', page: 'en', query: 'metabolic syndrom', expected: ['metabolic-syndrome'] },
  { kind: 'typo', page: 'en', query: 'gillian barre', expected: ['guillain-barre-syndrome'] },
  { kind: 'typo', page: 'en', query: 'dehydation', expected: ['dehydration'] },
  { kind: 'typo', page: 'en', query: 'electrolites', expected: ['electrolytes'] },
  { kind: 'typo', page: 'en', query: 'monsson helth', expected: ['monsoon-health'] },
  { kind: 'typo', page: 'en', query: 'obisity causes', expected: ['causes-of-obesity'] },
  { kind: 'typo', page: 'en', query: 'excercise walking', expected: ['walking-for-health'] },
  { kind: 'typo', page: 'en', query: 'air polution', expected: ['air-pollution-part-1', 'air-pollution-part-2'] },
  { kind: 'typo', page: 'en', query: 'noise polution', expected: ['noise-pollution-part-1', 'noise-pollution-part-2'] },
  { kind: 'typo', page: 'en', query: 'vitamin b 12 defficiency', expected: ['vitamin-b12'] },
  { kind: 'typo', page: 'en', query: 'mayda', expected: ['maida-refined-flour'] },
  { kind: 'typo', page: 'en', query: 'juggery', expected: ['jaggery-honey-and-sugar'] },
  { kind: 'typo', page: 'en', query: 'food presevatives', expected: ['food-preservatives'] },
  { kind: 'typo', page: 'en', query: 'artifical sweetners', expected: ['artificial-sweeteners-introduction'] },
  { kind: 'typo', page: 'en', query: 'sunflour oil', expected: ['sunflower-oil'] },
  { kind: 'typo', page: 'en', query: 'eye strian', expected: ['eye-strain'] },
  { kind: 'typo', page: 'en', query: 'scurvey', expected: ['vitamin-c-part-3'] },
  { kind: 'typo', page: 'en', query: 'dietry fibre', expected: ['dietary-fibre-part-1'] },
  { kind: 'typo', page: 'hi', query: 'मधुमह', expected: ['diabetes-hindi'] },
  { kind: 'typo', page: 'hi', query: 'प्रोबयोटिक', expected: ['probiotics-hindi'] },
  { kind: 'typo', page: 'mr', query: 'रक्तदब', expected: ['hypertension-marathi'] },
  { kind: 'typo', page: 'mr', query: 'पावसाळयात आजार', expected: ['monsoon-health-marathi'] },

  // ───────────────────────── hindi (page hi) ─────────────────────────
  { kind: 'hindi', page: 'hi', query: 'सीने में जलन', expected: ['acidity-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'खट्टी डकार', expected: ['acidity-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'शुगर की जाँच कब कराएँ', expected: ['diabetes-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'पेट के अच्छे बैक्टीरिया', expected: ['gut-bacteria-introduction-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'दही और छाछ के फ़ायदे', expected: ['probiotics-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'रोज़ कितना नमक खाना चाहिए', expected: ['salt-and-health-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'सेंधा नमक', expected: ['salt-and-health-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'चाय में चीनी कम करना', expected: ['sugar-how-much-is-too-much-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'गुड़ और शहद', expected: ['sugar-how-much-is-too-much-hindi', 'jaggery-honey-and-sugar'] },
  { kind: 'hindi', page: 'hi', query: 'हाथ पैरों में झुनझुनी', expected: ['vitamin-b12-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'धूप से मिलने वाला विटामिन', expected: ['vitamin-d-part-1-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'बीपी कम करने के उपाय', expected: ['hypertension-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'कमर का नाप', expected: ['metabolic-syndrome-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'क़ब्ज़ से छुटकारा', expected: ['constipation', 'dietary-fibre-part-1-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'रेशे वाला खाना', expected: ['dietary-fibre-part-2-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'तनाव कैसे कम करें', expected: ['stress-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'घबराहट और बेचैनी', expected: ['stress-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'शुगर फ़्री गोली', expected: ['artificial-sweeteners-introduction-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'विटामिन की गोलियाँ कब लें', expected: ['vitamins-introduction-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'अच्छी सेहत की आदतें', expected: ['self-health-lecture-overview-hindi'] },
  { kind: 'hindi', page: 'hi', query: 'मोटापा कैसे कम करें', expected: ['prevention-of-obesity'] },
  { kind: 'hindi', page: 'hi', query: 'लू लगना', expected: ['summer-health'] },
  { kind: 'hindi', page: 'hi', query: 'पेट की चर्बी और शुगर', expected: ['metabolic-syndrome-hindi'] },

  // ───────────────────────── marathi (page mr) ─────────────────────────
  { kind: 'marathi', page: 'mr', query: 'छातीत जळजळ', expected: ['acidity-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'आंबट ढेकर', expected: ['acidity-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'रक्तातील साखर तपासणी', expected: ['diabetes-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'मधुमेहात काय खावे', expected: ['diabetes-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'पोट साफ होत नाही', expected: ['dietary-fibre-part-1-marathi', 'constipation'] },
  { kind: 'marathi', page: 'mr', query: 'तंतू असलेले पदार्थ', expected: ['dietary-fibre-part-1-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'दही ताक आणि पोटातले जीवाणू', expected: ['gut-bacteria-introduction-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'रक्तदाब कमी करण्यासाठी उपाय', expected: ['hypertension-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'पावसाळ्यात ताप', expected: ['monsoon-health-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'डेंग्यू मलेरिया डास', expected: ['monsoon-health-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'दिवसाला किती मीठ', expected: ['salt-and-health-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'लोणचे पापड मीठ', expected: ['salt-and-health-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'ताण कमी कसा करावा', expected: ['stress-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'उदास वाटणे आणि झोप न लागणे', expected: ['stress-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'चहात साखर किती', expected: ['sugar-how-much-is-too-much-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'हाता-पायांना मुंग्या येणे', expected: ['vitamin-b12-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'ऊन आणि हाडे', expected: ['vitamin-d-part-1-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'रोज किती चालावे', expected: ['walking-for-health-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'जेवणानंतर शतपावली', expected: ['walking-for-health-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'आरोग्यासाठी चांगल्या सवयी', expected: ['self-health-lecture-overview-marathi'] },
  { kind: 'marathi', page: 'mr', query: 'वजन कमी करणे', expected: ['prevention-of-obesity'] },
  { kind: 'marathi', page: 'mr', query: 'उष्माघात', expected: ['summer-health'] },
  { kind: 'marathi', page: 'mr', query: 'कावीळ', expected: ['monsoon-health-marathi'] },

  // ───────────────────────── devanagari-variant (pages hi, mr) ─────────────────────────
  // Hindi page: article spelling in the trailing comment.
  { kind: 'devanagari-variant', page: 'hi', query: 'ऐसिडिटी', expected: ['acidity-hindi'] }, // एसिडिटी
  { kind: 'devanagari-variant', page: 'hi', query: 'डायबिटीज', expected: ['diabetes-hindi'] }, // डायबिटीज़ (nukta)
  { kind: 'devanagari-variant', page: 'hi', query: 'इन्सुलिन', expected: ['diabetes-hindi'] }, // इंसुलिन
  { kind: 'devanagari-variant', page: 'hi', query: 'फाइबर', expected: ['dietary-fibre-part-1-hindi'] }, // फ़ाइबर (nukta)
  { kind: 'devanagari-variant', page: 'hi', query: 'प्रोबाइओटिक', expected: ['probiotics-hindi'] }, // प्रोबायोटिक
  { kind: 'devanagari-variant', page: 'hi', query: 'पेट के बेक्टीरिया', expected: ['gut-bacteria-introduction-hindi'] }, // बैक्टीरिया
  { kind: 'devanagari-variant', page: 'hi', query: 'ब्लडप्रेशर', expected: ['hypertension-hindi'] }, // ब्लड प्रेशर
  { kind: 'devanagari-variant', page: 'hi', query: 'हाई ब्लड प्रैशर', expected: ['hypertension-hindi'] }, // प्रेशर
  { kind: 'devanagari-variant', page: 'hi', query: 'मेटाबोलिक सिन्ड्रोम', expected: ['metabolic-syndrome-hindi'] }, // मेटाबॉलिक सिंड्रोम
  { kind: 'devanagari-variant', page: 'hi', query: 'ट्राईग्लिसराइड', expected: ['metabolic-syndrome-hindi'] }, // ट्राइग्लिसराइड
  { kind: 'devanagari-variant', page: 'hi', query: 'कोलेस्टेरोल', expected: ['cholesterol-and-lipid-profile'] }, // Hindi pages: कोलेस्ट्रॉल
  { kind: 'devanagari-variant', page: 'hi', query: 'एन्ग्जायटी', expected: ['stress-hindi'] }, // एंग्ज़ाइटी
  { kind: 'devanagari-variant', page: 'hi', query: 'स्टेविया', expected: ['artificial-sweeteners-introduction-hindi', 'stevia'] }, // स्टीविया
  { kind: 'devanagari-variant', page: 'hi', query: 'कृत्रीम मिठास', expected: ['artificial-sweeteners-introduction-hindi'] }, // कृत्रिम
  { kind: 'devanagari-variant', page: 'hi', query: 'विटामिन बी१२', expected: ['vitamin-b12-hindi'] }, // बी12 (Latin digits)
  { kind: 'devanagari-variant', page: 'hi', query: 'मेटफार्मिन', expected: ['vitamin-b12-hindi'] }, // मेटफ़ॉर्मिन
  { kind: 'devanagari-variant', page: 'hi', query: 'वीटामिन डी', expected: ['vitamin-d-part-1-hindi'] }, // विटामिन
  { kind: 'devanagari-variant', page: 'hi', query: 'विटामीन की गोलियां', expected: ['vitamins-introduction-hindi'] }, // विटामिन, गोलियाँ
  { kind: 'devanagari-variant', page: 'hi', query: 'आयोडिन वाला नमक', expected: ['salt-and-health-hindi'] }, // आयोडीन
  { kind: 'devanagari-variant', page: 'hi', query: 'शूगर कितनी खाएं', expected: ['sugar-how-much-is-too-much-hindi'] }, // शुगर, खाएँ
  // Marathi page.
  { kind: 'devanagari-variant', page: 'mr', query: 'अ\u200Dॅसिडिटी', expected: ['acidity-marathi'] }, // ॲसिडिटी (U+0972) vs अ+ZWJ+ॅ
  { kind: 'devanagari-variant', page: 'mr', query: 'ऍसिडिटी', expected: ['acidity-marathi'] }, // ॲसिडिटी vs ऍ (U+090D)
  { kind: 'devanagari-variant', page: 'mr', query: 'डायबेटिस', expected: ['diabetes-marathi'] }, // डायबिटीज
  { kind: 'devanagari-variant', page: 'mr', query: 'कोलेस्ट्रॉल', expected: ['cholesterol-and-lipid-profile'] }, // Marathi pages: कोलेस्टेरॉल
  { kind: 'devanagari-variant', page: 'mr', query: 'बध्दकोष्ठता', expected: ['dietary-fibre-part-1-marathi', 'constipation'] }, // बद्धकोष्ठता
  { kind: 'devanagari-variant', page: 'mr', query: 'फाइबर', expected: ['dietary-fibre-part-1-marathi'] }, // फायबर
  { kind: 'devanagari-variant', page: 'mr', query: 'आतड्यातील जिवाणू', expected: ['gut-bacteria-introduction-marathi'] }, // जीवाणू
  { kind: 'devanagari-variant', page: 'mr', query: 'हायपरटेंशन', expected: ['hypertension-marathi'] }, // हायपरटेन्शन
  { kind: 'devanagari-variant', page: 'mr', query: 'डेंगू ताप', expected: ['monsoon-health-marathi'] }, // डेंग्यू
  { kind: 'devanagari-variant', page: 'mr', query: 'टायफाईड', expected: ['monsoon-health-marathi'] }, // टायफॉइड
  { kind: 'devanagari-variant', page: 'mr', query: 'लेप्टोस्पायरोसीस', expected: ['monsoon-health-marathi'] }, // लेप्टोस्पायरोसिस
  { kind: 'devanagari-variant', page: 'mr', query: 'सैन्धव मीठ', expected: ['salt-and-health-marathi'] }, // सैंधव
  { kind: 'devanagari-variant', page: 'mr', query: 'आयोडिनयुक्त मीठ', expected: ['salt-and-health-marathi'] }, // आयोडीनयुक्त
  { kind: 'devanagari-variant', page: 'mr', query: 'अँझायटी', expected: ['stress-marathi'] }, // ॲन्झायटी
  { kind: 'devanagari-variant', page: 'mr', query: 'जीवनसत्व बी१२', expected: ['vitamin-b12-marathi'] }, // जीवनसत्त्व
  { kind: 'devanagari-variant', page: 'mr', query: 'विटामिन बी12', expected: ['vitamin-b12-marathi'] }, // व्हिटॅमिन
  { kind: 'devanagari-variant', page: 'mr', query: 'विटॅमिन डी', expected: ['vitamin-d-part-1-marathi'] }, // व्हिटॅमिन
  { kind: 'devanagari-variant', page: 'mr', query: 'व्हिटामिन डी', expected: ['vitamin-d-part-1-marathi'] }, // व्हिटॅमिन
  { kind: 'devanagari-variant', page: 'mr', query: 'स्मृतीभ्रंश', expected: ['walking-for-health-marathi'] }, // स्मृतिभ्रंश
  { kind: 'devanagari-variant', page: 'mr', query: 'शतपाऊली', expected: ['walking-for-health-marathi'] }, // शतपावली

  // ───────────────────────── romanised-hindi ─────────────────────────
  // typed on the English /search box
  { kind: 'romanised-hindi', page: 'en', query: 'kitna namak roz khana chahiye', expected: ['salt-and-health-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'madhumeh me kya khana chahiye', expected: ['diabetes-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'seene me jalan', expected: ['acidity-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'khatti dakar aana', expected: ['acidity-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'kabz ka ilaj', expected: ['constipation', 'dietary-fibre-part-1-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'raktchap kaise kam kare', expected: ['hypertension-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'namak kam khane ke fayde', expected: ['salt-and-health-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'cheeni kitni khani chahiye', expected: ['sugar-how-much-is-too-much-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'chini ki jagah kya dale', expected: ['artificial-sweeteners-introduction-hindi'] },
  {
    kind: 'romanised-hindi',
    page: 'en',
    query: 'gud ya shahad',
    expected: ['sugar-how-much-is-too-much-hindi', 'jaggery-honey-and-sugar'],
  },
  { kind: 'romanised-hindi', page: 'en', query: 'pet ke ache bacteria', expected: ['gut-bacteria-introduction-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'dahi khane ke fayde', expected: ['probiotics-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'reshedar khana', expected: ['dietary-fibre-part-2-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'tanav kaise door kare', expected: ['stress-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'haath pair me jhunjhuni', expected: ['vitamin-b12-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'dhoop se vitamin', expected: ['vitamin-d-part-1-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'motapa kam karne ke upay', expected: ['prevention-of-obesity'] },
  { kind: 'romanised-hindi', page: 'en', query: 'vajan kyu badhta hai', expected: ['causes-of-obesity'] },
  { kind: 'romanised-hindi', page: 'en', query: 'loo lagne se bachav', expected: ['summer-health'] },
  { kind: 'romanised-hindi', page: 'en', query: 'pani kitna peena chahiye', expected: ['how-much-water-to-drink'] },
  { kind: 'romanised-hindi', page: 'en', query: 'bacche ko dast me kya de', expected: ['dehydration'] },
  { kind: 'romanised-hindi', page: 'en', query: 'haddiyan kamzor ho gayi', expected: ['osteoporosis'] },
  { kind: 'romanised-hindi', page: 'en', query: 'aankhon me jalan mobile se', expected: ['eye-strain'] },
  { kind: 'romanised-hindi', page: 'en', query: 'gardan aur kamar dard', expected: ['back-and-neck-pain'] },
  { kind: 'romanised-hindi', page: 'en', query: 'barsaat me machhar se bimari', expected: ['monsoon-health'] },
  { kind: 'romanised-hindi', page: 'en', query: 'maide ke nuksan', expected: ['maida-refined-flour'] },
  { kind: 'romanised-hindi', page: 'en', query: 'ghee khana sahi hai ya nahi', expected: ['saturated-fats'] },
  { kind: 'romanised-hindi', page: 'en', query: 'pet ki charbi', expected: ['metabolic-syndrome-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'vitamin ki goli kab le', expected: ['vitamins-introduction-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'swasthya swayam vyakhyan', expected: ['self-health-lecture-overview-hindi'] },
  { kind: 'romanised-hindi', page: 'en', query: 'lauki chane ki dal kaise banaye', expected: ['lauki-chana-dal'] },
  // typed on /hi/search
  { kind: 'romanised-hindi', page: 'hi', query: 'raktachaap', expected: ['hypertension-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'rakt chaap ke lakshan', expected: ['hypertension-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'baar baar peshab aur pyaas', expected: ['diabetes-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'roz multivitamin lena sahi hai', expected: ['vitamins-introduction-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'chhati me jalan', expected: ['acidity-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'namak kitna khaye', expected: ['salt-and-health-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'sendha namak', expected: ['salt-and-health-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'achaar papad me namak', expected: ['salt-and-health-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'cheeni ke nuksaan', expected: ['sugar-how-much-is-too-much-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'chai me chini kam', expected: ['sugar-how-much-is-too-much-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'kritrim mithas', expected: ['artificial-sweeteners-introduction-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'resha kya hai', expected: ['dietary-fibre-part-1-hindi'] },
  {
    kind: 'romanised-hindi',
    page: 'hi',
    query: 'chokar wala aata',
    expected: ['dietary-fibre-part-1-hindi', 'dietary-fibre-part-2-hindi'],
  },
  { kind: 'romanised-hindi', page: 'hi', query: 'aant ke bacteria', expected: ['gut-bacteria-introduction-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'dahi chhachh', expected: ['probiotics-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'tanaav aur ghabrahat', expected: ['stress-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'udaasi aur niraasha', expected: ['stress-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'shakahari logon me vitamin ki kami', expected: ['vitamin-b12-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'dhoop wala vitamin', expected: ['vitamin-d-part-1-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'haddi me dard aur dhoop', expected: ['vitamin-d-part-1-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'motapa kya hai', expected: ['what-is-obesity'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'kabj', expected: ['constipation', 'dietary-fibre-part-1-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'kamar ka nap', expected: ['metabolic-syndrome-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'sehat ki saat aadatein', expected: ['self-health-lecture-overview-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'vitaminon ke prakar', expected: ['vitamins-introduction-hindi'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'garmi me pani kitna piye', expected: ['how-much-water-to-drink'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'barsat ki bimariyan', expected: ['monsoon-health'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'aankh ki thakan', expected: ['eye-strain'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'pani ubal kar piyen', expected: ['water-pollution-part-2'] },
  { kind: 'romanised-hindi', page: 'hi', query: 'bachchon ke liye junk food ke nuksan', expected: ['junk-food-part-2'] },

  // ───────────────────────── romanised-marathi ─────────────────────────
  // typed on the English /search box
  { kind: 'romanised-marathi', page: 'en', query: 'vajan kasa kami karava', expected: ['prevention-of-obesity'] },
  { kind: 'romanised-marathi', page: 'en', query: 'sakhar kiti khavi', expected: ['sugar-how-much-is-too-much-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'pavsalyat kay kalji ghyavi', expected: ['monsoon-health-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'chalnyache fayde', expected: ['walking-for-health-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'chhatit jaljal', expected: ['acidity-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'ambat dhekar', expected: ['acidity-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'raktadab kami karnyache upay', expected: ['hypertension-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'madhumehachi lakshane', expected: ['diabetes-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'mith kiti khave', expected: ['salt-and-health-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'taan kasa kami karava', expected: ['stress-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'zop lagat nahi', expected: ['stress-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'haat payala mungya yetat', expected: ['vitamin-b12-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'unhat basne vitamin d', expected: ['vitamin-d-part-1-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'pot saaf hot nahi', expected: ['dietary-fibre-part-1-marathi', 'constipation'] },
  { kind: 'romanised-marathi', page: 'en', query: 'tantu mhanje kay', expected: ['dietary-fibre-part-1-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'atdyatil jivanu', expected: ['gut-bacteria-introduction-marathi'] },
  {
    kind: 'romanised-marathi',
    page: 'en',
    query: 'dahi tak khanyache fayde',
    expected: ['gut-bacteria-introduction-marathi', 'probiotics'],
  },
  { kind: 'romanised-marathi', page: 'en', query: 'dengyu malaria dasanpasun bachav', expected: ['monsoon-health-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'shatpavli', expected: ['walking-for-health-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'lonche papad mith', expected: ['salt-and-health-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'aarogyachya saat savayi', expected: ['self-health-lecture-overview-marathi'] },
  { kind: 'romanised-marathi', page: 'en', query: 'unhalyat kay pyave', expected: ['electrolytes'] },
  { kind: 'romanised-marathi', page: 'en', query: 'ushmaghat', expected: ['summer-health'] },
  { kind: 'romanised-marathi', page: 'en', query: 'hadanchi thisulta', expected: ['osteoporosis'] },
  { kind: 'romanised-marathi', page: 'en', query: 'pathdukhi ani manedukhi', expected: ['back-and-neck-pain'] },
  { kind: 'romanised-marathi', page: 'en', query: 'pinyache pani shuddh kase karave', expected: ['water-pollution-part-2'] },
  { kind: 'romanised-marathi', page: 'en', query: 'tup khave ka', expected: ['saturated-fats'] },
  { kind: 'romanised-marathi', page: 'en', query: 'kanda pohe kase banvayche', expected: ['vegetable-poha'] },
  { kind: 'romanised-marathi', page: 'en', query: 'nachnicha dosa', expected: ['ragi-dosa'] },
  { kind: 'romanised-marathi', page: 'en', query: 'khamang kakdi', expected: ['cucumber-peanut-koshimbir'] },
  { kind: 'romanised-marathi', page: 'en', query: 'moong dalche dhirde', expected: ['moong-dal-chilla'] },
  { kind: 'romanised-marathi', page: 'en', query: 'matkichi bhel', expected: ['sprouts-bhel'] },
  // typed on /mr/search
  { kind: 'romanised-marathi', page: 'mr', query: 'pitta zala tar kay karave', expected: ['acidity-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'rakta dab', expected: ['hypertension-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'uchha raktadab lakshane', expected: ['hypertension-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'madhumehat kay khave', expected: ['diabetes-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'jevnanantar chalne', expected: ['walking-for-health-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'chahatli sakhar kami karne', expected: ['sugar-how-much-is-too-much-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'god khane kiti chalte', expected: ['sugar-how-much-is-too-much-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'mith kami kase karave', expected: ['salt-and-health-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'saindhav mith', expected: ['salt-and-health-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'pavsalyatil ajar', expected: ['monsoon-health-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'kavil', expected: ['monsoon-health-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'tantumay aahar', expected: ['dietary-fibre-part-1-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'baddhakoshthata', expected: ['dietary-fibre-part-1-marathi', 'constipation'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'jivanu ani pachan', expected: ['gut-bacteria-introduction-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'pratijaivike', expected: ['gut-bacteria-introduction-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'tantanav', expected: ['stress-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'chinta ani nairashya', expected: ['stress-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'shakahari lokanna b12 chi kamtarta', expected: ['vitamin-b12-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'suryaprakashache jeevansatva', expected: ['vitamin-d-part-1-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'muddus', expected: ['vitamin-d-part-1-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'roj chalne', expected: ['walking-for-health-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'vyayam kiti karava', expected: ['walking-for-health-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'swasthya swayam', expected: ['self-health-lecture-overview-marathi'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'vajan kami kase karave', expected: ['prevention-of-obesity'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'latthapana mhanje kay', expected: ['what-is-obesity'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'hade thisul hone', expected: ['osteoporosis'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'dolyanna tan screen', expected: ['eye-strain'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'unhacha tras', expected: ['summer-health'] },
  { kind: 'romanised-marathi', page: 'mr', query: 'pani kiti pyave', expected: ['how-much-water-to-drink'] },
  {
    kind: 'romanised-marathi',
    page: 'mr',
    query: 'gul ani madh',
    expected: ['sugar-how-much-is-too-much-marathi', 'jaggery-honey-and-sugar'],
  },

  // ───────────────────────── code-switched ─────────────────────────
  // Latin script
  { kind: 'code-switched', page: 'en', query: 'diabetes me kya khaye', expected: ['diabetes-hindi'] },
  { kind: 'code-switched', page: 'en', query: 'bp high asel tar kay karave', expected: ['hypertension-marathi'] },
  { kind: 'code-switched', page: 'en', query: 'vitamin d ki kami', expected: ['vitamin-d-part-1-hindi'] },
  { kind: 'code-switched', page: 'en', query: 'thyroid ke lakshan', expected: ['thyroid-problems'] },
  { kind: 'code-switched', page: 'en', query: 'blood sugar kam kaise kare', expected: ['diabetes-hindi'] },
  { kind: 'code-switched', page: 'en', query: 'walking che fayde', expected: ['walking-for-health-marathi'] },
  { kind: 'code-switched', page: 'en', query: 'salt kitna khana chahiye', expected: ['salt-and-health-hindi'] },
  { kind: 'code-switched', page: 'en', query: 'pregnancy me thyroid ki goli', expected: ['thyroid-problems'] },
  { kind: 'code-switched', page: 'en', query: 'monsoon madhe dengue', expected: ['monsoon-health-marathi'] },
  { kind: 'code-switched', page: 'en', query: 'metabolic syndrome kya hota hai', expected: ['metabolic-syndrome-hindi'] },
  { kind: 'code-switched', page: 'en', query: 'junk food khane ke nuksan', expected: ['junk-food-part-2'] },
  { kind: 'code-switched', page: 'en', query: 'cholesterol report kaise padhe', expected: ['cholesterol-and-lipid-profile'] },
  { kind: 'code-switched', page: 'hi', query: 'cholesterol kam karne ke liye kya khaye', expected: ['cholesterol-and-lipid-profile'] },
  { kind: 'code-switched', page: 'hi', query: 'acidity ka gharelu upay', expected: ['acidity-hindi'] },
  { kind: 'code-switched', page: 'hi', query: 'b12 ki kami ke lakshan', expected: ['vitamin-b12-hindi'] },
  { kind: 'code-switched', page: 'hi', query: 'stress se neend nahi aati', expected: ['stress-hindi'] },
  { kind: 'code-switched', page: 'hi', query: 'fibre wala nashta', expected: ['dietary-fibre-part-2-hindi'] },
  { kind: 'code-switched', page: 'hi', query: 'probiotic dahi', expected: ['probiotics-hindi'] },
  { kind: 'code-switched', page: 'hi', query: 'heart attack aur acidity me fark', expected: ['acidity-hindi'] },
  { kind: 'code-switched', page: 'hi', query: 'sugar free goli safe hai kya', expected: ['artificial-sweeteners-introduction-hindi'] },
  { kind: 'code-switched', page: 'mr', query: 'acidity var upay', expected: ['acidity-marathi'] },
  { kind: 'code-switched', page: 'mr', query: 'b12 kami asel tar', expected: ['vitamin-b12-marathi'] },
  { kind: 'code-switched', page: 'mr', query: 'sugar level kiti asava', expected: ['diabetes-marathi'] },
  { kind: 'code-switched', page: 'mr', query: 'stress kami karnyasathi', expected: ['stress-marathi'] },
  { kind: 'code-switched', page: 'mr', query: 'eyes dukhtat mobile mule', expected: ['eye-strain'] },
  { kind: 'code-switched', page: 'mr', query: 'weight loss sathi diet', expected: ['prevention-of-obesity'] },
  // Devanagari mixed with English words
  { kind: 'code-switched', page: 'hi', query: 'diabetes में क्या खाएं', expected: ['diabetes-hindi'] },
  { kind: 'code-switched', page: 'hi', query: 'vitamin D की कमी', expected: ['vitamin-d-part-1-hindi'] },
  { kind: 'code-switched', page: 'hi', query: 'high BP में नमक', expected: ['hypertension-hindi', 'salt-and-health-hindi'] },
  { kind: 'code-switched', page: 'hi', query: 'fiber वाले फल', expected: ['dietary-fibre-part-2-hindi'] },
  { kind: 'code-switched', page: 'hi', query: 'stress management के तरीके', expected: ['stress-hindi'] },
  { kind: 'code-switched', page: 'hi', query: 'insulin resistance क्या है', expected: ['metabolic-syndrome-hindi'] },
  { kind: 'code-switched', page: 'hi', query: 'HbA1c टेस्ट', expected: ['diabetes-hindi'] },
  { kind: 'code-switched', page: 'hi', query: '60000 IU वाला सैशे', expected: ['vitamin-d-part-1-hindi'] },
  { kind: 'code-switched', page: 'mr', query: 'BP साठी व्यायाम', expected: ['walking-for-health-marathi', 'hypertension-marathi'] },
  { kind: 'code-switched', page: 'mr', query: 'thyroid चे लक्षण', expected: ['thyroid-problems'] },
  { kind: 'code-switched', page: 'mr', query: 'B12 ची कमतरता', expected: ['vitamin-b12-marathi'] },
  { kind: 'code-switched', page: 'mr', query: 'sugar free गोळ्या', expected: ['artificial-sweeteners-introduction'] },
  { kind: 'code-switched', page: 'mr', query: 'cholesterol वाढले', expected: ['cholesterol-and-lipid-profile'] },
  { kind: 'code-switched', page: 'mr', query: 'gut health साठी दही', expected: ['gut-bacteria-introduction-marathi'] },
  { kind: 'code-switched', page: 'mr', query: 'obesity कसे कमी करावे', expected: ['prevention-of-obesity'] },
  { kind: 'code-switched', page: 'mr', query: 'acidity साठी घरगुती उपाय', expected: ['acidity-marathi'] },
  { kind: 'code-switched', page: 'mr', query: 'dengue ची लक्षणे', expected: ['monsoon-health-marathi'] },
];

/** The part of the set a query belongs to: tune on `dev`, only measure `test`. */
export type QueryPart = 'dev' | 'test';

/**
 * A fixed, even split of the set by a hash of the page and query (FNV-1a): a query stays in its
 * part when others are added, and nobody picks which queries are measured. Search is tuned on
 * the `dev` part only; `npm run bench` reports both, and the `test` part is the honest figure.
 */
export function queryPart(query: Pick<ReaderQuery, 'page' | 'query'>): QueryPart {
  let hash = 0x811c9dc5;
  const text = `${query.page}\u0000${query.query}`;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash % 2 === 0 ? 'dev' : 'test';
}
