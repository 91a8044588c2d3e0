import type { ShopInfo, Size } from '@shop/contracts';

// The demo menu of Oran Food: French (the shop's default language) in the items' own fields, English and Arabic in
// their `translations` (docs/catalogue.md "Demo seed"). The Arabic is a menu of Oran's: the dishes by the names
// people say there (كرانتيكا, شاربات, عصير تشينة, لحم مرحي), not word-for-word French. Images are drawn by the
// project and shipped in frontend/public/images/ at exactly these paths.

/** A name and a description in one language. */
type Texts = { name: string; description: string };
/** Every demo item speaks the three languages: English and Arabic are required here, never left to French. */
export type DemoTranslations<T> = { en: T; ar: T };

const texts = (name: string, description: string): Texts => ({ name, description });

export type DemoCategory = Texts & { id: string; translations: DemoTranslations<Texts> };

export const demoCategories: DemoCategory[] = [
  {
    id: 'pizzas',
    name: 'Pizzas',
    description: 'Pâte fine pétrie chaque matin, cuite au four à pierre.',
    translations: {
      en: texts('Pizzas', 'Thin crust kneaded every morning, baked in a stone oven.'),
      ar: texts('بيتزا', 'عجينة رقيقة تنعجن كل صباح وتطيب في فرن الحجر.'),
    },
  },
  {
    id: 'burgers',
    name: 'Burgers',
    description: 'Pain brioché toasté, viande fraîche et sauces maison.',
    translations: {
      en: texts('Burgers', 'Toasted brioche bun, fresh beef and house sauces.'),
      ar: texts('برغر', 'خبز بريوش محمّر، لحم طازج وصوصات الدار.'),
    },
  },
  {
    id: 'tacos',
    name: 'Tacos',
    description: 'Tortilla grillée, frites fondantes et sauce fromagère.',
    translations: {
      en: texts('Tacos', 'Grilled tortilla, soft fries and cheese sauce.'),
      ar: texts('طاكوس', 'تورتيا مشوية، فريت ذايبة وصوص فرماج.'),
    },
  },
  {
    id: 'sandwichs',
    name: 'Sandwichs',
    description: 'Les classiques de la rue oranaise, généreux et chauds.',
    translations: {
      en: texts('Sandwiches', 'The street classics of Oran, generous and hot.'),
      ar: texts('سندويتشات', 'كلاسيكيات الزنقة الوهرانية، معمّرة وسخونة.'),
    },
  },
  {
    id: 'salades',
    name: 'Salades',
    description: 'Fraîcheur du marché, légumes croquants et vinaigrettes maison.',
    translations: {
      en: texts('Salads', 'Fresh from the market: crunchy vegetables and house dressings.'),
      ar: texts('سلاطات', 'خضرة السوق طازجة ومقرمشة، بصلصة الدار.'),
    },
  },
  {
    id: 'desserts',
    name: 'Desserts',
    description: 'Une douceur pour finir le repas en beauté.',
    translations: {
      en: texts('Desserts', 'Something sweet to end the meal well.'),
      ar: texts('حلويات', 'حاجة حلوة باش تكمّل الماكلة على خير.'),
    },
  },
  {
    id: 'boissons',
    name: 'Boissons',
    description: 'Jus pressés, citronnade et thé à la menthe bien frais.',
    translations: {
      en: texts('Drinks', 'Fresh-pressed juices, lemonade and mint tea.'),
      ar: texts('مشروبات', 'عصير معصور، شاربات وأتاي بالنعناع.'),
    },
  },
];

export type DemoProduct = Texts & {
  id: string;
  categoryId: string;
  translations: DemoTranslations<Texts>;
  size: Size;
  price: number;
  sold: number;
  active: boolean;
};

/** Names and descriptions as `[name, description]` in French, English and Arabic. */
type Names = { fr: [string, string]; en: [string, string]; ar: [string, string] };

