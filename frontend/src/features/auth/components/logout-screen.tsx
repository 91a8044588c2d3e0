import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { logOut } from '../api/auth';

let running: Promise<void> | undefined;

/** /authentication/logout: the logout of spec §4, then home. */
export function LogoutScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    // Shared between StrictMode's two effect runs: one POST, one navigation.
    running ??= logOut(queryClient).finally(() => {
      running = undefined;
    });
    let active = true;
    void running.then(() => active && navigate('/', { replace: true }));
    return () => {
      active = false;
    };
  }, [queryClient, navigate]);
  return <SectionSpinner />;
}
