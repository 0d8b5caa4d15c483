import { Outlet } from 'react-router-dom';
import { OrganizationsProvider } from '../features/organizations/OrganizationsProvider';

/** Everything behind sign-in shares the user's organizations; Firestore loads with this chunk. */
export function SignedInArea() {
  return (
    <OrganizationsProvider>
      <Outlet />
    </OrganizationsProvider>
  );
}

export default SignedInArea;
