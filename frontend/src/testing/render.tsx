import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import i18n, { namespaces } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { system } from '@/lib/theme';

/** Renders a screen of the client at `path` with the real providers (query client, Chakra, i18n in French). */
export async function renderScreen(ui: ReactNode, { path = '/', route = '*' } = {}) {
  await i18n.changeLanguage('fr');
  await i18n.loadNamespaces(namespaces); // in the app a screen's namespace loads as it renders (lib/i18n)
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={ui} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
          </MemoryRouter>
        </ChakraProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

type Handler = (request: { method: string; url: string; body: unknown }) => unknown;

/**
 * Answers the client's fetches from `handler` (JSON, 200) and records them; a handler answering undefined gives 404.
 * The server is not under test here: the component's requests and what it shows of the answers are.
 */
export function fakeServer(handler: Handler) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = async (input: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url: input,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const answer = handler(call);
    return answer === undefined
      ? new Response(
          JSON.stringify({ status: 404, code: 'not_found', message: 'x', type: 'about:blank', title: 'x' }),
          {
            status: 404,
          },
        )
      : new Response(JSON.stringify(answer), { status: 200 });
  };
  return { fetch, calls };
}
