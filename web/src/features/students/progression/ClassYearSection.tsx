import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AcademicYear } from '@village/model/academic-year';
import type { EducationLevel } from '@village/model/levels';
import { progressionDocId, sectionKey } from '@village/model/progression';
import { useMemo, type ReactNode } from 'react';
import { dataErrorMessage } from '../../../lib/data/state';
import { sortedByName } from '../../../lib/i18n/format';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { useClassStudents } from '../api/class-students';
import { useProgression } from '../api/progression';
import { ClassYearProgression } from './ClassYearProgression';
import { ClosedClassYear } from './ClosedClassYear';
import { progressionMessages } from './messages';
import type { ClassMember } from './progression-plan';
import { sessionKey } from './progression-session';
import { classText } from './progression-text';
import { applyWindow } from './progression-window';

/** A spinner and what it waits for, announced as a status. */
function Status({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

interface ClassYearSectionProps {
  level: EducationLevel;
  section: string;
  year: AcademicYear;
}

/** One class in one year: closed already, or its roll to decide. */
export function ClassYearSection({ level, section, year }: ClassYearSectionProps) {
  const t = useMessages(progressionMessages);
  const { language, t: catalog } = useI18n();
  const { orgId, role } = useCurrentOrganization();
  // Today's date as the page opened: a page left open over the night of 31 December shows Apply
  // unavailable until reloaded, and the server's check is the one that counts.
  const availability = useMemo(() => applyWindow(year, role, new Date()), [year, role]);
  const progressionId = progressionDocId(year.startYear, level, section);
  const progression = useProgression(orgId, progressionId);
  const schoolClass = useMemo(() => ({ educationLevel: level, section }), [level, section]);
  const roll = useClassStudents(orgId, schoolClass);
  const className = classText(level, section, t);
  const members = useMemo((): ClassMember[] | null => {
    if (roll.status !== 'ready') return null;
    // A student whose year (or a later one) is already decided is not on this year's roll: a
    // repeater of this class's closing, or one promoted into this class by the class below's.
    return sortedByName(
      roll.data.rows
        .filter(({ progressedIn }) => progressedIn === undefined || progressedIn < year.startYear)
        .map(({ id, name, educationLevel }) => ({ id, name, educationLevel })),
      language,
    );
  }, [roll, language, year.startYear]);

  if (progression.status === 'ready' && progression.data?.closed)
    return <ClosedClassYear record={progression.data} className={className} year={year} />;
  const failed =
    progression.status === 'error'
      ? progression.error
      : roll.status === 'error'
        ? roll.error
        : null;
  if (failed) return <Alert severity="error">{dataErrorMessage(failed, catalog)}</Alert>;
  if (roll.status === 'offline') return <Alert severity="info">{t('apply.offline')}</Alert>;
  // Offline, a class-year never seen on this device is not known to be closed: the list is shown
  // (Apply waits for the connection, and the server refuses a closed year anyway).
  if (progression.status === 'loading' || members === null)
    return <Status>{t('loading', { className })}</Status>;
  return (
    <ClassYearProgression
      key={`${orgId}:${progressionId}`}
      classYear={{
        orgId,
        startYear: year.startYear,
        educationLevel: level,
        section: sectionKey(section),
      }}
      storageKey={sessionKey(orgId, progressionId)}
      className={className}
      year={year}
      members={members}
      earlier={progression.status === 'ready' ? progression.data : null}
      availability={availability}
    />
  );
}
