import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import {
  EVERY_ROW_FIELDS,
  unmappedRequired,
  type ColumnMapping,
} from '@village/model/import/column-matching';
import {
  IMPORT_COLUMNS,
  isDetailImportField,
  type ImportColumn,
  type ImportField,
} from '@village/model/import/columns';
import { readImportValue } from '@village/model/import/read-value';
import type { Translate } from '../../../lib/i18n/catalog';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { columnName } from '../../../lib/spreadsheet/columns';
import { importMessages, type ImportTexts } from './messages';
import { registerProblemText } from './problem-text';
import { valueLabel } from './value-labels';

export interface ColumnMappingFieldsProps {
  headers: readonly string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  disabled?: boolean;
}

const NOT_IN_FILE = '';
const EVERY_ROW = 'every-row';

// The register's columns first; the student's details (UDISE+), all optional, in a section of
// their own that opens on demand (open at first when the file has some of them): a register
// seldom has them, and three dozen more selects would bury the ones every file needs.
const REGISTER_COLUMNS = IMPORT_COLUMNS.filter((column) => !isDetailImportField(column.field));
const DETAIL_COLUMNS = IMPORT_COLUMNS.filter((column) => isDetailImportField(column.field));

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
  gap: 2,
} as const;

/** What the value typed for every row will be stored as, or what is wrong with it. */
function everyRowHelp(
  field: ImportField,
  text: string,
  t: ImportTexts,
  core: Translate,
): { error: boolean; text: string } {
  if (text.trim() === '') return { error: false, text: t('mapping.typedOnce') };
  const reading = readImportValue(field, text);
  if (!reading.ok)
    return { error: true, text: `${text.trim()}: ${registerProblemText(reading.problem, t)}` };
  return {
    error: false,
    text: t('mapping.everyRowValue', { value: valueLabel(field, reading.shown, t, core) }),
  };
}

/**
 * "Which column of your file holds …?": one select per field, guessed from the headers first. A
 * field a register states once (its school, its class) can instead take one value for every row.
 */
export function ColumnMappingFields({
  headers,
  mapping,
  onChange,
  disabled = false,
}: ColumnMappingFieldsProps) {
  const t = useMessages(importMessages);
  const core = useT();
  const missing = unmappedRequired(mapping);
  const everyRow = mapping.everyRow ?? {};
  const choose = (field: ImportField, value: string) => {
    const next: ColumnMapping = { ...mapping, everyRow: { ...everyRow } };
    delete next[field];
    if (value === EVERY_ROW) next.everyRow![field] = everyRow[field] ?? '';
    else {
      delete next.everyRow![field];
      if (value !== NOT_IN_FILE) next[field] = Number(value);
    }
    onChange(next);
  };
  const type = (field: ImportField, text: string) =>
    onChange({ ...mapping, everyRow: { ...everyRow, [field]: text } });
  const selected = (column: ImportColumn) => {
    if (mapping[column.field] !== undefined) return String(mapping[column.field]);
    return everyRow[column.field] === undefined ? NOT_IN_FILE : EVERY_ROW;
  };
  const detailsMatched = DETAIL_COLUMNS.filter(
    (column) => mapping[column.field] !== undefined,
  ).length;
  const [detailsOpen, setDetailsOpen] = useState(() => detailsMatched > 0);
  const detailsId = useId();
  const columnField = (column: ImportColumn) => {
    const typed = selected(column) === EVERY_ROW ? (everyRow[column.field] ?? '') : null;
    const help = typed === null ? null : everyRowHelp(column.field, typed, t, core);
    const name = t(`field.${column.field}`);
    return (
      <Box key={column.field} sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
        <TextField
          select
          size="small"
          label={name}
          required={column.required}
          disabled={disabled}
          value={selected(column)}
          onChange={(event) => choose(column.field, event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value={NOT_IN_FILE}>{t('mapping.notInFile')}</option>
          {EVERY_ROW_FIELDS.includes(column.field) && (
            <option value={EVERY_ROW}>{t('mapping.everyRow')}</option>
          )}
          {headers.map((header, index) => (
            <option key={index} value={String(index)}>
              {t('mapping.column', {
                column: columnName(index),
                header: header || t('mapping.noHeader'),
              })}
            </option>
          ))}
        </TextField>
        {typed !== null && help && (
          <TextField
            size="small"
            label={t('mapping.forEveryRow', { field: name })}
            required={column.required}
            disabled={disabled}
            value={typed}
            onChange={(event) => type(column.field, event.target.value)}
            error={help.error}
            helperText={help.text}
          />
        )}
      </Box>
    );
  };
  return (
    <Box>
      <Box sx={GRID}>{REGISTER_COLUMNS.map(columnField)}</Box>
      <Box sx={{ mt: 2 }}>
        <Button
          size="small"
          onClick={() => setDetailsOpen((open) => !open)}
          aria-expanded={detailsOpen}
          aria-controls={detailsId}
          endIcon={detailsOpen ? <ExpandLess /> : <ExpandMore />}
        >
          {t('mapping.details')}
        </Button>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1 }}>
          {t('mapping.detailsMatched', { count: detailsMatched, n: detailsMatched })}
        </Typography>
        <Collapse in={detailsOpen} unmountOnExit>
          <Box id={detailsId} sx={{ ...GRID, mt: 2 }}>
            {DETAIL_COLUMNS.map(columnField)}
          </Box>
        </Collapse>
      </Box>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('mapping.missing', {
            count: missing.length,
            fields: missing.map((column) => t(`field.${column.field}`)).join(', '),
          })}
        </Alert>
      )}
    </Box>
  );
}
