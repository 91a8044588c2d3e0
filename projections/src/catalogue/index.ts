import type { Projection } from '../projection';
import { bannersProjection } from './banners';
import { categoriesProjection } from './categories';
import { districtsProjection } from './districts';
import { productsProjection } from './products';
import { promosProjection } from './promos';
import { settingsProjection } from './settings';
import { kitchenProjection } from './kitchen';
import { imagesProjection } from './images';
import { screensProjection } from './screens';

// Order matters where two projections handle one event: each reads the state before the event, so the
// products projection takes the new category name / discount flag from the event itself.
export const catalogueProjections: readonly Projection[] = [
  settingsProjection,
  kitchenProjection,
  categoriesProjection,
  productsProjection,
  promosProjection,
  districtsProjection,
  bannersProjection,
  // After the views above: images records which image each shows (they resolve their own with displayImage);
  // screens reads the product views as they were before the event.
  imagesProjection,
  screensProjection,
];
