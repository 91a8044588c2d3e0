import type { ShopInfo, Size } from '@shop/contracts';

// The demo menu of Oran Food, in French (the shop's default language). Images are drawn by the project and
// shipped in frontend/public/images/ at exactly these paths.

export const demoCategories: { id: string; name: string; description: string }[] = [
  { id: 'pizzas', name: 'Pizzas', description: 'Pâte fine pétrie chaque matin, cuite au four à pierre.' },
  { id: 'burgers', name: 'Burgers', description: 'Pain brioché toasté, viande fraîche et sauces maison.' },
  { id: 'tacos', name: 'Tacos', description: 'Tortilla grillée, frites fondantes et sauce fromagère.' },
  {
    id: 'sandwichs',
    name: 'Sandwichs',
    description: 'Les classiques de la rue oranaise, généreux et chauds.',
  },
  {
    id: 'salades',
    name: 'Salades',
    description: 'Fraîcheur du marché, légumes croquants et vinaigrettes maison.',
  },
  { id: 'desserts', name: 'Desserts', description: 'Une douceur pour finir le repas en beauté.' },
  { id: 'boissons', name: 'Boissons', description: 'Jus pressés, citronnade et thé à la menthe bien frais.' },
];

export type DemoProduct = {
  id: string;
  categoryId: string;
  name: string;
  description: string;
  size: Size;
  price: number;
  sold: number;
  active: boolean;
};

const p = (
  categoryId: string,
  id: string,
  name: string,
  description: string,
  size: Size,
  price: number,
  sold = 0,
  active = true,
): DemoProduct => ({ id, categoryId, name, description, size, price, sold, active });

export const demoProducts: DemoProduct[] = [
  p(
    'pizzas',
    'margherita',
    'Margherita',
    'Sauce tomate, mozzarella fondante et basilic frais.',
    { value: 1, unit: 'XL' },
    900,
  ),
  p(
    'pizzas',
    'quatre-fromages',
    'Quatre fromages',
    'Mozzarella, cheddar, bleu et emmental gratinés.',
    { value: 1, unit: 'XL' },
    1400,
    15,
  ),
  p(
    'pizzas',
    'pizza-thon',
    'Pizza thon',
    'Thon, olives noires, oignons et poivrons grillés.',
    { value: 1, unit: 'L' },
    1100,
  ),
  p(
    'pizzas',
    'pizza-merguez',
    'Pizza merguez',
    'Merguez épicées, poivrons, œuf et harissa douce.',
    { value: 1, unit: 'XL' },
    1300,
    10,
  ),
  p(
    'burgers',
    'classic-burger',
    'Classic burger',
    'Steak haché frais, salade, tomate et sauce maison.',
    { value: 1, unit: 'pièce' },
    650,
  ),
  p(
    'burgers',
    'cheese-burger',
    'Cheese burger',
    'Double cheddar fondu, cornichons et oignons caramélisés.',
    { value: 1, unit: 'pièce' },
    750,
    20,
  ),
  p(
    'burgers',
    'chicken-burger',
    'Chicken burger',
    'Poulet croustillant, coleslaw et sauce piquante.',
    { value: 1, unit: 'pièce' },
    700,
  ),
  p(
    'tacos',
    'tacos-poulet',
    'Tacos poulet',
    'Poulet mariné, frites et sauce fromagère gratinée.',
    { value: 1, unit: 'M' },
    600,
  ),
  p(
    'tacos',
    'tacos-viande-hachee',
    'Tacos viande hachée',
    'Viande hachée épicée, frites et cheddar fondu.',
    { value: 1, unit: 'M' },
    650,
  ),
  p(
    'tacos',
    'tacos-mixte',
    'Tacos mixte',
    'Poulet et viande hachée, frites, double sauce fromagère.',
    { value: 1, unit: 'L' },
    900,
    10,
  ),
  p(
    'sandwichs',
    'chawarma-poulet',
    'Chawarma poulet',
    'Poulet rôti à la broche, crudités et sauce à l’ail.',
    { value: 1, unit: 'pièce' },
    450,
  ),
  p(
    'sandwichs',
    'chawarma-viande',
    'Chawarma viande',
    'Fines tranches de viande, oignons, persil et tahini.',
    { value: 1, unit: 'pièce' },
    550,
  ),
  p(
    'sandwichs',
    'panini-thon',
    'Panini thon',
    'Thon, mozzarella et tomate dans un pain croustillant.',
    { value: 1, unit: 'pièce' },
    400,
  ),
  p(
    'sandwichs',
    'karantika',
    'Karantika',
    'Le flan de pois chiches oranais, cumin et harissa, dans sa baguette.',
    { value: 1, unit: 'part' },
    200,
  ),
  p(
    'salades',
    'salade-cesar',
    'Salade César',
    'Poulet grillé, parmesan, croûtons et sauce César.',
    { value: 1, unit: 'bol' },
    700,
  ),
  p(
    'salades',
    'salade-nicoise',
    'Salade niçoise',
    'Thon, œuf, haricots verts, olives et pommes de terre.',
    { value: 1, unit: 'bol' },
    650,
    15,
  ),
  p(
    'salades',
    'salade-mechouia',
    'Salade méchouia',
    'Poivrons et tomates grillés au feu, ail et huile d’olive.',
    { value: 1, unit: 'bol' },
    350,
  ),
  p(
    'desserts',
    'tiramisu',
    'Tiramisu',
    'Mascarpone onctueux, biscuit imbibé de café, cacao.',
    { value: 1, unit: 'part' },
    450,
  ),
  p(
    'desserts',
    'fondant-chocolat',
    'Fondant au chocolat',
    'Cœur coulant, servi tiède.',
    { value: 1, unit: 'part' },
    400,
    25,
  ),
  p(
    'desserts',
    'crepe-nutella',
    'Crêpe Nutella',
    'Crêpe fine et dorée, généreusement garnie.',
    { value: 1, unit: 'pièce' },
    300,
  ),
  p(
    'desserts',
    'zlabia',
    'Zlabia',
    'Beignets au miel, croustillants et parfumés à la fleur d’oranger.',
    { value: 250, unit: 'g' },
    350,
    0,
    false,
  ),
  p(
    'boissons',
    'citronnade',
    'Citronnade',
    'Citrons pressés, menthe fraîche et une pointe de sucre.',
    { value: 33, unit: 'cl' },
    250,
  ),
  p('boissons', 'jus-orange', 'Jus d’orange', 'Oranges pressées minute.', { value: 33, unit: 'cl' }, 300, 30),
  p(
    'boissons',
    'the-menthe',
    'Thé à la menthe',
    'Thé vert à la menthe fraîche, servi bien chaud.',
    { value: 25, unit: 'cl' },
    200,
    0,
    false,
  ),
];

