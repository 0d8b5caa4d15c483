import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { academicYearOf } from '@village/model/academic-year';
import { todayIso } from '@village/model/dates';
import { LIMITS } from '@village/model/limits';
import { organizationDetailsSchema, type Organization } from '@village/model/organization';
import type { Role } from '@village/model/roles';
import { useToast } from '../../../components/toast';
import { useI18n, useT } from '../../../lib/i18n/I18nProvider';
import { formatMonthName } from '../../../lib/i18n/format';
import { roleLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { useSignedInUser } from '../../../lib/session/auth-state';
import { useOrganizations } from '../../../lib/session/current-organization';
import { removeMember } from '../api/people-actions';
import { updateOrganizationDetails } from '../api/update-organization';
import { useValidationText } from '../../../lib/validation/use-validation-text';
import { organizationMessages } from '../messages';
import { ActionDialog } from './ActionDialog';
import { OrganizationFields } from './OrganizationFields';

export interface SettingsTabProps {
  orgId: string;
  role: Role;
  organization: Organization;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * Name, description, postal address and the month the academic year starts (editable by a
 * super_admin, read-only for others), and Leave.
 */
export function SettingsTab({ orgId, role, organization }: SettingsTabProps) {
  const t = useMessages(organizationMessages);
  const { t: core, language } = useI18n();
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      {role === 'super_admin' ? (
        // A new key when the saved values change (here or elsewhere) starts the form from them.
        <DetailsForm
          key={[
            organization.name,
            organization.description,
            organization.address,
            organization.academicYearStartMonth,
          ].join('\n')}
          orgId={orgId}
          organization={organization}
        />
      ) : (
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('settings.details')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.name')}
          </Typography>
          <Typography sx={{ mb: 1.5 }}>{organization.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.description')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', mb: 1.5 }}>
            {organization.description || t('settings.noDescription')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.address')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', mb: 1.5 }}>
            {organization.address || t('settings.noAddress')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settings.yearStart')}
          </Typography>
          <Typography>{formatMonthName(organization.academicYearStartMonth, language)}</Typography>
          <CurrentYear startMonth={organization.academicYearStartMonth} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('settings.onlyRole', { role: roleLabel('super_admin', core) })}
          </Typography>
        </Box>
      )}
      <Divider />
      <LeaveSection orgId={orgId} role={role} organization={organization} />
    </Stack>
  );
}

/** What the start month makes of today: "Current academic year: 2026-27". */
function CurrentYear({ startMonth }: { startMonth: number }) {
  const t = useMessages(organizationMessages);
  const year = academicYearOf(todayIso(), startMonth).label;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="current-year">
      {t('settings.currentYear', { year })}
    </Typography>
  );
}

type DetailsField = 'name' | 'address' | 'academicYearStartMonth';

function DetailsForm({ orgId, organization }: { orgId: string; organization: Organization }) {
  const user = useSignedInUser();
  const toast = useToast();
  const t = useMessages(organizationMessages);
  const { language } = useI18n();
  const validationText = useValidationText();
  const [name, setName] = useState(organization.name);
  const [description, setDescription] = useState(organization.description);
  const [address, setAddress] = useState(organization.address);
  const [startMonth, setStartMonth] = useState(organization.academicYearStartMonth);
  const [errors, setErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const changed =
    name.trim() !== organization.name ||
    description.trim() !== organization.description ||
    address.trim() !== organization.address ||
    startMonth !== organization.academicYearStartMonth;
  const errorOf = (field: DetailsField) => {
    const message = errors[field];
    return message && validationText(message);
  };
  const clearError = (field: DetailsField) =>
    setErrors(({ [field]: _cleared, ...others }) => others);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = organizationDetailsSchema.safeParse({
      name,
      description,
      address,
      academicYearStartMonth: startMonth,
    });
    if (!parsed.success) {
      const found: Partial<Record<DetailsField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'name' || field === 'address' || field === 'academicYearStartMonth') {
          found[field] ??= issue.message;
        }
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    setError(undefined);
    const save = updateOrganizationDetails(orgId, user, parsed.data);
    if (save.offline) {
      // Saved on this device; the header's sync status follows it until the server has it.
      toast({
        variant: 'info',
        title: t('settings.savedOnDevice'),
        description: t('settings.sendLater'),
      });
      setBusy(false);
      return;
    }
    try {
      await save.synced;
      toast({ variant: 'success', title: t('settings.updated') });
    } catch (caught) {
      console.error('organization details not saved', caught);
      setError(t('settings.notSaved'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('settings.details')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <OrganizationFields
        name={name}
        description={description}
        onNameChange={(value) => {
          setName(value);
          clearError('name');
        }}
        onDescriptionChange={setDescription}
        nameError={errorOf('name')}
        descriptionRows={3}
      />
      <TextField
        label={t('settings.address')}
        fullWidth
        multiline
        minRows={3}
        margin="dense"
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          clearError('address');
        }}
        error={Boolean(errors.address)}
        helperText={errorOf('address') ?? t('settings.addressHelp')}
        slotProps={{ htmlInput: { maxLength: LIMITS.organizationAddress } }}
      />
      <TextField
        select
        label={t('settings.yearStart')}
        fullWidth
        margin="dense"
        value={startMonth}
        onChange={(event) => {
          setStartMonth(Number(event.target.value));
          clearError('academicYearStartMonth');
        }}
        error={Boolean(errors.academicYearStartMonth)}
        helperText={errorOf('academicYearStartMonth')}
        slotProps={{ select: { native: true } }}
      >
        {MONTHS.map((month) => (
          <option key={month} value={month}>
            {formatMonthName(month, language)}
          </option>
        ))}
      </TextField>
      <CurrentYear startMonth={startMonth} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        <Button
          disabled={busy || !changed}
          onClick={() => {
            setName(organization.name);
            setDescription(organization.description);
            setAddress(organization.address);
            setStartMonth(organization.academicYearStartMonth);
            setErrors({});
          }}
        >
          {t('settings.reset')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy || !changed || !name.trim()}>
          {t('settings.save')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Any member may leave, but an organization never loses its last super_admin: the counter says
 * when the user is the last one, and the server refuses anyway (its message shows in the dialog).
 */
function LeaveSection({ orgId, role, organization }: SettingsTabProps) {
  const user = useSignedInUser();
  const toast = useToast();
  const navigate = useNavigate();
  const { forget } = useOrganizations();
  const t = useMessages(organizationMessages);
  const superAdmin = roleLabel('super_admin', useT());
  const org = organization.name;
  const [confirming, setConfirming] = useState(false);
  const lastSuperAdmin = role === 'super_admin' && organization.superAdminCount <= 1;

  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('leave.title')}
      </Typography>
      {lastSuperAdmin ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('leave.onlySuperAdmin', { role: superAdmin, org })}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('leave.explanation', { org })}
        </Typography>
      )}
      <Button
        variant="outlined"
        color="error"
        startIcon={<Logout />}
        disabled={lastSuperAdmin}
        onClick={() => setConfirming(true)}
      >
        {t('leave.button')}
      </Button>
      <ActionDialog
        open={confirming}
        title={t('leave.confirmTitle', { org })}
        confirmLabel={t('leave.button')}
        confirmColor="error"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await removeMember(orgId, user.uid);
          // The memberships listener drops the organization; the selection page comes next.
          navigate(paths.organizationSelection, { replace: true });
          forget();
          toast({
            variant: 'success',
            title: t('leave.done'),
            description: t('leave.doneDescription', { org }),
          });
        }}
      >
        {t('leave.confirmExplanation', { org, role: superAdmin })}
      </ActionDialog>
    </Box>
  );
}
