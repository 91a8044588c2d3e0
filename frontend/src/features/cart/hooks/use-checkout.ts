import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toaster } from '@/components/ui/toaster';
import { useCart } from '@/stores/cart';
import { isProfileComplete, useSession } from '@/stores/session';
import { checkoutTarget, type OrderMethod } from './checkout-target';

/**
 * The two order buttons of the cart (spec §5): empty cart → 'Your cart is empty!';
 * visitor → /authentication/login, which says 'You must be logged in to continue!' once (state `{ flash: 'mustLogin' }`,
 * no toast besides) and returns to the order after login (state `from`);
 * incomplete profile → 'Vous devez remplir votre profil de compte afin de passer la commande' and the profile.
 */
export function useCheckout({ onDone }: { onDone?: () => void } = {}) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const { isEmpty } = useCart();
  const { isLogin, currentUser } = useSession();
  return (method: OrderMethod) => {
    const target = checkoutTarget({
      isEmpty,
      isLoggedIn: isLogin,
      profileComplete: isProfileComplete(currentUser),
      method,
    });
    if (target.kind === 'empty') {
      toaster.create({ type: 'error', title: t('cartEmpty') });
      return;
    }
    if (target.kind === 'profile') toaster.create({ type: 'warning', title: t('profileIncomplete') });
    onDone?.();
    navigate(target.to, target.state ? { state: target.state } : undefined);
  };
}
