import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import { MAP_DEFAULTS } from '@village/model/constants';
import type { Student } from '@village/model/student';
import { Link as RouterLink } from 'react-router-dom';
import { StudentMap } from '../../../components/map/StudentMap';
import { richText } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { Field, FieldList, Section } from './ProfileSection';
import { studentProfileMessages } from './messages';

/** The student's location on the map at zoom 15, or a panel pointing to the edit page. */
export function LocationSection({ student }: { student: Student }) {
  const t = useMessages(studentProfileMessages);
  const { location } = student;
  return (
    <Section title={t('section.location')}>
      <FieldList>
        <Field label={t('field.address')}>{student.address}</Field>
      </FieldList>
      <Box sx={{ mt: 2 }}>
        {location ? (
          <StudentMap
            center={location}
            zoom={MAP_DEFAULTS.profileZoom}
            markers={[
              {
                lat: location.lat,
                lng: location.lng,
                title: student.name,
                description: student.address || undefined,
              },
            ]}
            height={320}
            ariaLabel={t('location.map', { name: student.name })}
          />
        ) : (
          <Box
            sx={{
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 1,
              p: 3,
              textAlign: 'center',
            }}
          >
            <LocationOffOutlined color="action" aria-hidden />
            <Typography variant="subtitle2" component="p">
              {t('location.none')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {richText(t('location.hint'), {
                edit: (
                  <Link component={RouterLink} to={paths.editStudent(student.id)}>
                    {t('location.edit')}
                  </Link>
                ),
              })}
            </Typography>
          </Box>
        )}
      </Box>
    </Section>
  );
}
