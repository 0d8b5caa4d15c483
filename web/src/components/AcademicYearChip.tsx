import Chip from '@mui/material/Chip';
import EventNote from '@mui/icons-material/EventNoteOutlined';
import { useMessages } from '../lib/i18n/messages';
import { useAcademicYear } from '../lib/session/academic-year';
import { useCurrentOrganization } from '../lib/session/current-organization';
import { shellMessages } from './messages';
import { visuallyHidden } from './visually-hidden';

/**
 * The header's academic year ("2026-27"; read as "Academic year 2026-27"), the current
 * organization's, today. Drawn once the organization document has loaded, so that it never shows
 * April's year for an organization whose year starts in another month; it sits left of the other
 * header tools, which are packed to the right, so its arrival moves none of them. Below 600 px the
 * bar has no room for it: the account menu says it instead.
 */
export function AcademicYearChip() {
  const { organization } = useCurrentOrganization();
  const year = useAcademicYear();
  const t = useMessages(shellMessages);
  if (!organization) return null;
  return (
    <Chip
      data-testid="academic-year"
      icon={<EventNote />}
      label={
        <>
          <span style={visuallyHidden}>{t('academicYear.name')} </span>
          {year.label}
        </>
      }
      variant="outlined"
      size="small"
      sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
    />
  );
}
