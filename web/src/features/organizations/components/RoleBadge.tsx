import Chip from '@mui/material/Chip';
import { ROLE_COLORS, type Role } from '@village/model/roles';
import { useT } from '../../../lib/i18n/I18nProvider';
import { roleLabel } from '../../../lib/i18n/labels';

/**
 * super_admin red, org_user blue "Organization User", end_user green "End User" (docs/product.md,
 * "Roles").
 */
export function RoleBadge({ role, size = 'small' }: { role: Role; size?: 'small' | 'medium' }) {
  const t = useT();
  return <Chip label={roleLabel(role, t)} color={ROLE_COLORS[role]} size={size} />;
}
