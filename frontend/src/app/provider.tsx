import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClientProvider, QueryErrorResetBoundary, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { pickLanguage, translatedTopics, type Language } from '@shop/contracts/core';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { SpinnerOverlay } from '@/components/ui/spinner-overlay';
import { toaster } from '@/components/ui/toaster';
import { SessionStartup } from '@/features/auth';
import i18n from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { sendVisit } from '@/lib/visit';
import { system } from '@/lib/theme';
import { useSession } from '@/stores/session';

// The toasts' view and its zag machines come after the first paint; a toast created before shows when it is there.
const Toaster = lazy(() => import('@/components/ui/toaster-view').then((m) => ({ default: m.Toaster })));

const locales: Record<Language, string> = { fr: 'fr-DZ', en: 'en-GB', ar: 'ar-DZ' };

/** Ark/Chakra components that read a direction (sliders, menus…) follow the current language. */
function LanguageLocale({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  return (
    <LocaleProvider locale={locales[pickLanguage(instance.resolvedLanguage)]}>{children}</LocaleProvider>
  );
}

/** The success message a reload carried over (lib/page-reload), shown once the app is up. */
function ReloadFlashToast({ message }: { message?: string }) {
  useEffect(() => {
    // A fixed id: StrictMode's second effect run updates the same toast instead of adding one.
    if (message) toaster.create({ id: 'reload-flash', type: 'success', title: message });
  }, [message]);
  return null;
}

/**
 * The menu's names and descriptions come in the current language (the API client's Accept-Language): a language
 * change refetches what shows them (docs/catalogue.md, "Menu in three languages").
 */
function MenuLanguage() {
  const queryClient = useQueryClient();
  const { i18n: instance } = useTranslation();
  useEffect(() => {
    const refetch = () => {
      for (const topic of translatedTopics) void queryClient.invalidateQueries({ queryKey: [topic] });
    };
    instance.on('languageChanged', refetch);
    return () => instance.off('languageChanged', refetch);
  }, [queryClient, instance]);
  return null;
}

/** Spec §7: the page view of this visit, sent once at start, and again once staff are signed in (lib/visit). */
function VisitBeacon() {
  const { isStaff } = useSession();
  useEffect(() => sendVisit({ staff: isStaff }), [isStaff]);
  return null;
}

/** `flash`: the message of lib/page-reload's restoreAfterReload, if the page was reloaded after a success. */
export function AppProvider({ children, flash }: { children: ReactNode; flash?: string }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <LanguageLocale>
          <QueryClientProvider client={queryClient}>
            <SessionStartup />
            <VisitBeacon />
            <MenuLanguage />
            <QueryErrorResetBoundary>
              {({ reset }) => (
                <ErrorBoundary onReset={reset}>
                  <Suspense fallback={<SpinnerOverlay fullscreen />}>{children}</Suspense>
                </ErrorBoundary>
              )}
            </QueryErrorResetBoundary>
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
            <ReloadFlashToast message={flash} />
          </QueryClientProvider>
        </LanguageLocale>
      </ChakraProvider>
    </I18nextProvider>
  );
}
