import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ATTENDANCE_LETTERS, ATTENDANCE_STATUSES } from '@village/model/attendance/register';
import type { Language } from '../../../../lib/i18n/catalog';
import type { AttendanceRegisterTranslate } from '../messages';
import { registerPages, type RegisterGrid, type RegisterRow } from './register-grid';

/** The printable width of an A4 sheet, landscape, within the page's margins. */
export const SHEET_WIDTH_MM = 277;

const cell = {
  border: '0.2mm solid #000',
  p: '0.3mm 0.4mm',
  textAlign: 'center',
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
  lineHeight: 1.15,
} as const;
const heading = { ...cell, bgcolor: '#eee', fontWeight: 700 } as const;
const offDay = { bgcolor: '#ddd' } as const;
const TOTAL_KEYS = ATTENDANCE_STATUSES;

export interface RegisterSheetProps {
  grid: RegisterGrid;
  schoolName: string;
  /** "7th Standard-A" in the sheet's language. */
  className: string;
  /** "December 2026" in the sheet's language. */
  monthName: string;
  t: AttendanceRegisterTranslate;
  language: Language;
}

const number = (value: number) => String(value);

function Signatures({ t }: { t: AttendanceRegisterTranslate }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: '8mm', breakInside: 'avoid' }}>
      {[t('register.classTeacher'), t('register.head')].map((role) => (
        <Box key={role} sx={{ textAlign: 'center', width: '70mm' }}>
          <Box aria-hidden sx={{ borderTop: '0.3mm solid #000', mb: '1mm' }} />
          <Typography component="p" sx={{ fontSize: '9pt' }}>
            {role}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The monthly register on A4 sheets, landscape: 45 children to a sheet, each sheet headed with the
 * school, the class and the month; the day totals, the key to the letters and the signature lines
 * after the last child.
 */
export function RegisterSheet({
  grid,
  schoolName,
  className,
  monthName,
  t,
  language,
}: RegisterSheetProps) {
  const pages = registerPages(grid.rows);
  const withRollNumbers = grid.rows.some((row) => row.rollNumber !== '');
  const dayColumns = grid.days.length;
  const head = (
    <thead>
      <tr>
        <Box component="th" scope="col" sx={{ ...heading, width: '6mm' }}>
          {t('register.serial')}
        </Box>
        {withRollNumbers && (
          <Box component="th" scope="col" sx={{ ...heading, width: '8mm' }}>
            {t('register.rollNumber')}
          </Box>
        )}
        <Box component="th" scope="col" sx={{ ...heading, textAlign: 'left' }}>
          {t('register.name')}
        </Box>
        {grid.days.map((day) => (
          <Box
            component="th"
            scope="col"
            key={day.date}
            sx={{ ...heading, width: '5.1mm', ...(day.off ? offDay : {}) }}
          >
            {day.day}
          </Box>
        ))}
        {TOTAL_KEYS.map((key) => (
          <Box component="th" scope="col" key={key} sx={{ ...heading, width: '6.5mm' }}>
            {ATTENDANCE_LETTERS[key]}
          </Box>
        ))}
        <Box component="th" scope="col" sx={{ ...heading, width: '8.5mm' }}>
          {t('register.attended')}
        </Box>
      </tr>
    </thead>
  );
  const row = (child: RegisterRow) => (
    <tr key={child.id} data-testid="register-row">
      <Box component="td" sx={cell}>
        {child.serial}
      </Box>
      {withRollNumbers && (
        <Box component="td" sx={cell}>
          {child.rollNumber}
        </Box>
      )}
      <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
        {child.name}
      </Box>
      {child.cells.map((letter, index) => (
        <Box
          component="td"
          key={grid.days[index]!.date}
          sx={{ ...cell, ...(grid.days[index]!.off ? offDay : {}) }}
        >
          {letter}
        </Box>
      ))}
      {TOTAL_KEYS.map((key) => (
        <Box component="td" key={key} sx={cell}>
          {child.totals[key]}
        </Box>
      ))}
      <Box component="td" sx={{ ...cell, fontWeight: 700 }}>
        {number(child.totals.attended)}
      </Box>
    </tr>
  );
  const dayTotals = (
    <tr data-testid="register-day-totals">
      <Box
        component="th"
        scope="row"
        colSpan={withRollNumbers ? 3 : 2}
        sx={{ ...heading, textAlign: 'left' }}
      >
        {t('register.dayTotal')}
      </Box>
      {grid.presentByDay.map((present, index) => (
        <Box component="td" key={grid.days[index]!.date} sx={{ ...cell, fontWeight: 700 }}>
          {present === null ? '' : present}
        </Box>
      ))}
      <Box component="td" colSpan={TOTAL_KEYS.length + 1} sx={cell} />
    </tr>
  );

  return (
    <Box
      lang={language}
      data-printout=""
      sx={{
        width: `${SHEET_WIDTH_MM}mm`,
        bgcolor: '#fff',
        color: '#000',
        fontSize: '7pt',
        '@media screen': { p: '4mm', border: 1, borderColor: 'divider' },
      }}
    >
      {pages.map((children, index) => {
        const last = index === pages.length - 1;
        return (
          <Box
            component="section"
            key={index}
            data-testid="register-page"
            sx={{ breakAfter: last ? 'auto' : 'page', mb: last ? 0 : '8mm' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: '4mm', mb: '2mm' }}>
              <Typography component="p" sx={{ fontSize: '12pt', fontWeight: 700, flexGrow: 1 }}>
                {schoolName}
              </Typography>
              <Typography component="p" sx={{ fontSize: '8pt' }}>
                {t('register.pageOf', { page: number(index + 1), pages: number(pages.length) })}
              </Typography>
            </Box>
            <Typography component="h1" sx={{ fontSize: '11pt', fontWeight: 700, mb: '2mm' }}>
              {`${t('register.heading')}: ${t('register.classMonth', { class: className, month: monthName })}`}
            </Typography>
            <Box
              component="table"
              sx={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}
              aria-label={t('register.heading')}
            >
              {head}
              <tbody>
                {children.map(row)}
                {last && dayColumns > 0 && dayTotals}
              </tbody>
            </Box>
            {children.length === 0 && (
              <Typography component="p" sx={{ fontSize: '10pt', mt: '4mm' }}>
                {t('register.empty')}
              </Typography>
            )}
            {last && (
              <>
                <Typography component="p" sx={{ fontSize: '7.5pt', mt: '1.5mm' }}>
                  {t('register.legend')}
                </Typography>
                <Signatures t={t} />
              </>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
