import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { IMPORT_COLUMNS, type ImportField } from '@village/model/student-import';
import { columnName } from '../../../lib/spreadsheet/columns';
import { unmappedRequired, type ColumnMapping } from './import-plan';

export interface ColumnMappingFieldsProps {
  headers: readonly string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  disabled?: boolean;
}

const NOT_IN_FILE = '';

/** "Which column of your file holds …?": one select per field, guessed from the headers first. */
export function ColumnMappingFields({
  headers,
  mapping,
  onChange,
  disabled = false,
}: ColumnMappingFieldsProps) {
  const missing = unmappedRequired(mapping);
  const choose = (field: ImportField, value: string) => {
    const next = { ...mapping };
    if (value === NOT_IN_FILE) delete next[field];
    else next[field] = Number(value);
    onChange(next);
  };
  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          gap: 2,
        }}
      >
        {IMPORT_COLUMNS.map((column) => (
          <TextField
            key={column.field}
            select
            size="small"
            label={column.header}
            required={column.required}
            disabled={disabled}
            value={
              mapping[column.field] === undefined ? NOT_IN_FILE : String(mapping[column.field])
            }
            onChange={(event) => choose(column.field, event.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value={NOT_IN_FILE}>Not in the file</option>
            {headers.map((header, index) => (
              <option key={index} value={String(index)}>
                {`Column ${columnName(index)}: ${header || '(no header)'}`}
              </option>
            ))}
          </TextField>
        ))}
      </Box>
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {`Choose the column that holds ${missing.map((column) => column.header).join(', ')}: ${
            missing.length === 1 ? 'it is' : 'they are'
          } required. The rows are checked once every required field has a column.`}
        </Alert>
      )}
    </Box>
  );
}
