import { rememberPosition, rememberedPosition } from './api-client';
import { storeReloadFlash, takeReloadFlash } from './reload-flash';

/** Reloads the page (spec §4), `message` to be shown once it is back, with reads waiting for this tab's writes. */
export function reloadWithFlash(message: string): void {
  storeReloadFlash(window.sessionStorage, { message, position: rememberedPosition() });
  window.location.reload();
}

/** At startup, before the first read: the message stored by reloadWithFlash, if any (its position is restored). */
export function restoreAfterReload(): string | undefined {
  const flash = takeReloadFlash(window.sessionStorage);
  rememberPosition(flash?.position);
  return flash?.message;
}
