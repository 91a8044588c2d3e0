import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startSession } from '../api/auth';

/** Mount once inside the QueryClientProvider: runs the startup of spec §4. */
export function SessionStartup() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void startSession(queryClient);
  }, [queryClient]);
  return null;
}
