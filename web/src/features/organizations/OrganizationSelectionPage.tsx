import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { byEnglishText, useMessages } from '../../lib/i18n/messages';
import { paths } from '../../lib/paths';
import { PageLoading } from '../../components/PageLoading';
import { useSignedInUser } from '../../lib/session/auth-state';
import { signOutUser } from '../../lib/session/account';
import { returnPath, type ReturnState } from '../../lib/session/return-path';
import { CreateOrganizationDialog } from './components/CreateOrganizationDialog';
import { Invitations } from './components/Invitations';
import { MembershipList } from './components/MembershipList';
import { useOrganizations } from '../../lib/session/current-organization';
import { organizationMessages } from './messages';
import { useCreateOrganization } from './use-create-organization';

export function OrganizationSelectionPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const invitedOrgId = searchParams.get('invitation');
  const { memberships, organizations, current, reopenedId, select, error } = useOrganizations();
  const [selectedId, setSelectedId] = useState<string | undefined>(current?.orgId);
  const [creating, setCreating] = useState(false);
  const createAndOpen = useCreateOrganization();
  const t = useMessages(organizationMessages);
  // An accepted invitation: its member document is written by the server, so the organization
  // is entered once the memberships listener has it (entering earlier would bounce back here).
  const [joinedOrgId, setJoinedOrgId] = useState<string>();
  const joinedIsMembership = memberships?.some((m) => m.orgId === joinedOrgId) ?? false;

  useEffect(() => {
    if (!joinedOrgId || !joinedIsMembership) return;
    select(joinedOrgId);
    navigate(returnPath(location.state), { replace: true });
  }, [joinedIsMembership, joinedOrgId, location.state, navigate, select]);

  // Sent here by the guard because the account's last organization was not known in time (a
  // slow link): when it becomes known (with this page's first draw, or later), it opens as it
  // would have, unless the user has started choosing (any press or key on this page). Not when
  // the user came here on purpose: an invitation's link, the switcher, after leaving an
  // organization (only the guard's redirect carries a return state).
  const sentByGuard = (location.state as ReturnState | null)?.from !== undefined;
  const [choosing, setChoosing] = useState(false);
  const reopenedLate = sentByGuard && !invitedOrgId && !choosing ? reopenedId : undefined;
  useEffect(() => {
    if (reopenedLate) navigate(returnPath(location.state), { replace: true });
  }, [reopenedLate, location.state, navigate]);
  const startChoosing = () => setChoosing(true);

  if (memberships === undefined || (joinedOrgId && !joinedIsMembership) || reopenedLate)
    return <PageLoading />;

  function enter(orgId: string) {
    select(orgId);
    navigate(returnPath(location.state), { replace: true });
  }

  return (
    <Box
      component="main"
      onPointerDownCapture={startChoosing}
      onKeyDownCapture={startChoosing}
      sx={{ minHeight: '100dvh', bgcolor: 'background.default', p: 2 }}
    >
      <Box sx={{ maxWidth: 640, mx: 'auto', py: { xs: 2, sm: 6 } }}>
        <Typography variant="h1" gutterBottom>
          {t('select.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('select.signedInAs', { name: user.displayName || user.email || '' })}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {byEnglishText(t, organizationMessages)(error)}
          </Alert>
        )}

        <Invitations highlightOrgId={invitedOrgId} onJoined={setJoinedOrgId} />

        <MembershipList
          memberships={memberships}
          organizations={organizations}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onEnter={enter}
        />

        <Button startIcon={<Add />} onClick={() => setCreating(true)} sx={{ mb: 3 }}>
          {t('create.title')}
        </Button>

        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Link
            component="button"
            type="button"
            onClick={() => void signOutUser().then(() => navigate(paths.signIn))}
          >
            {t('select.backToSignIn')}
          </Link>
          <Button
            variant="contained"
            size="large"
            disabled={!selectedId}
            onClick={() => selectedId && enter(selectedId)}
          >
            {t('select.continue')}
          </Button>
        </Stack>
      </Box>
      <CreateOrganizationDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreate={createAndOpen}
        emailVerified={user.emailVerified}
      />
    </Box>
  );
}

export default OrganizationSelectionPage;
