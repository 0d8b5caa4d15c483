import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DirectionsOutlined from '@mui/icons-material/DirectionsOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { MAP_DEFAULTS } from '@village/model/constants';
import { GENDER_LABELS } from '@village/model/filters';
import { formatIndianMobile } from '@village/model/phone';
import type { Role } from '@village/model/roles';
import { initials, studentAge, type Student } from '@village/model/student';
import dayjs from 'dayjs';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StudentMap } from '../../../components/map/StudentMap';
import { PageHeader } from '../../../components/PageHeader';
import { PAGE_TITLES } from '../../../lib/page-titles';
import { paths } from '../../../lib/paths';
import { LevelBadge } from '../components/LevelBadge';
import { ConfirmDialog } from './ConfirmDialog';
import { directionsUrl } from './directions';

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
}

/** "2012-03-15" → "15 March 2012" (the long date format of the form's calendar). */
export function longDate(iso: string | null): string | null {
  return iso ? dayjs(iso).format('D MMMM YYYY') : null;
}

function ageText(student: Student): string | null {
  const age = studentAge(student);
  if (age === undefined) return null;
  return age === 1 ? '1 year' : `${age} years`;
}

const NOT_RECORDED = (
  <Typography component="span" variant="body2" color="text.secondary">
    Not recorded
  </Typography>
);

interface FieldProps {
  label: string;
  children: ReactNode;
}

/** One labelled value of a section's description list; empty values read "Not recorded". */
function Field({ label, children }: FieldProps) {
  const empty = children === null || children === undefined || children === '';
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {empty ? NOT_RECORDED : children}
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function FieldList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1.25 },
        // On a phone each value sits under its label, with a gap before the next label.
        '& dd': { mb: { xs: 1.25, sm: 0 } },
      }}
    >
      {children}
    </Box>
  );
}

/** The student's location on the map at zoom 15, or a panel pointing to the edit page. */
function LocationSection({ student }: { student: Student }) {
  const { location } = student;
  return (
    <Section title="Location">
      <FieldList>
        <Field label="Address">{student.address}</Field>
      </FieldList>
      <Box sx={{ mt: 2 }}>
        {location ? (
          <StudentMap
            center={location}
            zoom={MAP_DEFAULTS.profileZoom}
            markers={[
              {
                lat: location.lat,
                lng: location.lng,
                title: student.name,
                description: student.address || undefined,
              },
            ]}
            height={320}
            ariaLabel={`Location of ${student.name}`}
          />
        ) : (
          <Box
            sx={{
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
              p: 3,
              textAlign: 'center',
            }}
          >
            <LocationOffOutlined color="action" aria-hidden />
            <Typography variant="subtitle2" component="p">
              No location pinned yet
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Link component={RouterLink} to={paths.editStudent(student.id)}>
                Edit this student
              </Link>{' '}
              to pin their home on the map.
            </Typography>
          </Box>
        )}
      </Box>
    </Section>
  );
}

/** /student/:studentId's content: every field of the record, the map and the actions. */
export function StudentProfileView({
  student,
  role,
  onGraduate,
  onDelete,
  showingCachedCopy = false,
}: StudentProfileViewProps) {
  const [confirming, setConfirming] = useState<'graduate' | 'delete' | null>(null);
  const canDelete = role === 'super_admin';
  const contact = student.parentContact;

  return (
    <Box sx={{ maxWidth: PAGE_TITLES.studentProfile.maxWidth, mx: 'auto' }}>
      {/* The same title as the prerendered skeleton (RouteLoading), so it stays put when the
          record arrives; the student's name heads the card below. */}
      <PageHeader
        title={PAGE_TITLES.studentProfile.title}
        subtitle={PAGE_TITLES.studentProfile.subtitle}
      />
      <Link
        component={RouterLink}
        to={paths.students}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2, mb: 2 }}
      >
        <ArrowBack fontSize="small" aria-hidden />
        Student Directory
      </Link>

      {showingCachedCopy && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You are offline: this is the copy saved on this device, and it may be out of date.
        </Alert>
      )}

      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <Avatar
              sx={{ bgcolor: 'primary.main', width: 72, height: 72, fontSize: '1.75rem' }}
              aria-hidden
            >
              {initials(student.name)}
            </Avatar>
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography
                variant="h1"
                component="h2"
                sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}
              >
                {student.name}
              </Typography>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}
              >
                <LevelBadge educationLevel={student.educationLevel} course={student.course} />
                {student.status === 'graduated' && (
                  <Chip
                    label="Graduated"
                    size="small"
                    color="secondary"
                    variant="outlined"
                    icon={<SchoolOutlined fontSize="small" />}
                  />
                )}
                <Typography variant="body2" color="text.secondary">
                  Student ID:{' '}
                  {student.studentId ?? (
                    <Box component="span" sx={{ fontStyle: 'italic' }}>
                      Assigning ID…
                    </Box>
                  )}
                </Typography>
              </Stack>
            </Box>
          </Stack>

          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2.5 }}>
            <Button
              component={RouterLink}
              to={paths.editStudent(student.id)}
              variant="contained"
              startIcon={<EditOutlined />}
            >
              Edit
            </Button>
            {student.location && (
              <Button
                component="a"
                href={directionsUrl(student.location)}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                startIcon={<DirectionsOutlined />}
              >
                Get Directions
              </Button>
            )}
            {student.status === 'active' && (
              <Button
                variant="outlined"
                startIcon={<SchoolOutlined />}
                onClick={() => setConfirming('graduate')}
              >
                Mark as graduated
              </Button>
            )}
            {canDelete && (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => setConfirming('delete')}
              >
                Delete
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3}>
          <Section title="Personal Information">
            <FieldList>
              <Field label="Date of Birth">{longDate(student.dateOfBirth)}</Field>
              <Field label="Age">{ageText(student)}</Field>
              <Field label="Gender">{student.gender && GENDER_LABELS[student.gender]}</Field>
            </FieldList>
          </Section>
          <Section title="Education">
            <FieldList>
              <Field label="Education Level">{student.educationLevel}</Field>
              <Field label="Course">{student.course}</Field>
              <Field label="School / College">{student.school}</Field>
              {student.section && <Field label="Section">{student.section}</Field>}
              {student.admissionNumber && (
                <Field label="Admission No.">{student.admissionNumber}</Field>
              )}
              <Field label="Enrollment Date">{longDate(student.enrollmentDate)}</Field>
            </FieldList>
          </Section>
          <Section title="Parent / Guardian">
            <FieldList>
              <Field label="Parent / Guardian Name">{student.parentName}</Field>
              <Field label="Contact Number">
                {contact && <Link href={`tel:${contact}`}>{formatIndianMobile(contact)}</Link>}
              </Field>
              <Field label="Occupation">{student.parentOccupation}</Field>
            </FieldList>
          </Section>
        </Stack>
        <LocationSection student={student} />
      </Box>

      <ConfirmDialog
        open={confirming === 'graduate'}
        title={`Mark ${student.name} as graduated?`}
        confirmLabel="Mark as graduated"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          onGraduate();
        }}
      >
        The record stays in the Student Directory, marked Graduated.
      </ConfirmDialog>
      {canDelete && (
        <ConfirmDialog
          open={confirming === 'delete'}
          title={`Delete ${student.name}?`}
          confirmLabel="Delete"
          confirmColor="error"
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            onDelete();
          }}
        >
          This permanently deletes the student&apos;s record, with their guardian&apos;s details and
          location. It cannot be undone.
        </ConfirmDialog>
      )}
    </Box>
  );
}