export const demoDistricts: { id: string; name: string; deliveryPrice: number }[] = [
  { id: 'centre-ville', name: 'Centre-ville', deliveryPrice: 150 },
  { id: 'sidi-el-houari', name: 'Sidi El Houari', deliveryPrice: 200 },
  { id: 'gambetta', name: 'Gambetta', deliveryPrice: 250 },
  { id: 'saint-eugene', name: 'Saint-Eugène', deliveryPrice: 200 },
  { id: 'maraval', name: 'Maraval', deliveryPrice: 250 },
  { id: 'cite-djamel', name: 'Cité Djamel', deliveryPrice: 250 },
  { id: 'akid-lotfi', name: 'Akid Lotfi', deliveryPrice: 350 },
  { id: 'hai-es-salam', name: 'Hai Es-Salam', deliveryPrice: 300 },
  { id: 'bir-el-djir', name: 'Bir El Djir', deliveryPrice: 450 },
  { id: 'es-senia', name: 'Es Senia', deliveryPrice: 450 },
  { id: 'usto', name: 'USTO', deliveryPrice: 350 },
  { id: 'canastel', name: 'Canastel', deliveryPrice: 400 },
  { id: 'hai-khemisti', name: 'Hai Khemisti', deliveryPrice: 350 },
  { id: 'belgaid', name: 'Belgaid', deliveryPrice: 550 },
  { id: 'hai-sabah', name: 'Hai Sabah', deliveryPrice: 500 },
  { id: 'les-castors', name: 'Les Castors', deliveryPrice: 300 },
];

/** Promos: the active ones start an hour before the seed and last a year. */
export const demoPromos: { code: string; percentage: number; active: boolean }[] = [
  { code: 'BIENVENUE20', percentage: 20, active: true },
  { code: 'ORAN10', percentage: 10, active: true },
  { code: 'ETE15', percentage: 15, active: false },
];

export const demoBanners: { id: string; name: string; order: number }[] = [
  { id: 'banner-1', name: 'Nos pizzas sortent du four à pierre', order: 0 },
  { id: 'banner-2', name: 'Tacos généreux, livrés chauds dans tout Oran', order: 1 },
  { id: 'banner-3', name: 'Desserts maison pour finir en douceur', order: 2 },
];

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
