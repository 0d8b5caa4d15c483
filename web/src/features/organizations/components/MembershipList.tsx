import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Organization } from '@village/model/organization';
import { useMessages } from '../../../lib/i18n/messages';
import type { Membership } from '../../../lib/session/current-organization';
import { organizationMessages } from '../messages';
import { RoleBadge } from './RoleBadge';

interface MembershipListProps {
  memberships: Membership[];
  organizations: Readonly<Record<string, Organization | undefined>>;
  selectedId: string | undefined;
  /** A click picks an organization for Continue. */
  onSelect: (orgId: string) => void;
  /** A double click enters it at once. */
  onEnter: (orgId: string) => void;
}

/** The user's organizations by name, each a card with its role, description and counts. */
export function MembershipList({
  memberships,
  organizations,
  selectedId,
  onSelect,
  onEnter,
}: MembershipListProps) {
  const t = useMessages(organizationMessages);
  if (memberships.length === 0) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('select.none')}
      </Alert>
    );
  }
  const sorted = [...memberships].sort((a, b) =>
    (organizations[a.orgId]?.name ?? '').localeCompare(organizations[b.orgId]?.name ?? ''),
  );
  return (
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
              onClick={() => onSelect(orgId)}
              onDoubleClick={() => onEnter(orgId)}
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
  );
}
