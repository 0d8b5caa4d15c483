import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import SearchOff from '@mui/icons-material/SearchOffOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { directoryMessages } from './messages';

export interface EmptyDirectoryProps {
  /** The organization has no student at all (rather than none matching). */
  noStudents: boolean;
}

/**
 * No students found / Try adjusting your search terms or filters, or, with no student at all, the
 * way to add one (docs/product.md, "Student directory").
 */
export function EmptyDirectory({ noStudents }: EmptyDirectoryProps) {
  const t = useMessages(directoryMessages);
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <SearchOff sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p">
        {t('empty.title')}
      </Typography>
      <Typography color="text.secondary">
        {noStudents ? t('empty.none') : t('empty.adjust')}
      </Typography>
      {noStudents && (
        <Button
          component={RouterLink}
          to={paths.addStudent}
          variant="contained"
          startIcon={<Add />}
          sx={{ mt: 2 }}
        >
          {t('addStudent')}
        </Button>
      )}
    </Box>
  );
}
