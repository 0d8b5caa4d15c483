import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatIndianMobile } from '@village/model/phone';
import type { Student } from '@village/model/student';
import type { ClassPrintoutContent } from './ClassPrintout';
import { classText, parentNameOf, sheetsOf, type CertificateTranslate } from './certificate-text';
import { sortedByName } from '../../../lib/i18n/format';

/** About a CR80 card (85.6 × 54 mm): two across and four down fit an A4 sheet inside its margins. */
const CARD = { width: '85.6mm', height: '54mm' } as const;
const GAP = '5mm';

const lineSx = { fontSize: '8pt', lineHeight: 1.3, overflowWrap: 'anywhere' } as const;

/** A detail printed on the card: its label, its value, and the lines it may take. */
type CardLine = [label: string, value: string, maxLines: number];

/**
 * At most `lines` lines, the rest cut with "…": the card's height is fixed, and a long name (up to
 * 100 characters) would otherwise push the lines below it off the card, unseen. The budget: the
 * organization and the student's name 2 lines each, the guardian 2, the other details 1.
 */
const clampSx = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;

/**
 * A class's ID cards, eight to an A4 sheet (2 × 4): each with the organization, the year, a box
 * for the photo, and the student's name, class, admission number and guardian. A sheet ends its
 * page in print, so no card is split across two.
 */
export function IdCards({
  schoolClass,
  students,
  organization,
  academicYear,
  t,
  language,
}: ClassPrintoutContent) {
  const sheets = sheetsOf(sortedByName(students, language));
  const className = classText(schoolClass.educationLevel, schoolClass.section, t);
  return (
    <Box component="article" sx={{ color: '#000' }}>
      <Typography data-print="hide" variant="h1" sx={{ mb: 2 }}>
        {t('idCards.heading')}: {className}
      </Typography>
      {sheets.length === 0 && <Typography component="p">{t('register.empty')}</Typography>}
      {sheets.map((sheet, index) => (
        <Box
          key={sheet[0]!.id}
          data-testid="id-card-sheet"
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fill, ${CARD.width})`,
            gap: GAP,
            justifyContent: 'center',
            mb: GAP,
            '@media print': {
              gridTemplateColumns: `repeat(2, ${CARD.width})`,
              mb: 0,
              breakAfter: index < sheets.length - 1 ? 'page' : 'auto',
            },
          }}
        >
          {sheet.map((student) => (
            <IdCard
              key={student.id}
              student={student}
              organizationName={organization.name}
              className={className}
              academicYear={academicYear}
              t={t}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}

function IdCard({
  student,
  organizationName,
  className,
  academicYear,
  t,
}: {
  student: Student;
  organizationName: string;
  className: string;
  academicYear: string;
  t: CertificateTranslate;
}) {
  const guardian = parentNameOf(student);
  const lines: CardLine[] = [
    [t('idCard.class'), className, 1],
    ...(student.admissionNumber
      ? [[t('idCard.admissionNumber'), student.admissionNumber, 1] satisfies CardLine]
      : []),
    ...(guardian ? [[t('idCard.guardian'), guardian, 2] satisfies CardLine] : []),
    ...(student.parentContact
      ? [[t('idCard.mobile'), formatIndianMobile(student.parentContact), 1] satisfies CardLine]
      : []),
  ];
  return (
    <Box
      data-testid="id-card"
      sx={{
        ...CARD,
        boxSizing: 'border-box',
        border: '1px solid #000',
        borderRadius: '3mm',
        bgcolor: '#fff',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        breakInside: 'avoid',
      }}
    >
      <Box sx={{ borderBottom: '1px solid #000', px: '2.5mm', py: '1mm', textAlign: 'center' }}>
        <Typography
          component="p"
          sx={{ ...lineSx, ...clampSx(2), fontSize: '9pt', fontWeight: 700 }}
        >
          {organizationName}
        </Typography>
        <Typography component="p" sx={{ ...lineSx, fontSize: '7pt' }}>
          {t('idCard.title')} · {t('idCard.year', { year: academicYear })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: '2.5mm', p: '2.5mm', minHeight: 0 }}>
        <Box
          sx={{
            width: '20mm',
            height: '25mm',
            flexShrink: 0,
            border: '1px dashed #000',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography component="span" sx={{ ...lineSx, fontSize: '7pt' }}>
            {t('idCard.photo')}
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            component="p"
            sx={{ ...lineSx, ...clampSx(2), fontSize: '10pt', fontWeight: 700, mb: '1mm' }}
          >
            {student.name}
          </Typography>
          {lines.map(([label, value, maxLines]) => (
            <Typography component="p" key={label} sx={{ ...lineSx, ...clampSx(maxLines) }}>
              {label}: {value}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
