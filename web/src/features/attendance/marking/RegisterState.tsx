import CloudDone from '@mui/icons-material/CloudDone';
import CloudUpload from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { registerTaken, type AttendanceRegister } from '@village/model/attendance/register';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import type { AttendanceTranslate } from '../messages';
import { takers } from './marking-state';

const timeOf = (ms: number, language: string) =>
  new Date(ms).toLocaleTimeString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

/**
 * Whether the register is taken, by whom and when, and whether this phone's save has reached the
 * server: "not taken" is never shown as "all present".
 */
export function RegisterState({
  register,
  pending,
  t,
}: {
  register: AttendanceRegister | null;
  pending: boolean;
  t: AttendanceTranslate;
}) {
  const { language } = useI18n();
  const taken = registerTaken(register);
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {taken ? (
        takers(register).map((person) => (
          <Typography key={`${person.name}-${person.takenAt}`} sx={{ fontSize: '0.9rem' }}>
            {t('taken.by', { name: person.name, time: timeOf(person.takenAt, language) })}
          </Typography>
        ))
      ) : (
        <Typography sx={{ fontSize: '0.9rem', color: 'text.secondary' }}>
          {t('taken.none')}
        </Typography>
      )}
      {(pending || taken) && (
        <Typography
          data-sync={pending ? 'pending' : 'sent'}
          sx={{ fontSize: '0.9rem', display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {pending ? (
            <CloudUpload fontSize="small" aria-hidden />
          ) : (
            <CloudDone fontSize="small" color="success" aria-hidden />
          )}
          {pending ? t('sync.pending') : t('sync.sent')}
        </Typography>
      )}
    </Box>
  );
}
