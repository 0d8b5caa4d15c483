import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { PageLoading } from '../../components/PageLoading';
import { dataErrorMessage } from '../../lib/data/state';
import { paths } from '../../lib/paths';
import { useCurrentOrganization } from '../../lib/session/current-organization';
import { useDirectory } from './api/use-directory';
import { DirectorySummary } from './directory/DirectorySummary';
import { UrlDirectory } from './directory/UrlDirectory';
import type { UdiseReturn } from './udise/udise-return';
import { PAGE_TITLES, usePageTitle } from '../../lib/page-titles';
import { useMessages } from '../../lib/i18n/messages';
import { directoryMessages } from './directory/messages';

/**
 * /students: the Village Student Directory. The counts come from the organization's counters;
 * the list from the directory index, searched and filtered in the browser (docs/directory.md).
 */
export function StudentDirectoryPage() {
  const { orgId, organization, role } = useCurrentOrganization();
  const directory = useDirectory(orgId);
  const t = useMessages(directoryMessages);
  // The export's details come from the students' documents, read only when a file is written;
  // their reading code loads then too (the service worker has cached it for offline).
  const exportDetails = useCallback(
    async (ids: readonly string[]) =>
      (await import('./api/student-details')).readStudentDetails(orgId, ids),
    [orgId],
  );
  // The UDISE+ return: a super_admin's, its code loaded when one is made. Kept by the name and
  // start month only: the organization's document changes with every count, and the directory
  // should not be drawn again for that.
  const organizationName = organization?.name;
  const startMonth = organization?.academicYearStartMonth;
  const udiseReturn = useMemo<UdiseReturn | undefined>(
    () =>
      role === 'super_admin' && organizationName !== undefined && startMonth !== undefined
        ? async (entries, t, now) =>
            (await import('./udise/udise-return')).downloadUdiseReturn(
              orgId,
              { name: organizationName, academicYearStartMonth: startMonth },
              entries,
              t,
              now,
            )
        : undefined,
    [role, organizationName, startMonth, orgId],
  );
  const pageTitle = usePageTitle(PAGE_TITLES.students);
  // The same element on every draw, which the draw when the directory arrives skips rather than
  // build and compare again.
  const header = useMemo(
    () => (
      <PageHeader
        title={pageTitle.title}
        subtitle={pageTitle.subtitle}
        action={
          <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
            <Button
              component={RouterLink}
              to={paths.importStudents}
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              {t('import')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.addStudent}
              variant="contained"
              startIcon={<Add />}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              {t('addStudent')}
            </Button>
          </Stack>
        }
      />
    ),
    [t, pageTitle],
  );

  return (
    <Stack spacing={3}>
      {header}

      <DirectorySummary organization={organization} />

      {directory.status === 'loading' && <PageLoading />}
      {directory.status === 'offline' && <Alert severity="info">{t('offline')}</Alert>}
      {directory.status === 'error' && (
        <Alert severity="error">{dataErrorMessage(directory.error)}</Alert>
      )}
      {directory.status === 'ready' && (
        <UrlDirectory
          directory={directory.data.source}
          pendingIds={directory.data.pendingIds}
          exportName={organization?.name ?? orgId}
          exportDetails={exportDetails}
          udiseReturn={udiseReturn}
        />
      )}
    </Stack>
  );
}

export default StudentDirectoryPage;
