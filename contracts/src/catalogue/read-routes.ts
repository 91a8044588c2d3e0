// The catalogue's read routes (read-api), as data (docs/conventions.md "HTTP routes"): the menu, the start-up data
// and the back-office reads. No zod at run time: the types come from ./read-route-schemas through `import type`.
import { route, type NoParams } from '../http/route';
import type {
  BannerList,
  CategoryList,
  DistrictList,
  LanguageQuery,
  ProductAnswer,
  ProductLookupAnswer,
  ProductLookupQuery,
  ProductPage,
  ProductPageQuery,
  PromoCheck,
  PromoCheckQuery,
  PromoList,
  ResolvedScreenAnswer,
  ScreenList,
  SettingsAnswerBody,
  StaffPromoList,
  StatsAnswer,
  TrustRulesAnswer,
} from './read-route-schemas';

type Id = { id: string };

export const catalogueReadRoutes = {
  /** A page of the menu, in the asked language (`?lang=` or Accept-Language). */
  products: route<NoParams, undefined, ProductPage, ProductPageQuery>('GET', '/products'),
  /**
   * The products of a cart in one call (`?ids=a,b,c`, 1 to MAX_CART_QUANTITY ids, each read once): `data` as the
   * detail answers them (published or not), `missing` the ids that are not (deleted). Never a 404; a bad or too long
   * list is 400 query.invalid. Served before `product`, whose `:id` would take `lookup`.
   */
  productLookup: route<NoParams, undefined, ProductLookupAnswer, ProductLookupQuery>(
    'GET',
    '/products/lookup',
  ),
  /** One product, published or not (the cart marks it unavailable, the back office edits it); 404 product.not_found. */
  product: route<Id, undefined, ProductAnswer, LanguageQuery>('GET', '/products/:id'),
  categories: route<NoParams, undefined, CategoryList, LanguageQuery>('GET', '/categories'),
  /** The codes a customer can use now. */
  promos: route<NoParams, undefined, PromoList>('GET', '/promos'),
  /** Spec §7: whether a code is usable now (404 promo.not_found, 409 promo.inactive). */
  promoCheck: route<NoParams, undefined, PromoCheck, PromoCheckQuery>('GET', '/promos/vrf'),
  /** Staff: every code, with the staff flag `enabled`. */
  staffPromos: route<NoParams, undefined, StaffPromoList>('GET', '/promos/all'),
  /** By name in the asked language. */
  districts: route<NoParams, undefined, DistrictList, LanguageQuery>('GET', '/districtDelivery'),
  banners: route<NoParams, undefined, BannerList, LanguageQuery>('GET', '/banners'),
  /** With the opening status of this instant. */
  settings: route<NoParams, undefined, SettingsAnswerBody>('GET', '/settings'),
  /** The TV screens as stored (public: the TVs show them without a session). */
  screens: route<NoParams, undefined, ScreenList>('GET', '/screens'),
  /** A TV screen resolved from the current products and categories; 404 screen.not_found. */
  screen: route<Id, undefined, ResolvedScreenAnswer, LanguageQuery>('GET', '/screens/:id'),
  /** Staff: the numbers. */
  stats: route<NoParams, undefined, StatsAnswer>('GET', '/stats'),
  /** Staff: the trust thresholds (docs/phone-and-trust.md); not on the public settings, a visitor must not see them. */
  trustRules: route<NoParams, undefined, TrustRulesAnswer>('GET', '/settings/trust'),
};
