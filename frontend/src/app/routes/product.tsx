import { ProductScreen } from '@/features/menu';

export function Component() {
  return <ProductScreen />;
}
