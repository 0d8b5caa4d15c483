import type { SvgIconComponent } from '@mui/icons-material';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import Apartment from '@mui/icons-material/Apartment';
import BarChart from '@mui/icons-material/BarChart';
import Dashboard from '@mui/icons-material/Dashboard';
import People from '@mui/icons-material/People';
import { ROLES, STAFF_ROLES, type Role } from '@village/model/roles';
import { paths } from '../../lib/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  roles: readonly Role[];
}

/** Sidebar items and who sees them (docs/product.md, "Layout and navigation"). */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'Dashboard',
    to: paths.dashboard,
    icon: Dashboard,
    roles: ROLES,
  },
  { label: 'Student Directory', to: paths.students, icon: People, roles: STAFF_ROLES },
  { label: 'Add Student', to: paths.addStudent, icon: AddCircleOutline, roles: STAFF_ROLES },
  { label: 'Analytics', to: paths.analytics, icon: BarChart, roles: STAFF_ROLES },
  { label: 'Organization', to: paths.organization, icon: Apartment, roles: STAFF_ROLES },
];

export function navItemsFor(role: Role | undefined): NavItem[] {
  return role ? NAV_ITEMS.filter((item) => item.roles.includes(role)) : [];
}
