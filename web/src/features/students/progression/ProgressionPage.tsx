import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { academicYearStarting } from '@village/model/academic-year';
import { EDUCATION_LEVELS, type EducationLevel } from '@village/model/levels';
import { LIMITS } from '@village/model/limits';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { levelLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { PAGE_TITLES, usePageTitle } from '../../../lib/page-titles';
import { useAcademicYear } from '../../../lib/session/academic-year';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { ClassYearSection } from './ClassYearSection';
import { progressionMessages } from './messages';
import { defaultYearChoice } from './progression-text';

/** /progression (staff): the year end of one class, chosen here, in one list. */
function Progression() {
  const t = useMessages(progressionMessages);
  const { t: catalog } = useI18n();
  const pageTitle = usePageTitle(PAGE_TITLES.progression);
  const current = useAcademicYear();
  const previous = useMemo(
    () => academicYearStarting(current.startYear - 1, Number(current.start.slice(5, 7))),
    [current],
  );
  const [yearChoice, setYearChoice] = useState(() => defaultYearChoice(current, new Date()));
  const year = yearChoice === 'current' ? current : previous;
  const [level, setLevel] = useState<EducationLevel | ''>('');
  const [section, setSection] = useState('');

  return (
    <Stack spacing={3} sx={{ maxWidth: PAGE_TITLES.progression.maxWidth, mx: 'auto', minWidth: 0 }}>
      <PageHeader title={pageTitle.title} subtitle={pageTitle.subtitle} />
      <Paper component="section" variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 2 }}>
          {t('choose.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={t('choose.level')}
            value={level}
            onChange={(event) => setLevel(event.target.value as EducationLevel | '')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            <option value="">{t('choose.levelNone')}</option>
            {EDUCATION_LEVELS.map((option) => (
              <option key={option} value={option}>
                {levelLabel(option, catalog)}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('choose.section')}
            value={section}
            helperText={t('choose.sectionHelp')}
            onChange={(event) => setSection(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.section } }}
            sx={{ maxWidth: { sm: 200 } }}
          />
          <TextField
            select
            size="small"
            label={t('choose.year')}
            value={yearChoice}
            onChange={(event) => setYearChoice(event.target.value as 'current' | 'previous')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 220 }}
          >
            <option value="current">{t('choose.currentYear', { year: current.label })}</option>
            <option value="previous">{t('choose.previousYear', { year: previous.label })}</option>
          </TextField>
        </Stack>
      </Paper>
      {level === '' ? (
        <Typography color="text.secondary">{t('choose.hint')}</Typography>
      ) : (
        <ClassYearSection level={level} section={section} year={year} />
      )}
    </Stack>
  );
}

/** A new organization chosen in the switcher starts the page afresh. */
export function ProgressionPage() {
  const { orgId } = useCurrentOrganization();
  return <Progression key={orgId} />;
}

export default ProgressionPage;
