// Who may receive a change message. The one place that decides it: 'public' goes to everybody, 'staff' to
// admins and moderators, `user:{id}` to that user. The viewer of a WebSocket comes from its session cookie at
// the upgrade (accounts/viewer.ts); without a valid session it is anonymous.

import { isStaffRole } from '@shop/contracts';

export type Viewer = { userId?: string; role?: string };

export const anonymousViewer: Viewer = {};

export function canReceive(viewer: Viewer, audience: string): boolean {
  if (audience === 'public') return true;
  if (audience === 'staff') return isStaffRole(viewer.role);
  if (audience.startsWith('user:'))
    return viewer.userId !== undefined && audience === `user:${viewer.userId}`;
  return false;
}
