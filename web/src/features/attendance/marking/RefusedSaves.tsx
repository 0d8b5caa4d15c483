import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dayMonthYear } from '@village/model/dates';
import { saveRegister } from '../data/registers';
import { discardRefused, useRefusedSaves } from '../data/refused';
import type { AttendanceTranslate } from '../messages';

/**
 * Marks the server refused (their month was closed by the time they arrived), kept on this device:
 * which class and day, and why, with Send again (once a super_admin has reopened the month) and
 * Discard.
 */
export function RefusedSaves({ orgId, t }: { orgId: string; t: AttendanceTranslate }) {
  const refused = useRefusedSaves(orgId);
  if (refused.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('refused.title')}</AlertTitle>
      <Stack spacing={1}>
        {refused.map(({ key, className, save }) => {
          const count = Object.keys(save.marks).length;
          return (
            <Stack key={key} spacing={0.5}>
              <Typography sx={{ fontSize: '0.9rem' }}>
                {t('refused.entry', {
                  className,
                  date: dayMonthYear(save.base.date),
                  marks: t('refused.marks', { count, n: String(count) }),
                })}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  onClick={() => {
                    discardRefused(key);
                    saveRegister(save, className);
                  }}
                >
                  {t('refused.retry')}
                </Button>
                <Button size="small" color="inherit" onClick={() => discardRefused(key)}>
                  {t('refused.discard')}
                </Button>
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </Alert>
  );
}
