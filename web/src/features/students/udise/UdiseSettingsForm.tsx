import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  CODES_TO_SETTLE,
  TABLES_TO_SETTLE,
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
import { studentDetailMessages } from '../details/messages';
import { udiseMessages } from './messages';

/** The option labels' table in the details' book, by the table the office settles. */
const OPTION_TABLE = {
  motherTongue: 'language',
  minorityGroup: 'minorityGroup',
  stream: 'stream',
} as const satisfies Record<TableToSettle, string>;

type TypedCodes = Record<TableToSettle, Record<string, string>>;
type OptionLabelKey = keyof (typeof studentDetailMessages)['en'] & string;

function typedCodesOf(settings: UdiseSettings): TypedCodes {
  return Object.fromEntries(
    TABLES_TO_SETTLE.map((table) => [
      table,
      Object.fromEntries(
        Object.entries(settings.codes[table] ?? {}).map(([value, code]) => [value, String(code)]),
      ),
    ]),
  ) as TypedCodes;
}

/** The typed codes as the model takes them: empty fields left out, the rest as numbers. */
function codesInput(typed: TypedCodes) {
  const tables = TABLES_TO_SETTLE.map((table) => {
    const filled = Object.entries(typed[table]).filter(([, text]) => text.trim() !== '');
    const codes = filled.map(([value, text]) => [
      value,
      /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN,
    ]);
    return [table, Object.fromEntries(codes)] as const;
  });
  return Object.fromEntries(tables.filter(([, codes]) => Object.keys(codes).length > 0));
}

export interface UdiseSettingsFormProps {
  orgId: string;
  /** The saved settings the form starts from. */
  settings: UdiseSettings;
}

/** The school's UDISE code and the codes the office copies from its template's Master sheet. */
export function UdiseSettingsForm({ orgId, settings }: UdiseSettingsFormProps) {
  const user = useSignedInUser();
  const toast = useToast();
  const t = useMessages(udiseMessages);
  const labels = useMessages(studentDetailMessages);
  const validationText = useValidationText();
  const [code, setCode] = useState(settings.code);
  const [codes, setCodes] = useState(() => typedCodesOf(settings));
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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = udiseSettingsInputSchema.safeParse({ code, codes: codesInput(codes) });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            issue.path.filter((part) => part !== 'codes').join('.'),
            issue.message,
          ]),
        ),
      );
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
        />
      </Paper>
      <Paper component="section" variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 1 }}>
          {t('settings.codesTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('settings.codesHelp')}
        </Typography>
        {TABLES_TO_SETTLE.map((table) => (
          <Box key={table} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {t(`settings.table.${table}`)}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
              }}
            >
              {CODES_TO_SETTLE[table].map((value) => (
                <TextField
                  key={value}
                  size="small"
                  label={labels(`option.${OPTION_TABLE[table]}.${value}` as OptionLabelKey)}
                  value={codes[table][value] ?? ''}
                  onChange={(event) => setTyped(table, value, event.target.value)}
                  error={Boolean(errors[`${table}.${value}`])}
                  helperText={errorOf(`${table}.${value}`)}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Paper>
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('settings.saving') : t('settings.save')}
        </Button>
      </Box>
    </Stack>
  );
}