const p = (
  categoryId: string,
  id: string,
  { fr, en, ar }: Names,
  size: Size,
  price: number,
  sold = 0,
  active = true,
): DemoProduct => ({
  id,
  categoryId,
  ...texts(...fr),
  translations: { en: texts(...en), ar: texts(...ar) },
  size,
  price,
  sold,
  active,
});

export const demoProducts: DemoProduct[] = [
  p(
    'pizzas',
    'margherita',
    {
      fr: ['Margherita', 'Sauce tomate, mozzarella fondante et basilic frais.'],
      en: ['Margherita', 'Tomato sauce, melting mozzarella and fresh basil.'],
      ar: ['بيتزا مارغريتا', 'صلصة طماطم، موزاريلا ذايبة وحبق طري.'],
    },
    { value: 1, unit: 'XL' },
    900,
  ),
  p(
    'pizzas',
    'quatre-fromages',
    {
      fr: ['Quatre fromages', 'Mozzarella, cheddar, bleu et emmental gratinés.'],
      en: ['Four cheeses', 'Mozzarella, cheddar, blue cheese and Emmental, browned in the oven.'],
      ar: ['بيتزا 4 فروماج', 'موزاريلا، شيدر، فروماج بلو وإيمنتال، محمّرين في الفور.'],
    },
    { value: 1, unit: 'XL' },
    1400,
    15,
  ),
  p(
    'pizzas',
    'pizza-thon',
    {
      fr: ['Pizza thon', 'Thon, olives noires, oignons et poivrons grillés.'],
      en: ['Tuna pizza', 'Tuna, black olives, onions and grilled peppers.'],
      ar: ['بيتزا تون', 'تون، زيتون كحل، بصل وفلفل مشوي.'],
    },
    { value: 1, unit: 'L' },
    1100,
  ),
  p(
    'pizzas',
    'pizza-merguez',
    {
      fr: ['Pizza merguez', 'Merguez épicées, poivrons, œuf et harissa douce.'],
      en: ['Merguez pizza', 'Spicy merguez, peppers, egg and mild harissa.'],
      ar: ['بيتزا مرقاز', 'مرقاز حار، فلفل، بيضة وهريسة خفيفة.'],
    },
    { value: 1, unit: 'XL' },
    1300,
    10,
  ),
  p(
    'burgers',
    'classic-burger',
    {
      fr: ['Classic burger', 'Steak haché frais, salade, tomate et sauce maison.'],
      en: ['Classic burger', 'Fresh beef patty, lettuce, tomato and house sauce.'],
      ar: ['برغر كلاسيك', 'ستيك هاشي طازج، سلاطة، طماطم وصوص الدار.'],
    },
    { value: 1, unit: 'pièce' },
    650,
  ),
  p(
    'burgers',
    'cheese-burger',
    {
      fr: ['Cheese burger', 'Double cheddar fondu, cornichons et oignons caramélisés.'],
      en: ['Cheeseburger', 'Double melted cheddar, pickles and caramelised onions.'],
      ar: ['تشيز برغر', 'دوبل شيدر ذايب، كورنيشون وبصل مكرمل.'],
    },
    { value: 1, unit: 'pièce' },
    750,
    20,
  ),
  p(
    'burgers',
    'chicken-burger',
    {
      fr: ['Chicken burger', 'Poulet croustillant, coleslaw et sauce piquante.'],
      en: ['Chicken burger', 'Crispy chicken, coleslaw and hot sauce.'],
      ar: ['برغر دجاج', 'دجاج مقرمش، كولسلو وصوص حار.'],
    },
    { value: 1, unit: 'pièce' },
    700,
  ),
  p(
    'tacos',
    'tacos-poulet',
    {
      fr: ['Tacos poulet', 'Poulet mariné, frites et sauce fromagère gratinée.'],
      en: ['Chicken tacos', 'Marinated chicken, fries and browned cheese sauce.'],
      ar: ['طاكوس دجاج', 'دجاج متبّل، فريت وصوص فرماج محمّر.'],
    },
    { value: 1, unit: 'M' },
    600,
  ),
  p(
    'tacos',
    'tacos-viande-hachee',
    {
      fr: ['Tacos viande hachée', 'Viande hachée épicée, frites et cheddar fondu.'],
      en: ['Minced beef tacos', 'Spiced minced beef, fries and melted cheddar.'],
      ar: ['طاكوس لحم مرحي', 'لحم مرحي متبّل، فريت وشيدر ذايب.'],
    },
    { value: 1, unit: 'M' },
    650,
  ),
  p(
    'tacos',
    'tacos-mixte',
    {
      fr: ['Tacos mixte', 'Poulet et viande hachée, frites, double sauce fromagère.'],
      en: ['Mixed tacos', 'Chicken and minced beef, fries, double cheese sauce.'],
      ar: ['طاكوس ميكست', 'دجاج ولحم مرحي، فريت ودوبل صوص فرماج.'],
    },
    { value: 1, unit: 'L' },
    900,
    10,
  ),
  p(
    'sandwichs',
    'chawarma-poulet',
    {
      fr: ['Chawarma poulet', 'Poulet rôti à la broche, crudités et sauce à l’ail.'],
      en: ['Chicken shawarma', 'Spit-roasted chicken, fresh vegetables and garlic sauce.'],
      ar: ['شاورما دجاج', 'دجاج مشوي على السفود، خضرة وصوص الثوم.'],
    },
    { value: 1, unit: 'pièce' },
    450,
  ),
  p(
    'sandwichs',
    'chawarma-viande',
    {
      fr: ['Chawarma viande', 'Fines tranches de viande, oignons, persil et tahini.'],
      en: ['Beef shawarma', 'Thin slices of beef, onions, parsley and tahini.'],
      ar: ['شاورما لحم', 'طرافي لحم رقاق، بصل، معدنوس وطحينة.'],
    },
    { value: 1, unit: 'pièce' },
    550,
  ),
  p(
    'sandwichs',
    'panini-thon',
    {
      fr: ['Panini thon', 'Thon, mozzarella et tomate dans un pain croustillant.'],
      en: ['Tuna panini', 'Tuna, mozzarella and tomato in crispy bread.'],
      ar: ['بانيني تون', 'تون، موزاريلا وطماطم في خبزة مقرمشة.'],
    },
    { value: 1, unit: 'pièce' },
    400,
  ),
  p(
    'sandwichs',
    'karantika',
    {
      fr: ['Karantika', 'Le flan de pois chiches oranais, cumin et harissa, dans sa baguette.'],
      en: ['Karantika', 'Oran’s chickpea flan, with cumin and harissa, in a baguette.'],
      ar: ['كرانتيكا', 'فلان الحمص تاع وهران، بالكمون والهريسة، في كوميرة.'],
    },
    { value: 1, unit: 'part' },
    200,
  ),
  p(
    'salades',
    'salade-cesar',
    {
      fr: ['Salade César', 'Poulet grillé, parmesan, croûtons et sauce César.'],
      en: ['Caesar salad', 'Grilled chicken, parmesan, croutons and Caesar dressing.'],
      ar: ['سلاطة سيزار', 'دجاج مشوي، بارميزان، كروتون وصوص سيزار.'],
    },
    { value: 1, unit: 'bol' },
    700,
  ),
  p(
    'salades',
    'salade-nicoise',
    {
      fr: ['Salade niçoise', 'Thon, œuf, haricots verts, olives et pommes de terre.'],
      en: ['Niçoise salad', 'Tuna, egg, green beans, olives and potatoes.'],
      ar: ['سلاطة نيسواز', 'تون، بيض، لوبيا خضرا، زيتون وبطاطا.'],
    },
    { value: 1, unit: 'bol' },
    650,
    15,
  ),
  p(
    'salades',
    'salade-mechouia',
    {
      fr: ['Salade méchouia', 'Poivrons et tomates grillés au feu, ail et huile d’olive.'],
      en: ['Mechouia salad', 'Fire-roasted peppers and tomatoes, garlic and olive oil.'],
      ar: ['سلاطة مشوية', 'فلفل وطماطم مشويين على الجمر، ثوم وزيت الزيتون.'],
    },
    { value: 1, unit: 'bol' },
    350,
  ),
  p(
    'desserts',
    'tiramisu',
    {
      fr: ['Tiramisu', 'Mascarpone onctueux, biscuit imbibé de café, cacao.'],
      en: ['Tiramisu', 'Creamy mascarpone, coffee-soaked biscuit, cocoa.'],
      ar: ['تيراميسو', 'ماسكاربوني كريمي، بسكويت مشرّب بالقهوة وكاكاو.'],
    },
    { value: 1, unit: 'part' },
    450,
  ),
  p(
    'desserts',
    'fondant-chocolat',
    {
      fr: ['Fondant au chocolat', 'Cœur coulant, servi tiède.'],
      en: ['Chocolate fondant', 'Molten centre, served warm.'],
      ar: ['فوندان بالشكلاطة', 'قلبو سايل، يتقدّم دافي.'],
    },
    { value: 1, unit: 'part' },
    400,
    25,
  ),
  p(
    'desserts',
    'crepe-nutella',
    {
      fr: ['Crêpe Nutella', 'Crêpe fine et dorée, généreusement garnie.'],
      en: ['Nutella crêpe', 'Thin golden crêpe, generously filled.'],
      ar: ['كريب نوتيلا', 'كريب رقيقة ومحمّرة، معمّرة مليح.'],
    },
    { value: 1, unit: 'pièce' },
    300,
  ),
  p(
    'desserts',
    'zlabia',
    {
      fr: ['Zlabia', 'Beignets au miel, croustillants et parfumés à la fleur d’oranger.'],
      en: ['Zlabia', 'Honey fritters, crispy and scented with orange blossom.'],
      ar: ['زلابية', 'زلابية بالعسل، مقرمشة ومعطّرة بماء الزهر.'],
    },
    { value: 250, unit: 'g' },
    350,
    0,
    false,
  ),
  p(
    'boissons',
    'citronnade',
    {
      fr: ['Citronnade', 'Citrons pressés, menthe fraîche et une pointe de sucre.'],
      en: ['Lemonade', 'Pressed lemons, fresh mint and a touch of sugar.'],
      ar: ['شاربات', 'ليمون معصور، نعناع طري وشوية سكر.'],
    },
    { value: 33, unit: 'cl' },
    250,
  ),
  p(
    'boissons',
    'jus-orange',
    {
      fr: ['Jus d’orange', 'Oranges pressées minute.'],
      en: ['Orange juice', 'Oranges pressed to order.'],
      ar: ['عصير تشينة', 'تشينة معصورة في الحين.'],
    },
    { value: 33, unit: 'cl' },
    300,
    30,
  ),
  p(
    'boissons',
    'the-menthe',
    {
      fr: ['Thé à la menthe', 'Thé vert à la menthe fraîche, servi bien chaud.'],
      en: ['Mint tea', 'Green tea with fresh mint, served piping hot.'],
      ar: ['أتاي بالنعناع', 'أتاي خضر بالنعناع الطري، يتقدّم سخون.'],
    },
    { value: 25, unit: 'cl' },
    200,
    0,
    false,
  ),
];

