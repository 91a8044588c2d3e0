export { BannersAdmin } from './components/banners';
export { CategoriesList, EditCategory, NewCategory } from './components/categories';
export { DistrictsAdmin } from './components/districts';
export { EditProduct, NewProduct } from './components/product-form';
export { ProductsList } from './components/products-list';
export { PromosAdmin } from './components/promos';
