import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DirectionsOutlined from '@mui/icons-material/DirectionsOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { initials, type Student } from '@village/model/student';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { LevelBadge } from '../components/LevelBadge';
import { directionsUrl } from './directions';
import { studentProfileMessages } from './messages';

/**
 * The profile's card: the student's initials, name, class, status and ID, then what can be done
 * with the record. Graduate and Delete only ask for the confirmation the view shows.
 */
export function ProfileHeaderCard({
  student,
  canDelete,
  onConfirm,
}: {
  student: Student;
  /** Only a super_admin sees Delete. */
  canDelete: boolean;
  onConfirm: (action: 'graduate' | 'delete') => void;
}) {
  const t = useMessages(studentProfileMessages);
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Avatar
            sx={{ bgcolor: 'primary.main', width: 72, height: 72, fontSize: '1.75rem' }}
            aria-hidden
          >
            {initials(student.name)}
          </Avatar>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography
              variant="h1"
              component="h2"
              sx={{ fontSize: '1.5rem', overflowWrap: 'anywhere' }}
            >
              {student.name}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}
            >
              <LevelBadge educationLevel={student.educationLevel} course={student.course} />
              {student.status === 'graduated' && (
                <Chip
                  label={t('graduated')}
                  size="small"
                  color="secondary"
                  variant="outlined"
                  icon={<SchoolOutlined fontSize="small" />}
                />
              )}
              {student.status === 'left' && (
                <Chip label={t('left')} size="small" variant="outlined" />
              )}
              <Typography variant="body2" color="text.secondary">
                {t('studentId')}{' '}
                {student.studentId ?? (
                  <Box component="span" sx={{ fontStyle: 'italic' }}>
                    {t('assigningId')}
                  </Box>
                )}
              </Typography>
            </Stack>
          </Box>
        </Stack>

        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2.5 }}>
          <Button
            component={RouterLink}
            to={paths.editStudent(student.id)}
            variant="contained"
            startIcon={<EditOutlined />}
          >
            {t('edit')}
          </Button>
          {student.location && (
            <Button
              component="a"
              href={directionsUrl(student.location)}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              startIcon={<DirectionsOutlined />}
            >
              {t('directions')}
            </Button>
          )}
          {student.status === 'active' && (
            <Button
              component={RouterLink}
              to={paths.bonafide(student.id)}
              variant="outlined"
              startIcon={<PrintOutlined />}
            >
              {t('bonafide')}
            </Button>
          )}
          <Button
            component={RouterLink}
            to={paths.transferCertificate(student.id)}
            variant="outlined"
            startIcon={<PrintOutlined />}
          >
            {t('transferCertificate')}
          </Button>
          {student.status === 'active' && (
            <Button
              variant="outlined"
              startIcon={<SchoolOutlined />}
              onClick={() => onConfirm('graduate')}
            >
              {t('graduate')}
            </Button>
          )}
          {canDelete && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => onConfirm('delete')}
            >
              {t('delete')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
