export { MenuScreen } from './components/menu-screen';
export { ProductScreen } from './components/product-screen';
