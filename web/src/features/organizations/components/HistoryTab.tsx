import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Role } from '@village/model/roles';
import { AUDIT_PAGE_SIZE, auditValues } from '@village/model/audit';
import { PageLoading } from '../../../components/PageLoading';
import { dataErrorMessage } from '../../../lib/data/state';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { roleLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { organizationMessages } from '../messages';
import { useAuditLog } from '../api/audit-log';

const WHEN = {
  en: new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }),
  hi: new Intl.DateTimeFormat('hi-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: 'latn',
  }),
};

/**
 * History (super_admins only): who invited, revoked, changed a role, promoted, removed, joined or
 * left, who viewed or exported which student's Aadhaar number (and how many numbers a UDISE+
 * return read), and who applied a class's year end before its last quarter and why, newest first,
 * a page at a time. The people callables and the
 * functions write it; nobody can edit it.
 */
export function HistoryTab({ orgId }: { orgId: string }) {
  const [count, setCount] = useState(AUDIT_PAGE_SIZE);
  const log = useAuditLog(orgId, count);
  const t = useMessages(organizationMessages);
  const { language, t: core } = useI18n();
  const when = WHEN[language];
  const words = {
    roleName: (role: Role) => roleLabel(role, core),
    someone: t('audit.someone'),
    aMember: t('audit.aMember'),
  };

  if (log.status === 'loading') return <PageLoading />;
  if (log.status === 'offline') return <Alert severity="info">{t('history.offline')}</Alert>;
  if (log.status === 'error') return <Alert severity="error">{dataErrorMessage(log.error)}</Alert>;

  const { rows } = log.data;
  if (rows.length === 0)
    return <Typography color="text.secondary">{t('history.empty')}</Typography>;
  return (
    <Box>
      <List aria-label={t('history.list')} disablePadding>
        {rows.map((entry) => (
          <ListItem key={entry.id} divider disableGutters>
            <ListItemText
              primary={t(`audit.${entry.action}`, auditValues(entry, words))}
              secondary={when.format(entry.at)}
            />
          </ListItem>
        ))}
      </List>
      {/* A full page may have more behind it; a short one is the whole log. */}
      {rows.length === count && (
        <Button sx={{ mt: 2 }} onClick={() => setCount((shown) => shown + AUDIT_PAGE_SIZE)}>
          {t('history.more')}
        </Button>
      )}
    </Box>
  );
}
