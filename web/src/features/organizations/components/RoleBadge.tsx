import Chip from '@mui/material/Chip';
import { ROLE_COLORS, ROLE_LABELS, type Role } from '@village/model/roles';

/**
 * super_admin red, org_user blue "Organization User", end_user green "End User" (docs/product.md,
 * "Roles").
 */
export function RoleBadge({ role, size = 'small' }: { role: Role; size?: 'small' | 'medium' }) {
  return <Chip label={ROLE_LABELS[role]} color={ROLE_COLORS[role]} size={size} />;
}
