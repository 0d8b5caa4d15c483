import type { SvgIconComponent } from '@mui/icons-material';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import Apartment from '@mui/icons-material/Apartment';
import BarChart from '@mui/icons-material/BarChart';
import Dashboard from '@mui/icons-material/Dashboard';
import EventAvailable from '@mui/icons-material/EventAvailable';
import EventRepeat from '@mui/icons-material/EventRepeat';
import People from '@mui/icons-material/People';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { ROLES, STAFF_ROLES, type Role } from '@village/model/roles';
import type { MessageKey } from '../../lib/i18n/catalog';
import { paths } from '../../lib/paths';

export interface NavItem {
  /** The label's catalog key (lib/i18n). */
  label: MessageKey;
  to: string;
  icon: SvgIconComponent;
  roles: readonly Role[];
}

/** Sidebar items and who sees them (docs/product.md, "Layout and navigation"). */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'nav.dashboard',
    to: paths.dashboard,
    icon: Dashboard,
    roles: ROLES,
  },
  { label: 'nav.attendance', to: paths.attendance, icon: EventAvailable, roles: STAFF_ROLES },
  { label: 'nav.students', to: paths.students, icon: People, roles: STAFF_ROLES },
  { label: 'nav.addStudent', to: paths.addStudent, icon: AddCircleOutline, roles: STAFF_ROLES },
  { label: 'nav.progression', to: paths.progression, icon: EventRepeat, roles: STAFF_ROLES },
  { label: 'nav.analytics', to: paths.analytics, icon: BarChart, roles: STAFF_ROLES },
  { label: 'nav.print', to: paths.print, icon: PrintOutlined, roles: STAFF_ROLES },
  { label: 'nav.organization', to: paths.organization, icon: Apartment, roles: STAFF_ROLES },
];

export function navItemsFor(role: Role | undefined): NavItem[] {
  return role ? NAV_ITEMS.filter((item) => item.roles.includes(role)) : [];
}
