import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { Student } from '@village/model/student';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { studentProfileMessages } from './messages';

/**
 * "Admission No. 117 is also given to …": the functions mark a number that two students hold
 * (saved offline on two devices, where the form could not check it), for the office to settle.
 */
export function SharedAdmissionNumber({ student }: { student: Student }) {
  const t = useMessages(studentProfileMessages);
  const others = student.admissionNumberSharedWith ?? [];
  if (others.length === 0 || !student.admissionNumber) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="shared-admission-number">
      {t('sharedAdmissionNumber', { number: student.admissionNumber })}{' '}
      {others.map((other, index) => (
        <Fragment key={other.id}>
          {index > 0 && ', '}
          <Link component={RouterLink} to={paths.student(other.id)}>
            {other.studentId ? `${other.name} (${other.studentId})` : other.name}
          </Link>
        </Fragment>
      ))}
      {t('sharedAdmissionNumber.settle')}
    </Alert>
  );
}
