import { MenuScreen } from '@/features/menu';

export function Component() {
  return <MenuScreen />;
}
