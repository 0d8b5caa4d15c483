import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import MailOutline from '@mui/icons-material/MailOutlineOutlined';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useCallableErrorText } from '../../lib/callable-messages/use-callable-error-text';
import { useI18n } from '../../lib/i18n/I18nProvider';
import { formatDate } from '../../lib/i18n/format';
import { roleLabel } from '../../lib/i18n/labels';
import { byEnglishText, useMessages, type TranslateOf } from '../../lib/i18n/messages';
import { paths } from '../../lib/paths';
import { PageLoading } from '../../components/PageLoading';
import { useSignedInUser } from '../../lib/session/auth-state';
import {
  refreshEmailVerification,
  resendVerificationEmail,
  signOutUser,
  tokenUpToDateWithVerification,
} from '../../lib/session/account';
import { returnPath, type ReturnState } from '../../lib/session/return-path';
import { noteVerificationEmailProblem, verificationEmailProblem } from '../../lib/session/notices';
import {
  acceptInvitation,
  watchPendingInvitations,
  type PendingInvitation,
} from './api/organizations';
import { CreateOrganizationDialog } from './components/CreateOrganizationDialog';
import { RoleBadge } from './components/RoleBadge';
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

  const sorted = [...memberships].sort((a, b) =>
    (organizations[a.orgId]?.name ?? '').localeCompare(organizations[b.orgId]?.name ?? ''),
  );

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

        {sorted.length === 0 ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('select.none')}
          </Alert>
        ) : (
          <Stack spacing={1.5} role="list" aria-label={t('select.list')} sx={{ mb: 2 }}>
            {sorted.map(({ orgId, role }) => {
              const organization = organizations[orgId];
              const selected = orgId === selectedId;
              return (
                <Card
                  key={orgId}
                  role="listitem"
                  variant="outlined"
                  sx={{
                    borderColor: selected ? 'primary.main' : undefined,
                    borderWidth: selected ? 2 : 1,
                    bgcolor: selected ? 'action.selected' : undefined,
                  }}
                >
                  <CardActionArea
                    onClick={() => setSelectedId(orgId)}
                    onDoubleClick={() => enter(orgId)}
                    aria-pressed={selected}
                  >
                    <CardContent>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                          {organization?.name ?? t('select.loading')}
                        </Typography>
                        <RoleBadge role={role} />
                      </Stack>
                      {organization?.description && (
                        <Typography variant="body2" color="text.secondary">
                          {organization.description}
                        </Typography>
                      )}
                      {organization && (
                        <Typography variant="caption" color="text.secondary">
                          {t('select.counts', {
                            students: organization.studentCount,
                            users: organization.userCount,
                          })}
                        </Typography>
                      )}
                    </CardContent>
                  </CardActionArea>
                </Card>
              );
            })}
          </Stack>
        )}

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

type OrganizationTexts = (typeof organizationMessages)['en'];

/** A notice under the invitations: a text of the book, or a failed call's error. */
type Notice =
  | {
      severity: 'error' | 'success';
      key: Parameters<TranslateOf<OrganizationTexts>>[0];
      values?: Record<string, string>;
    }
  | { severity: 'error'; error: unknown };