/** A district's name in the three languages: the English one is the name people use, the Arabic one as Oran says it. */
export type DemoDistrict = {
  id: string;
  name: string;
  translations: DemoTranslations<{ name: string }>;
  deliveryPrice: number;
};

const district = (
  id: string,
  [fr, en, ar]: [string, string, string],
  deliveryPrice: number,
): DemoDistrict => ({
  id,
  name: fr,
  translations: { en: { name: en }, ar: { name: ar } },
  deliveryPrice,
});

export const demoDistricts: DemoDistrict[] = [
  district('centre-ville', ['Centre-ville', 'City centre', 'وسط المدينة'], 150),
  district('sidi-el-houari', ['Sidi El Houari', 'Sidi El Houari', 'سيدي الهواري'], 200),
  district('gambetta', ['Gambetta', 'Gambetta', 'قمبيطة'], 250),
  district('saint-eugene', ['Saint-Eugène', 'Saint-Eugène', 'سانتوجين'], 200),
  district('maraval', ['Maraval', 'Maraval', 'مارافال'], 250),
  district('cite-djamel', ['Cité Djamel', 'Cité Djamel', 'حي جمال'], 250),
  district('akid-lotfi', ['Akid Lotfi', 'Akid Lotfi', 'العقيد لطفي'], 350),
  district('hai-es-salam', ['Hai Es-Salam', 'Hai Es-Salam', 'حي السلام'], 300),
  district('bir-el-djir', ['Bir El Djir', 'Bir El Djir', 'بئر الجير'], 450),
  district('es-senia', ['Es Senia', 'Es Senia', 'السانية'], 450),
  district('usto', ['USTO', 'USTO', 'إيسطو'], 350),
  district('canastel', ['Canastel', 'Canastel', 'كناستيل'], 400),
  district('hai-khemisti', ['Hai Khemisti', 'Hai Khemisti', 'حي خميستي'], 350),
  district('belgaid', ['Belgaid', 'Belgaid', 'بلقايد'], 550),
  district('hai-sabah', ['Hai Sabah', 'Hai Sabah', 'حي الصباح'], 500),
  district('les-castors', ['Les Castors', 'Les Castors', 'لي كاسطور'], 300),
];

