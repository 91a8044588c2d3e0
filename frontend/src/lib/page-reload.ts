import { toaster } from '@/components/ui/toaster';
import { rememberPosition, rememberedPosition } from './api-client';
import { reachableStorage, storeReloadFlash, takeReloadFlash } from './reload-flash';

const sessionStorage = () => reachableStorage(() => window.sessionStorage);

/**
 * Reloads the page (spec §4), `message` to be shown once it is back, with reads waiting for this tab's writes.
 * Without session storage a reload would lose both, so the page stays and the message is shown at once (the lists
 * are refreshed by the change messages as usual).
 */
export function reloadWithFlash(message: string): void {
  if (storeReloadFlash(sessionStorage(), { message, position: rememberedPosition() }))
    window.location.reload();
  else toaster.create({ id: 'reload-flash', type: 'success', title: message });
}

/** At startup, before the first read: the message stored by reloadWithFlash, if any (its position is restored). */
export function restoreAfterReload(): string | undefined {
  const flash = takeReloadFlash(sessionStorage());
  rememberPosition(flash?.position);
  return flash?.message;
}
