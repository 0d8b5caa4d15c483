import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { StudentConsent } from '@village/model/consent';
import { formatIndianMobile } from '@village/model/phone';
import type { Role } from '@village/model/roles';
import { studentAge, type Student } from '@village/model/student';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { genderLabel, levelLabel } from '../../../lib/i18n/labels';
import { useMessages, type TranslateOf } from '../../../lib/i18n/messages';
import { PAGE_TITLES, usePageTitle } from '../../../lib/page-titles';
import { paths } from '../../../lib/paths';
import { longDate } from '../components/long-date';
import { StudentDetailsSections } from '../details/StudentDetailsSections';
import { ConfirmDialog } from './ConfirmDialog';
import type { YearTimelineProps } from '../progression/YearTimeline';
import type { AttendanceStripProps } from '../../../components/attendance/AttendanceStrip';
import { DownloadChildDataButton } from './DownloadChildDataButton';
import { LocationSection } from './LocationSection';
import { ProfileHeaderCard } from './ProfileHeaderCard';
import { SharedAdmissionNumber } from './SharedAdmissionNumber';
import { Field, FieldList, Section, SECTION_GRID_SX } from './ProfileSection';
import { studentProfileMessages, type StudentProfileTexts } from './messages';

// Below the fold, and with the progression's words: loaded after the record, not before it.
const YearTimeline = lazy(() =>
  import('../progression/YearTimeline').then((module) => ({ default: module.YearTimeline })),
);

// The attendance strip: its own feature's words and reads, below the fold.
const AttendanceStrip = lazy(() => import('../../../components/attendance/AttendanceStrip'));

type Translate = TranslateOf<StudentProfileTexts>;

export interface StudentProfileViewProps {
  student: Student;
  /** The viewer's role in this organization: only a super_admin sees Delete. */
  role: Role;
  /** Called once the user has confirmed. */
  onGraduate: () => void;
  /** Called once the user has confirmed. */
  onDelete: () => void;
  /** The record is this device's copy and the device is offline: it may be out of date. */
  showingCachedCopy?: boolean;
  /** A super_admin's Show of the Aadhaar number: the server reads it and records the Show. */
  showAadhaar: () => Promise<string | null>;
  /** The parent's consents, or null while they are read. */
  consent?: StudentConsent | null;
  /** Makes the file of everything held about the child (api/child-data.ts); super_admins only. */
  downloadChildData?: () => Promise<{ fileName: string; text: string }>;
  /** The student's academic years, shown as a timeline; absent: not shown. */
  yearHistory?: YearTimelineProps;
  /** This academic year's attendance of the child; absent: not shown. */
  attendance?: AttendanceStripProps;
}

function ageText(student: Student, t: Translate): string | null {
  const age = studentAge(student);
  return age === undefined ? null : t('age', { count: age });
}

/** /student/:studentId's content: every field of the record, the map and the actions. */
export function StudentProfileView({
  student,
  role,
  onGraduate,
  onDelete,
  showingCachedCopy = false,
  showAadhaar,
  consent = null,
  downloadChildData,
  yearHistory,
  attendance,
}: StudentProfileViewProps) {
  const t = useMessages(studentProfileMessages);
  const { language, t: tCore } = useI18n();
  const [confirming, setConfirming] = useState<'graduate' | 'delete' | null>(null);
  const canDelete = role === 'super_admin';
  const contact = student.parentContact;
  const pageTitle = usePageTitle(PAGE_TITLES.studentProfile);

  return (
    <Box sx={{ maxWidth: PAGE_TITLES.studentProfile.maxWidth, mx: 'auto' }}>
      {/* The same title as the prerendered skeleton (RouteLoading), so it stays put when the
          record arrives; the student's name heads the card below. */}
      <PageHeader title={pageTitle.title} subtitle={pageTitle.subtitle} />
      <Link
        component={RouterLink}
        to={paths.students}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2, mb: 2 }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        {tCore('nav.students')}
      </Link>

      {showingCachedCopy && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('cachedCopy')}
        </Alert>
      )}

      <SharedAdmissionNumber student={student} />

      <ProfileHeaderCard student={student} canDelete={canDelete} onConfirm={setConfirming} />

      <Box sx={SECTION_GRID_SX}>
        <Stack spacing={3}>
          <Section title={t('section.personal')}>
            <FieldList>
              <Field label={t('field.dateOfBirth')}>
                {student.dateOfBirth && longDate(student.dateOfBirth, language)}
              </Field>
              <Field label={t('field.age')}>{ageText(student, t)}</Field>
              <Field label={t('field.gender')}>
                {student.gender && genderLabel(student.gender, tCore)}
              </Field>
            </FieldList>
          </Section>
          <Section title={t('section.education')}>
            <FieldList>
              <Field label={t('field.educationLevel')}>
                {levelLabel(student.educationLevel, tCore)}
              </Field>
              <Field label={t('field.course')}>{student.course}</Field>
              <Field label={t('field.school')}>{student.school}</Field>
              {student.section && <Field label={t('field.section')}>{student.section}</Field>}
              {student.admissionNumber && (
                <Field label={t('field.admissionNumber')}>{student.admissionNumber}</Field>
              )}
              <Field label={t('field.enrollmentDate')}>
                {student.enrollmentDate && longDate(student.enrollmentDate, language)}
              </Field>
            </FieldList>
          </Section>
          <Section title={t('section.parent')}>
            <FieldList>
              <Field label={t('field.parentName')}>{student.parentName}</Field>
              <Field label={t('field.parentContact')}>
                {contact && <Link href={`tel:${contact}`}>{formatIndianMobile(contact)}</Link>}
              </Field>
              <Field label={t('field.parentOccupation')}>{student.parentOccupation}</Field>
            </FieldList>
          </Section>
        </Stack>
        <LocationSection student={student} />
      </Box>

      <Box sx={{ mt: 3 }}>
        <StudentDetailsSections
          student={student}
          canShowAadhaar={role === 'super_admin'}
          showAadhaar={showAadhaar}
          consent={consent}
        />
      </Box>

      {attendance && (
        <Box sx={{ mt: 3 }}>
          <Suspense fallback={null}>
            <AttendanceStrip {...attendance} />
          </Suspense>
        </Box>
      )}

      {yearHistory && (
        <Box sx={{ mt: 3 }}>
          <Suspense fallback={null}>
            <YearTimeline {...yearHistory} />
          </Suspense>
        </Box>
      )}

      {canDelete && downloadChildData && (
        <Box sx={{ mt: 3 }}>
          <DownloadChildDataButton
            download={downloadChildData}
            hasAadhaar={Boolean(student.identity.aadhaarLastFour)}
          />
        </Box>
      )}

      <ConfirmDialog
        open={confirming === 'graduate'}
        title={t('confirmGraduate.title', { name: student.name })}
        confirmLabel={t('graduate')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          onGraduate();
        }}
      >
        {t('confirmGraduate.text')}
      </ConfirmDialog>
      {canDelete && (
        <ConfirmDialog
          open={confirming === 'delete'}
          title={t('confirmDelete.title', { name: student.name })}
          confirmLabel={t('delete')}
          confirmColor="error"
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            onDelete();
          }}
        >
          {t('confirmDelete.text')}
        </ConfirmDialog>
      )}
    </Box>
  );
}
