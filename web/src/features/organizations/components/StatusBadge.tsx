import Chip from '@mui/material/Chip';
import { useMessages } from '../../../lib/i18n/messages';
import { organizationMessages } from '../messages';

export type PersonStatus = 'active' | 'pending';

/**
 * An uppercase badge (docs/product.md, "Organization"), ACTIVE in the primary style and the others
 * in a secondary (muted) style. "pending" is an invitation not yet accepted.
 */
export function StatusBadge({ status }: { status: PersonStatus }) {
  const t = useMessages(organizationMessages);
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={status === 'active' ? 'primary' : 'default'}
      sx={{ fontWeight: 600, letterSpacing: 0.5 }}
    />
  );
}
