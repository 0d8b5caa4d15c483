import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { classKeyOf, classOfKey, type AttendanceClass } from '@village/model/attendance/register';
import { EDUCATION_LEVELS, type EducationLevel } from '@village/model/levels';
import { LIMITS } from '@village/model/limits';
import { useMemo, useState } from 'react';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { levelLabel } from '../../../lib/i18n/labels';
import { classText } from '../class-text';
import { useAttendanceClasses } from '../data/calendar';
import type { AttendanceTranslate } from '../messages';

const OTHER = 'other';
const levelOrder = (level: string) => (EDUCATION_LEVELS as readonly string[]).indexOf(level);

/**
 * The class to mark: one list of the classes the students are in (kept by the functions), or,
 * when there is none yet or the class is not in it, a level and a section.
 */
export function ClassChooser({
  orgId,
  value,
  onChange,
  t,
}: {
  orgId: string;
  value: AttendanceClass | null;
  onChange: (value: AttendanceClass | null) => void;
  t: AttendanceTranslate;
}) {
  const { t: catalog } = useI18n();
  const known = useAttendanceClasses(orgId);
  const classes = useMemo(() => {
    const entries = known.status === 'ready' && known.data ? Object.values(known.data.classes) : [];
    return entries
      .filter((entry) => entry.students > 0)
      .sort(
        (a, b) =>
          levelOrder(a.educationLevel) - levelOrder(b.educationLevel) ||
          a.section.localeCompare(b.section),
      );
  }, [known]);
  const valueKey = value ? classKeyOf(value) : '';
  const listed = classes.some((entry) => classKeyOf(entry) === valueKey);
  const [other, setOther] = useState(false);
  const free = classes.length === 0 || other || (value !== null && !listed);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flexGrow: 1 }}>
      {classes.length > 0 && (
        <TextField
          select
          size="small"
          label={t('choose.class')}
          value={free ? OTHER : valueKey}
          onChange={(event) => {
            const key = event.target.value;
            setOther(key === OTHER);
            onChange(key === OTHER || key === '' ? null : classOfKey(key));
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <option value="">{t('choose.classNone')}</option>
          {classes.map((entry) => (
            <option key={classKeyOf(entry)} value={classKeyOf(entry)}>
              {t('choose.classStudents', {
                className: classText(entry, t),
                students: String(entry.students),
              })}
            </option>
          ))}
          <option value={OTHER}>{t('choose.otherClass')}</option>
        </TextField>
      )}
      {free && (
        <>
          <TextField
            select
            size="small"
            label={t('choose.level')}
            value={value?.educationLevel ?? ''}
            onChange={(event) => {
              const level = event.target.value as EducationLevel | '';
              onChange(
                level === '' ? null : { educationLevel: level, section: value?.section ?? '' },
              );
            }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            <option value="">{t('choose.classNone')}</option>
            {EDUCATION_LEVELS.map((option) => (
              <option key={option} value={option}>
                {levelLabel(option, catalog)}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('choose.section')}
            value={value?.section ?? ''}
            helperText={t('choose.sectionHelp')}
            disabled={!value}
            onChange={(event) => value && onChange({ ...value, section: event.target.value })}
            slotProps={{ htmlInput: { maxLength: LIMITS.section } }}
            sx={{ maxWidth: { sm: 200 } }}
          />
        </>
      )}
    </Stack>
  );
}
