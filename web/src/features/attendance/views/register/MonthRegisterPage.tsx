import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { classKeyOf, classOfKey } from '@village/model/attendance/register';
import { todayIso } from '@village/model/dates';
import { EDUCATION_LEVELS, type EducationLevel } from '@village/model/levels';
import { LIMITS } from '@village/model/limits';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useI18n } from '../../../../lib/i18n/I18nProvider';
import { levelLabel } from '../../../../lib/i18n/labels';
import { useMessages } from '../../../../lib/i18n/messages';
import { paths } from '../../../../lib/paths';
import { attendanceRegisterMessages } from '../messages';
import { MonthRegister } from './MonthRegister';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

// Printing prints the sheets alone, on A4 turned sideways: the app's sidebar, header and toasts,
// and the page's own controls (data-print="hide"), are left off.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4 landscape', margin: '10mm' },
        '.MuiDrawer-root, .MuiAppBar-root, .MuiSnackbar-root, [data-print="hide"]': {
          display: 'none !important',
        },
        main: { padding: '0 !important' },
        body: { background: '#fff' },
      },
    }}
  />
);

/**
 * /attendance/register?class=<classKey>&month=YYYY-MM (staff): a class's register of a month, to
 * print. The class and the month are chosen here too, and kept in the address.
 */
export function MonthRegisterPage() {
  const t = useMessages(attendanceRegisterMessages);
  const { t: core } = useI18n();
  const [params, setParams] = useSearchParams();
  const chosen = classOfKey(params.get('class') ?? '');
  const monthParam = params.get('month') ?? '';
  const month = MONTH.test(monthParam) ? monthParam : todayIso().slice(0, 7);
  const level = chosen?.educationLevel ?? '';
  const section = chosen?.section ?? '';

  const choose = (nextLevel: EducationLevel | '', nextSection: string, nextMonth: string) => {
    const next = new URLSearchParams();
    if (nextLevel)
      next.set('class', classKeyOf({ educationLevel: nextLevel, section: nextSection }));
    next.set('month', nextMonth);
    setParams(next, { replace: true });
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      {printStyles}
      <Stack data-print="hide" spacing={2} sx={{ mb: 3 }}>
        <Link
          component={RouterLink}
          to={paths.dashboard}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <ArrowBack fontSize="small" aria-hidden />
          {t('register.back')}
        </Link>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          {t('register.pageTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('register.pageHelp')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap>
          <TextField
            select
            size="small"
            label={t('register.level')}
            value={level}
            onChange={(event) => choose(event.target.value as EducationLevel | '', section, month)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            <option value="">{t('register.levelNone')}</option>
            {EDUCATION_LEVELS.map((option) => (
              <option key={option} value={option}>
                {levelLabel(option, core)}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('register.section')}
            value={section}
            disabled={!level}
            helperText={t('register.sectionHelp')}
            onChange={(event) => choose(level, event.target.value.toUpperCase(), month)}
            slotProps={{ htmlInput: { maxLength: LIMITS.section } }}
            sx={{ maxWidth: { sm: 200 } }}
          />
          <TextField
            type="month"
            size="small"
            label={t('register.month')}
            value={month}
            onChange={(event) => {
              if (MONTH.test(event.target.value)) choose(level, section, event.target.value);
            }}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: { sm: 200 } }}
          />
          <Box sx={{ flexGrow: 1 }} />
          <Button
            variant="contained"
            startIcon={<PrintOutlined />}
            disabled={!chosen}
            onClick={() => window.print()}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
          >
            {t('register.print')}
          </Button>
        </Stack>
      </Stack>
      {chosen ? (
        <MonthRegister attendanceClass={chosen} month={month} />
      ) : (
        <Alert severity="info">{t('register.choose')}</Alert>
      )}
    </Box>
  );
}

export default MonthRegisterPage;
