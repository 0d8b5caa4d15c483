import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { preloadToasts } from '../components/toast';
import { OrganizationsProvider } from '../features/organizations/OrganizationsProvider';

/** Everything behind sign-in shares the user's organizations; Firestore loads with this chunk. */
export function SignedInArea() {
  useEffect(preloadToasts, []);
  return (
    <OrganizationsProvider>
      <Outlet />
    </OrganizationsProvider>
  );
}

export default SignedInArea;
