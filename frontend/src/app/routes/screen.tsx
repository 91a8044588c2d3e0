import { Navigate, useParams } from 'react-router';
import { ScreenDisplay } from '@/features/screen-display';

/** /screen/:screenId (public, outside the shop's frame): the full-screen TV page. Lazy route module. */
export function Component() {
  const { screenId } = useParams();
  if (!screenId) return <Navigate to="/notFound" replace />;
  return <ScreenDisplay key={screenId} screenId={screenId} />;
}
