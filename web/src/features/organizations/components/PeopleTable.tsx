import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import MoreVert from '@mui/icons-material/MoreVert';
import { useState } from 'react';
import type { Role } from '@village/model/roles';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import type { InvitationRow, MemberRow } from '../api/people';
import { organizationMessages } from '../messages';
import { deliveryStatus, type DeliveryReason } from './delivery-status';
import { RoleBadge } from './RoleBadge';
import { StatusBadge } from './StatusBadge';

export type MemberAction = 'change-role' | 'promote' | 'remove';
export type InvitationAction = 'resend' | 'revoke';

export interface PeopleTableProps {
  members: readonly MemberRow[];
  /** Pending invitations: shown as PENDING rows. */
  invitations: readonly InvitationRow[];
  /** The signed-in user: their own row offers no action (they leave from Settings). */
  viewerUid: string;
  /** super_admin: the rows offer their actions; anyone else sees the list read-only. */
  canManage: boolean;
  onMemberAction: (action: MemberAction, member: MemberRow) => void;
  onInvitationAction: (action: InvitationAction, invitation: InvitationRow) => void;
  /** The invitation being re-sent, whose Resend waits. */
  resending?: string;
  now?: Date;
}

const ROLE_ORDER: Record<Role, number> = { super_admin: 0, org_user: 1, end_user: 2 };

const DATES = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }),
  hi: new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    numberingSystem: 'latn',
  }),
};

const TONE_COLORS = {
  pending: 'text.secondary',
  ok: 'success.main',
  error: 'error.main',
  muted: 'text.secondary',
} as const;

/** The organization's members and pending invitations (docs/product.md, "Organization"). */
export function PeopleTable({
  members,
  invitations,
  viewerUid,
  canManage,
  onMemberAction,
  onInvitationAction,
  resending,
  now = new Date(),
}: PeopleTableProps) {
  const t = useMessages(organizationMessages);
  const dates = DATES[useI18n().language];
  const formatDate = (date: Date) => dates.format(date);
  const superAdmins = members.filter((member) => member.role === 'super_admin').length;
  // The SMTP server's words are not ours to translate: the sentence around them says whose they are.
  const failedText = (reason: DeliveryReason | undefined) => {
    const state = t('delivery.failed');
    if (!reason) return t('delivery.failedBecause', { state, reason: t('delivery.noReason') });
    if ('text' in reason) return t('delivery.serverSaid', { state, reason: reason.text });
    const own = t(`deliveryError.${reason.key}`, reason.values);
    return t('delivery.failedBecause', { state, reason: own });
  };
  const sortedMembers = [...members].sort(
    (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.name.localeCompare(b.name),
  );
  const sortedInvitations = [...invitations].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  );

  return (
    // Focusable: on a phone the table scrolls sideways, and a row with no action (one's own) leaves
    // nothing in it for the keyboard to scroll it with (WCAG: scrollable regions reachable).
    <TableContainer
      sx={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={t('people.table')}
    >
      <Table size="small" aria-label={t('people.table')} sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('people.name')}</TableCell>
            <TableCell>{t('people.email')}</TableCell>
            <TableCell>{t('people.role')}</TableCell>
            <TableCell>{t('people.status')}</TableCell>
            <TableCell>{t('people.joined')}</TableCell>
            {canManage && <TableCell align="right">{t('people.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {sortedMembers.map((member) => {
            const self = member.uid === viewerUid;
            // The server refuses to lose the last super_admin; the row does not offer it.
            const lastSuperAdmin = member.role === 'super_admin' && superAdmins <= 1;
            const actions: MemberAction[] =
              canManage && !self
                ? [
                    ...(lastSuperAdmin ? [] : (['change-role'] as const)),
                    ...(member.role === 'super_admin' ? [] : (['promote'] as const)),
                    ...(lastSuperAdmin ? [] : (['remove'] as const)),
                  ]
                : [];
            return (
              <TableRow key={`member-${member.id}`} data-testid="member-row">
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {member.name}
                    </Typography>
                    {self && <Chip size="small" variant="outlined" label={t('people.you')} />}
                  </Stack>
                </TableCell>
                <TableCell>{member.email}</TableCell>
                <TableCell>
                  <RoleBadge role={member.role} />
                </TableCell>
                <TableCell>
                  <StatusBadge status="active" />
                </TableCell>
                <TableCell>{formatDate(member.joinedAt)}</TableCell>
                {canManage && (
                  <TableCell align="right">
                    {actions.length > 0 && (
                      <MemberActions
                        name={member.name}
                        actions={actions}
                        onAction={(action) => onMemberAction(action, member)}
                      />
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
          {sortedInvitations.map((invitation) => {
            const expired = invitation.expiresAt.getTime() <= now.getTime();
            const delivery = deliveryStatus(invitation);
            return (
              <TableRow key={`invitation-${invitation.id}`} data-testid="invitation-row">
                <TableCell>
                  <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                    {t('people.notJoined')}
                  </Typography>
                </TableCell>
                <TableCell>{invitation.email}</TableCell>
                <TableCell>
                  <RoleBadge role={invitation.role} />
                </TableCell>
                <TableCell>
                  <StatusBadge status="pending" />
                  <Typography
                    variant="caption"
                    component="div"
                    sx={{ mt: 0.5, color: TONE_COLORS[delivery.tone], maxWidth: 260 }}
                  >
                    {delivery.state === 'failed'
                      ? failedText(delivery.reason)
                      : t(`delivery.${delivery.state}`)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">
                    {t('people.invited', { date: formatDate(invitation.createdAt) })}
                  </Typography>
                  <Typography
                    variant="caption"
                    color={expired ? 'error.main' : 'text.secondary'}
                    component="div"
                  >
                    {t(expired ? 'people.expired' : 'people.expires', {
                      date: formatDate(invitation.expiresAt),
                    })}
                  </Typography>
                </TableCell>
                {canManage && (
                  <TableCell align="right">
                    <Box sx={{ display: 'inline-flex', gap: 1 }}>
                      {delivery.canResend && !expired && (
                        <Button
                          size="small"
                          disabled={resending === invitation.id}
                          aria-label={t('people.resendTo', { email: invitation.email })}
                          onClick={() => onInvitationAction('resend', invitation)}
                        >
                          {t('people.resend')}
                        </Button>
                      )}
                      <Button
                        size="small"
                        color="error"
                        aria-label={t('people.revokeTo', { email: invitation.email })}
                        onClick={() => onInvitationAction('revoke', invitation)}
                      >
                        {t('people.revoke')}
                      </Button>
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function MemberActions({
  name,
  actions,
  onAction,
}: {
  name: string;
  actions: readonly MemberAction[];
  onAction: (action: MemberAction) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const t = useMessages(organizationMessages);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('people.actionsFor', { name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            sx={action === 'remove' ? { color: 'error.main' } : undefined}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            {t(`action.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
