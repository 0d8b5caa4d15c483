import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import { EDUCATION_LEVELS, type EducationLevel } from '@village/model/levels';
import { LIMITS } from '@village/model/limits';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { levelLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { certificateMessages } from './messages';

/**
 * /print (staff): choose a class (a level and a section) and open its register list or its ID
 * cards. A student's own certificates are on the student's profile.
 */
export function PrintPage() {
  const t = useMessages(certificateMessages);
  const { t: tCore } = useI18n();
  const [level, setLevel] = useState<EducationLevel | ''>('');
  const [section, setSection] = useState('');
  const chosen = level !== '';
  const trimmed = section.trim();

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageHeader title={t('print.title')} subtitle={t('print.subtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            name="educationLevel"
            label={t('print.class')}
            required
            value={level}
            onChange={(event) => setLevel(event.target.value as EducationLevel)}
            sx={{ flexGrow: 1, minWidth: 0 }}
          >
            {EDUCATION_LEVELS.map((option) => (
              <MenuItem key={option} value={option}>
                {levelLabel(option, tCore)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            name="section"
            label={t('print.section')}
            value={section}
            onChange={(event) => setSection(event.target.value)}
            helperText={t('print.sectionHint')}
            slotProps={{ htmlInput: { maxLength: LIMITS.section } }}
            sx={{ width: { xs: '100%', sm: '14rem' } }}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
          <Button
            variant="contained"
            startIcon={<ListAltOutlined />}
            disabled={!chosen}
            component={RouterLink}
            to={chosen ? paths.printRegister(level, trimmed) : paths.print}
          >
            {t('print.register')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<BadgeOutlined />}
            disabled={!chosen}
            component={RouterLink}
            to={chosen ? paths.printIdCards(level, trimmed) : paths.print}
          >
            {t('print.idCards')}
          </Button>
        </Stack>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('print.certificatesHint')}
      </Typography>
    </Box>
  );
}

export default PrintPage;
