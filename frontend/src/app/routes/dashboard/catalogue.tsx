import { lazy } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';

// One lazy chunk for the catalogue back-office (the dashboard layout suspends around its outlet).
const feature = () => import('@/features/catalogue-admin');
const BannersAdmin = lazy(() => feature().then((m) => ({ default: m.BannersAdmin })));
const CategoriesList = lazy(() => feature().then((m) => ({ default: m.CategoriesList })));
const DistrictsAdmin = lazy(() => feature().then((m) => ({ default: m.DistrictsAdmin })));
const EditCategory = lazy(() => feature().then((m) => ({ default: m.EditCategory })));
const EditProduct = lazy(() => feature().then((m) => ({ default: m.EditProduct })));
const NewCategory = lazy(() => feature().then((m) => ({ default: m.NewCategory })));
const NewProduct = lazy(() => feature().then((m) => ({ default: m.NewProduct })));
const ProductsList = lazy(() => feature().then((m) => ({ default: m.ProductsList })));
const PromosAdmin = lazy(() => feature().then((m) => ({ default: m.PromosAdmin })));
const ScreenAdmin = lazy(() => import('@/features/screen-admin').then((m) => ({ default: m.ScreenAdmin })));
const SettingsAdmin = lazy(() =>
  import('@/features/settings-admin').then((m) => ({ default: m.SettingsAdmin })),
);
const BusyMode = lazy(() => import('@/features/busy-mode').then((m) => ({ default: m.BusyMode })));
const StatsPage = lazy(() => import('@/features/stats').then((m) => ({ default: m.StatsPage })));
const RidersPage = lazy(() => import('@/features/riders').then((m) => ({ default: m.RidersPage })));

function EditProductRoute() {
  const { productID } = useParams();
  if (!productID) return <Navigate to="/dashboard/myProducts" replace />;
  return <EditProduct key={productID} productId={productID} />;
}
function EditCategoryRoute() {
  const { categorieID } = useParams();
  if (!categorieID) return <Navigate to="/dashboard/categories" replace />;
  return <EditCategory key={categorieID} categoryId={categorieID} />;
}

/** Staff catalogue, screen-menu, settings and numbers screens (spec §2 back-office), children of /dashboard (admin and moderator). */
export const dashboardCatalogueRoutes: RouteObject[] = [
  { path: 'myProducts', element: <ProductsList /> },
  { path: 'newProduct', element: <NewProduct /> },
  { path: 'editProduct/:productID', element: <EditProductRoute /> },
  { path: 'categories', element: <CategoriesList /> },
  { path: 'newCategorie', element: <NewCategory /> },
  { path: 'editCategorie/:categorieID', element: <EditCategoryRoute /> },
  { path: 'promo', element: <PromosAdmin /> },
  { path: 'deliveryDistricts', element: <DistrictsAdmin /> },
  { path: 'banners', element: <BannersAdmin /> },
  { path: 'screen', element: <ScreenAdmin /> },
  { path: 'settings', element: <SettingsAdmin /> },
  { path: 'stats', element: <StatsPage /> },
  { path: 'busy', element: <BusyMode /> },
  { path: 'riders', element: <RidersPage /> },
];