/** The user's pending invitations, each with Join; joining needs a verified email. */
function Invitations({
  highlightOrgId,
  onJoined,
}: {
  highlightOrgId: string | null;
  onJoined: (orgId: string) => void;
}) {
  const user = useSignedInUser();
  const t = useMessages(organizationMessages);
  const { language, t: core } = useI18n();
  const [invitations, setInvitations] = useState<PendingInvitation[]>([]);
  const [joining, setJoining] = useState<string>();
  // What to say, not the words: they are made at each draw, so a switch of language redraws them.
  const [message, setMessage] = useState<Notice>();
  const errorText = useCallableErrorText();
  const noticeText = (notice: Notice) =>
    'error' in notice ? errorText(notice.error) : t(notice.key, notice.values);
  const email = user.email ?? '';
  // Sign-up created the account but could not send the verification email: say so, and why.
  const [emailProblem, setEmailProblem] = useState(() => verificationEmailProblem(user.uid));

  useEffect(() => {
    if (!user.emailVerified || !email) return;
    let stop: (() => void) | undefined;
    let current = true;
    const watch = () => {
      if (current)
        stop = watchPendingInvitations(email, setInvitations, (caught) =>
          console.warn('invitations', caught),
        );
    };
    // Verified by the email's link, then reloaded: the token may not say so yet.
    tokenUpToDateWithVerification(user).then(watch, (caught: unknown) => {
      console.warn('token not refreshed', caught);
      watch();
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [email, user, user.emailVerified]);

  if (!user.emailVerified) {
    return (
      <Alert
        severity="warning"
        icon={<MailOutline />}
        sx={{ mb: 3 }}
        action={
          <Stack spacing={0.5}>
            <Button
              color="inherit"
              size="small"
              onClick={() =>
                void refreshEmailVerification().then((verified) =>
                  setMessage(
                    verified
                      ? { severity: 'success', key: 'verify.verified' }
                      : { severity: 'error', key: 'verify.notYet' },
                  ),
                )
              }
            >
              {t('verify.iveVerified')}
            </Button>
            <Button
              color="inherit"
              size="small"
              onClick={() =>
                void resendVerificationEmail().then(
                  () => {
                    noteVerificationEmailProblem(user.uid, undefined);
                    setEmailProblem(undefined);
                    setMessage({ severity: 'success', key: 'verify.sentAgain', values: { email } });
                  },
                  () => setMessage({ severity: 'error', key: 'verify.cannotSend' }),
                )
              }
            >
              {t('verify.resend')}
            </Button>
          </Stack>
        }
      >
        {emailProblem ? (
          <>
            {t('verify.prompt')}
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {t('verify.couldNotSend', { problem: emailProblem.replace(/\.$/, '') })}
            </Typography>
          </>
        ) : (
          t('verify.promptSent', { email })
        )}
        {message && (
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {noticeText(message)}
          </Typography>
        )}
      </Alert>
    );
  }

  if (invitations.length === 0) {
    return highlightOrgId ? (
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('invitations.gone', { email })}
      </Alert>
    ) : null;
  }

  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('invitations.title')}
      </Typography>
      {message?.severity === 'error' && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {noticeText(message)}
        </Alert>
      )}
      <Stack spacing={1.5}>
        {invitations.map((invitation) => (
          <Card
            key={invitation.orgId}
            variant="outlined"
            sx={{ borderColor: invitation.orgId === highlightOrgId ? 'secondary.main' : undefined }}
          >
            <CardContent
              sx={{ display: 'flex', alignItems: 'center', gap: 2, '&:last-child': { pb: 2 } }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{invitation.orgName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('invitations.invitedAs', { role: roleLabel(invitation.role, core) })}
                  {invitation.expiresAt &&
                    t('invitations.expires', { date: formatDate(invitation.expiresAt, language) })}
                </Typography>
              </Box>
              <Button
                variant="contained"
                disabled={joining !== undefined}
                aria-label={t('invitations.joinLabel', { org: invitation.orgName })}
                onClick={() => {
                  setJoining(invitation.orgId);
                  setMessage(undefined);
                  acceptInvitation(invitation.orgId).then(
                    () => onJoined(invitation.orgId),
                    (caught: unknown) => {
                      setJoining(undefined);
                      // The server's refusals are written for the user (revoked, expired...).
                      setMessage(
                        caught instanceof Error
                          ? { severity: 'error', error: caught }
                          : { severity: 'error', key: 'invitations.couldNotJoin' },
                      );
                    },
                  );
                }}
              >
                {t('invitations.join')}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}

export default OrganizationSelectionPage;
