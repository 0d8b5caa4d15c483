import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatIndianMobile } from '@village/model/phone';
import type { Student } from '@village/model/student';
import { longDate } from '../components/long-date';
import { CertificateHeader } from './CertificateHeader';
import type { ClassPrintoutContent } from './ClassPrintout';
import { classText, parentNameOf, rollNumberOf } from './certificate-text';
import { sortedByName } from '../../../lib/i18n/format';

const cellSx = {
  border: '1px solid #000',
  px: '2mm',
  py: '1.2mm',
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
} as const;

/**
 * A class's register list: the letterhead, the class and year, and a table of its students by
 * name. Printed, the header row repeats on every page and no row is split across two.
 */
export function RegisterList({
  schoolClass,
  students,
  organization,
  academicYear,
  t,
  language,
}: ClassPrintoutContent) {
  const sorted = sortedByName(students, language);
  // The roll number is a column only when the class has them (More details, Enrolment).
  const withRollNumbers = sorted.some((student) => rollNumberOf(student) !== '');
  // Short values stay on one line (a date split in two doubles its row); names and numbers wrap.
  const columns: { heading: string; cell: (student: Student) => string; oneLine?: boolean }[] = [
    ...(withRollNumbers ? [{ heading: t('column.rollNumber'), cell: rollNumberOf }] : []),
    { heading: t('column.admissionNumber'), cell: (s) => s.admissionNumber },
    { heading: t('column.name'), cell: (s) => s.name },
    {
      heading: t('column.gender'),
      cell: (s) => (s.gender ? t(`gender.${s.gender}`) : ''),
      oneLine: true,
    },
    {
      heading: t('column.dateOfBirth'),
      cell: (s) => (s.dateOfBirth ? longDate(s.dateOfBirth, language) : ''),
      oneLine: true,
    },
    { heading: t('column.parent'), cell: parentNameOf },
    {
      heading: t('column.mobile'),
      cell: (s) => (s.parentContact ? formatIndianMobile(s.parentContact) : ''),
      oneLine: true,
    },
  ];

  return (
    <Box component="article" sx={{ bgcolor: '#fff', color: '#000' }}>
      <CertificateHeader organizationName={organization.name} address={organization.address} />
      <Typography variant="h1" sx={{ textAlign: 'center', fontSize: '16pt', fontWeight: 700 }}>
        {t('register.heading')}
      </Typography>
      <Typography component="p" sx={{ textAlign: 'center', fontSize: '12pt', mb: 0.5 }}>
        {t('register.title', {
          class: classText(schoolClass.educationLevel, schoolClass.section, t),
          year: academicYear,
        })}
      </Typography>
      <Typography component="p" sx={{ textAlign: 'center', fontSize: '10pt', mb: 2 }}>
        {t('register.count', { count: sorted.length })}
      </Typography>
      {sorted.length === 0 ? (
        <Typography component="p" sx={{ textAlign: 'center' }}>
          {t('register.empty')}
        </Typography>
      ) : (
        // On a phone the table scrolls sideways in its box: a keyboard can reach and scroll it.
        <Box
          role="region"
          aria-label={t('register.heading')}
          tabIndex={0}
          sx={{ overflowX: 'auto', '@media print': { overflow: 'visible' } }}
        >
          <Box
            component="table"
            sx={{
              width: '100%',
              borderCollapse: 'collapse',
              fontSize: '10pt',
              lineHeight: 1.35,
              '& thead': { display: 'table-header-group' },
              '& tr': { breakInside: 'avoid' },
            }}
          >
            <thead>
              <tr>
                <Box component="th" scope="col" sx={{ ...cellSx, bgcolor: '#eee' }}>
                  {t('column.serial')}
                </Box>
                {columns.map((column) => (
                  <Box
                    component="th"
                    scope="col"
                    key={column.heading}
                    sx={{ ...cellSx, bgcolor: '#eee' }}
                  >
                    {column.heading}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {sorted.map((student, index) => (
                <tr key={student.id}>
                  <Box component="td" sx={cellSx}>
                    {index + 1}
                  </Box>
                  {columns.map((column) => (
                    <Box
                      component="td"
                      key={column.heading}
                      sx={column.oneLine ? { ...cellSx, whiteSpace: 'nowrap' } : cellSx}
                    >
                      {column.cell(student)}
                    </Box>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Box>
  );
}
