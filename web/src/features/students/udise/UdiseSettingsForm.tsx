import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  udiseSettingsInputSchema,
  type TableToSettle,
  type UdiseSettings,
} from '@village/model/udise-settings';
import { useToast } from '../../../components/toast';
import { followSave } from '../../../lib/data/pending-writes';
import { useMessages } from '../../../lib/i18n/messages';
import { useSignedInUser } from '../../../lib/session/auth-state';
import { useValidationText } from '../../../lib/validation/use-validation-text';
import { saveUdiseSettings } from '../api/udise-settings';
import { udiseMessages } from './messages';
import {
  fieldOfIssue,
  schoolFieldsOf,
  schoolInput,
  type SchoolFields,
} from './settings-form-values';
import { codesInput, typedCodesOf, UdiseCodeFields } from './UdiseCodeFields';
import { ManagementField, UdiseClassFields, UdiseOfferFields } from './UdiseSchoolFields';

export interface UdiseSettingsFormProps {
  orgId: string;
  /** The saved settings the form starts from. */
  settings: UdiseSettings;
}

/**
 * The school's UDISE code, what the school is and offers (management, classes and sections,
 * streams, vocational courses) and the codes the office copies from its template's Master sheet.
 */
export function UdiseSettingsForm({ orgId, settings }: UdiseSettingsFormProps) {
  const user = useSignedInUser();
  const toast = useToast();
  const t = useMessages(udiseMessages);
  const validationText = useValidationText();
  const [code, setCode] = useState(settings.code);
  const [codes, setCodes] = useState(() => typedCodesOf(settings));
  const [school, setSchool] = useState(() => schoolFieldsOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const refusalText = (error: unknown) =>
    (error as { code?: string }).code === 'permission-denied'
      ? t('settings.refused')
      : t('settings.notSaved');

  const setTyped = (table: TableToSettle, value: string, text: string) => {
    setCodes((current) => ({ ...current, [table]: { ...current[table], [value]: text } }));
    setErrors(({ [`${table}.${value}`]: _cleared, ...others }) => others);
  };
  // An edit clears its field's error; a class's sections clear their own, and a change of the
  // classes those of both classes and of the streams, which depend on them.
  const setSchoolFields = (patch: Partial<SchoolFields>) => {
    const classes = 'lowestClass' in patch || 'highestClass' in patch;
    const cleared = (key: string) => {
      const [field = '', classKey = ''] = key.split('.');
      if (classes && ['lowestClass', 'highestClass', 'streams'].includes(field)) return true;
      if (field === 'sections' && patch.sections)
        return patch.sections[classKey] !== school.sections[classKey];
      return field in patch;
    };
    setSchool((current) => ({ ...current, ...patch }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !cleared(key))),
    );
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = udiseSettingsInputSchema.safeParse({
      code,
      codes: codesInput(codes),
      ...schoolInput(school),
    });
    if (!parsed.success) {
      // The first issue of each field is the one said.
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[fieldOfIssue(issue.path)] ??= issue.message;
      setErrors(found);
      return;
    }
    setBusy(true);
    setFailure(undefined);
    const save = saveUdiseSettings(orgId, user.uid, parsed.data, {
      description: t('settings.description'),
      refusal: refusalText,
    });
    await followSave(save, {
      offline: () =>
        toast({
          variant: 'info',
          title: t('settings.savedOnDevice'),
          description: t('settings.sendLater'),
        }),
      saved: () => toast({ variant: 'success', title: t('settings.saved') }),
      failed: (error) => {
        console.error('UDISE+ settings not saved', error);
        setFailure(refusalText(error));
      },
    });
    setBusy(false);
  }

  const errorOf = (key: string) => (errors[key] ? validationText(errors[key]) : undefined);

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Paper component="section" variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 2 }}>
          {t('settings.school')}
        </Typography>
        <TextField
          label={t('settings.code')}
          value={code}
          onChange={(event) => {
            setCode(event.target.value.replace(/\s+/g, ''));
            setErrors(({ code: _cleared, ...others }) => others);
          }}
          error={Boolean(errors.code)}
          helperText={errorOf('code') ?? t('settings.codeHelp')}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11, autoComplete: 'off' } }}
          sx={{ mb: 2 }}
        />
        <ManagementField fields={school} onChange={setSchoolFields} errorOf={errorOf} />
      </Paper>
      <UdiseClassFields fields={school} onChange={setSchoolFields} errorOf={errorOf} />
      <UdiseOfferFields fields={school} onChange={setSchoolFields} errorOf={errorOf} />
      <UdiseCodeFields codes={codes} onChange={setTyped} errorOf={errorOf} />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('settings.saving') : t('settings.save')}
        </Button>
      </Box>
    </Stack>
  );
}
