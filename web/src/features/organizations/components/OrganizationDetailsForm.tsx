import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ATTENDANCE_WINDOW_RANGE } from '@village/model/attendance/calendar';
import { LIMITS } from '@village/model/limits';
import { organizationDetailsSchema, type Organization } from '@village/model/organization';
import { useToast } from '../../../components/toast';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { formatMonthName } from '../../../lib/i18n/format';
import { useMessages } from '../../../lib/i18n/messages';
import { followSave } from '../../../lib/data/pending-writes';
import { useSignedInUser } from '../../../lib/session/auth-state';
import { useValidationText } from '../../../lib/validation/use-validation-text';
import { updateOrganizationDetails } from '../api/update-organization';
import { organizationMessages } from '../messages';
import { CurrentAcademicYear } from './CurrentAcademicYear';
import { OrganizationFields } from './OrganizationFields';
import { detailsFieldErrors, type DetailsField } from './organization-details-errors';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

interface OrganizationDetailsFormProps {
  orgId: string;
  /** The saved details the form starts from (and Reset goes back to). */
  organization: Organization;
}

/**
 * The super_admin's form for the name, description, postal address, year's start month and the
 * days back an org_user may mark attendance.
 */
export function OrganizationDetailsForm({ orgId, organization }: OrganizationDetailsFormProps) {
  const user = useSignedInUser();
  const toast = useToast();
  const t = useMessages(organizationMessages);
  const { language } = useI18n();
  const validationText = useValidationText();
  const [name, setName] = useState(organization.name);
  const [description, setDescription] = useState(organization.description);
  const [address, setAddress] = useState(organization.address);
  const [startMonth, setStartMonth] = useState(organization.academicYearStartMonth);
  const [windowDays, setWindowDays] = useState(String(organization.attendanceWindowDays));
  const [errors, setErrors] = useState<Partial<Record<DetailsField, string>>>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const changed =
    name.trim() !== organization.name ||
    description.trim() !== organization.description ||
    address.trim() !== organization.address ||
    startMonth !== organization.academicYearStartMonth ||
    windowDays.trim() !== String(organization.attendanceWindowDays);
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
      attendanceWindowDays: windowDays.trim() === '' ? Number.NaN : Number(windowDays),
    });
    if (!parsed.success) {
      setErrors(detailsFieldErrors(parsed.error.issues));
      return;
    }
    setBusy(true);
    setError(undefined);
    await followSave(updateOrganizationDetails(orgId, user, parsed.data), {
      offline: () =>
        toast({
          variant: 'info',
          title: t('settings.savedOnDevice'),
          description: t('settings.sendLater'),
        }),
      saved: () => toast({ variant: 'success', title: t('settings.updated') }),
      failed: (caught) => {
        console.error('organization details not saved', caught);
        setError(t('settings.notSaved'));
      },
    });
    setBusy(false);
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
      <CurrentAcademicYear startMonth={startMonth} />
      <TextField
        label={t('settings.attendanceWindow')}
        fullWidth
        margin="dense"
        type="number"
        value={windowDays}
        onChange={(event) => {
          setWindowDays(event.target.value);
          clearError('attendanceWindowDays');
        }}
        error={Boolean(errors.attendanceWindowDays)}
        helperText={errorOf('attendanceWindowDays') ?? t('settings.attendanceWindowHelp')}
        slotProps={{
          htmlInput: {
            min: ATTENDANCE_WINDOW_RANGE.min,
            max: ATTENDANCE_WINDOW_RANGE.max,
            inputMode: 'numeric',
          },
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        <Button
          disabled={busy || !changed}
          onClick={() => {
            setName(organization.name);
            setDescription(organization.description);
            setAddress(organization.address);
            setStartMonth(organization.academicYearStartMonth);
            setWindowDays(String(organization.attendanceWindowDays));
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
