import { Button, Container, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import { InlineAlert } from '@/components/ui/inline-alert';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { errorText } from '@/lib/errors';
import { sessionStore, useSession } from '@/stores/session';
import { guardDecision, type Requirement } from '../guards';

/** The 403 message of spec §6 ("Vous n'avez pas la permission pour réaliser cette opération."). */
export function ForbiddenMessage() {
  const { t, i18n } = useTranslation('auth');
  const text = errorText(
    { type: 'about:blank', title: 'forbidden', status: 403, code: 'auth.forbidden', message: '' },
    i18n.resolvedLanguage,
  );
  return (
    <Container maxW="2xl" py="10" px="4">
      <Stack gap="4">
        <InlineAlert status="error" testId="forbidden-message">
          {text}
        </InlineAlert>
        <Button asChild alignSelf="start" variant="outline" colorPalette="brand">
          <RouterLink to="/">{t('back_home')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * Renders its children (or the nested routes) only when the session meets `requirement` (spec §2/§6):
 * before initialisation a spinner, a visitor → /authentication/login (with where they wanted to go and the
 * 'You must be logged in to continue!' flash), a logged-in user without the role → the permission message.
 */
export function RequireSession({
  requirement,
  children,
}: {
  requirement: Requirement;
  children?: ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  const decision = guardDecision(session, requirement);
  if (decision === 'wait') return <SectionSpinner />;
  if (decision === 'login')
    return (
      <Navigate
        to="/authentication/login"
        replace
        state={{ from: `${location.pathname}${location.search}`, flash: 'mustLogin' }}
      />
    );
  if (decision === 'forbidden') return <ForbiddenMessage />;
  return children ?? <Outlet />;
}

/** /authentication/confirmation needs the pending-confirmation marker (set at sign-up), else → login. */
export function RequirePendingConfirmation({ children }: { children?: ReactNode }) {
  if (!sessionStore.pendingConfirmation()) return <Navigate to="/authentication/login" replace />;
  return children ?? <Outlet />;
}
