import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoginForm } from '@/features/auth';
import { flashText } from '@/features/pages';

/** /authentication/login, with the flash message the caller passed in navigation state (cart, guards). */
export function LoginRoute() {
  const { i18n } = useTranslation();
  const location = useLocation();
  return <LoginForm flash={flashText(location.state, i18n.resolvedLanguage)} />;
}
