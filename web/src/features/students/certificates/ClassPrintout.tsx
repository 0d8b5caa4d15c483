import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Organization } from '@village/model/organization';
import type { Student } from '@village/model/student';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../../components/PageLoading';
import { dataErrorMessage } from '../../../lib/data/state';
import type { Language } from '../../../lib/i18n/catalog';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { useAcademicYear } from '../../../lib/session/academic-year';
import { useCurrentOrganization } from '../../../lib/session/current-organization';
import { useClassStudents, type SchoolClass } from '../api/class-students';
import type { CertificateTranslate } from './certificate-text';
import { classFromQuery } from './class-from-query';
import { certificateMessages } from './messages';
import { PrintablePage } from './PrintablePage';

export interface ClassPrintoutContent {
  schoolClass: SchoolClass;
  students: Student[];
  organization: Organization;
  /** "2026-27" */
  academicYear: string;
  t: CertificateTranslate;
  language: Language;
}

/**
 * A printout of one class (the register list, the ID cards): the class from the address, its roll
 * live, the organization for the letterhead; or a clear message when the class is not given or its
 * roll cannot be read.
 */
export function ClassPrintout({
  render,
}: {
  render: (content: ClassPrintoutContent) => ReactNode;
}) {
  const [params] = useSearchParams();
  const schoolClass = classFromQuery(params);
  const { orgId, organization } = useCurrentOrganization();
  const roll = useClassStudents(orgId, schoolClass);
  const year = useAcademicYear();
  const t = useMessages(certificateMessages);

  if (!schoolClass) {
    return (
      <Box role="alert" sx={{ textAlign: 'center', py: 6 }}>
        <Alert severity="info" sx={{ mb: 2, textAlign: 'left' }}>
          {t('print.noClass')}
        </Alert>
        <Button component={RouterLink} to={paths.print} variant="contained">
          {t('print.choose')}
        </Button>
      </Box>
    );
  }
  if (!organization || roll.status === 'loading') return <PageLoading />;
  if (roll.status === 'offline' || roll.status === 'error') {
    return (
      <Alert severity={roll.status === 'offline' ? 'info' : 'error'}>
        {roll.status === 'offline' ? t('print.offline') : dataErrorMessage(roll.error)}
      </Alert>
    );
  }
  // The section as the register writes it ("B"), not as typed in the address ("b").
  const written = roll.data.rows[0]?.section.trim();
  const shownClass = written ? { ...schoolClass, section: written } : schoolClass;
  return (
    <PrintablePage back={paths.print}>
      {(tPaper, language) =>
        render({
          schoolClass: shownClass,
          students: roll.data.rows,
          organization,
          academicYear: year.label,
          t: tPaper,
          language,
        })
      }
    </PrintablePage>
  );
}