/** Promos: the active ones start an hour before the seed and last a year. */
export const demoPromos: { code: string; percentage: number; active: boolean }[] = [
  { code: 'BIENVENUE20', percentage: 20, active: true },
  { code: 'ORAN10', percentage: 10, active: true },
  { code: 'ETE15', percentage: 15, active: false },
];

export const demoBanners: {
  id: string;
  name: string;
  translations: DemoTranslations<{ name: string }>;
  order: number;
}[] = [
  {
    id: 'banner-1',
    name: 'Nos pizzas sortent du four à pierre',
    translations: {
      en: { name: 'Our pizzas come straight out of the stone oven' },
      ar: { name: 'البيتزا تاعنا طالعة من فرن الحجر' },
    },
    order: 0,
  },
  {
    id: 'banner-2',
    name: 'Tacos généreux, livrés chauds dans tout Oran',
    translations: {
      en: { name: 'Generous tacos, delivered hot all over Oran' },
      ar: { name: 'طاكوس معمّر، يوصلك سخون في كل وهران' },
    },
    order: 1,
  },
  {
    id: 'banner-3',
    name: 'Desserts maison pour finir en douceur',
    translations: {
      en: { name: 'Homemade desserts for a sweet finish' },
      ar: { name: 'حلويات الدار باش تختم بنّة' },
    },
    order: 2,
  },
];

/**
 * The shop's info has no translation slot (ShopInfoSet keeps one text per field, docs/catalogue.md "Menu in three
 * languages"): the sales point's name and address read as written here in every language.
 */
export const demoShopInfo: ShopInfo = {
  phones: ['0550 12 34 56', '0770 98 76 54'],
  email: 'contact@oran-food.dz',
  salesPoint: { name: 'Oran Food – Point de vente', address: '12 Boulevard de la Soummam', city: 'Oran' },
  social: {
    facebook: 'https://www.facebook.com/oranfood.dz',
    instagram: 'https://www.instagram.com/oranfood.dz',
    tiktok: 'https://www.tiktok.com/@oranfood.dz',
  },
};
