import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CODES_TO_SETTLE,
  TABLES_TO_SETTLE,
  type TableToSettle,
  type UdiseSettings,
} from '@village/model/udise-settings';
import { useMessages } from '../../../lib/i18n/messages';
import { studentDetailMessages } from '../details/messages';
import { udiseMessages } from './messages';

export type TypedCodes = Record<TableToSettle, Record<string, string>>;
type OptionLabelKey = keyof (typeof studentDetailMessages)['en'] & string;

/** The option labels' table in the details' book, by the table the office settles. */
const OPTION_TABLE = {
  motherTongue: 'language',
  minorityGroup: 'minorityGroup',
  stream: 'stream',
} as const satisfies Partial<Record<TableToSettle, string>>;

export function typedCodesOf(settings: UdiseSettings): TypedCodes {
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
export function codesInput(typed: TypedCodes) {
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

interface UdiseCodeFieldsProps {
  codes: TypedCodes;
  onChange: (table: TableToSettle, value: string, text: string) => void;
  /** The error of a code ("motherTongue.hindi"), in the reader's language. */
  errorOf: (key: string) => string | undefined;
}

/** The codes the office copies from its template's Master sheet, table by table. */
export function UdiseCodeFields({ codes, onChange, errorOf }: UdiseCodeFieldsProps) {
  const t = useMessages(udiseMessages);
  const labels = useMessages(studentDetailMessages);
  return (
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
                label={
                  table === 'admittedUnder'
                    ? t('settings.rteCode')
                    : table === 'ooscMainstreamed'
                      ? labels(value === 'yes' ? 'yes' : 'no')
                      : labels(`option.${OPTION_TABLE[table]}.${value}` as OptionLabelKey)
                }
                value={codes[table][value] ?? ''}
                onChange={(event) => onChange(table, value, event.target.value)}
                error={errorOf(`${table}.${value}`) !== undefined}
                helperText={errorOf(`${table}.${value}`)}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
