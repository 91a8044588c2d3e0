export { BannerCarousel } from './components/banner-carousel';
export { CategoryGrid } from './components/category-grid';
