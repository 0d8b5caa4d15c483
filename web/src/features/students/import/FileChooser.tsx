import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useRef } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { SPREADSHEET_ACCEPT } from '../../../lib/spreadsheet/spreadsheet-file';
import { studentsText } from './import-table';
import { importMessages } from './messages';
import type { ImportFlow } from './useImportFlow';

/**
 * The import's file step: the file chosen and read (how far, what it holds, or why it cannot be
 * imported) and, for a workbook with several sheets that hold something, the sheet the students
 * are read from: the one that reads best as a register at first, any other by its name.
 */
export function FileChooser({ flow }: { flow: ImportFlow }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const t = useMessages(importMessages);
  return (
    <>
      {/* The input stays out of sight; the button opens it, by mouse or keyboard alike. */}
      <input
        ref={fileInput}
        type="file"
        accept={SPREADSHEET_ACCEPT}
        aria-label={t('file.label')}
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared, so that choosing the same file again (corrected) reads it again.
          event.target.value = '';
          if (chosen) void flow.chooseFile(chosen);
        }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Button
          variant="contained"
          startIcon={<UploadFileOutlined />}
          // Open while a file is read: choosing another one stops the reading.
          disabled={flow.busy}
          onClick={() => fileInput.current?.click()}
        >
          {flow.file || flow.reading !== null ? t('file.chooseAnother') : t('file.choose')}
        </Button>
        <Typography role="status" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {flow.reading !== null
            ? t('file.reading')
            : flow.file
              ? t('file.read', {
                  name: flow.file.name,
                  students: studentsText(flow.file.table.rows.length, t),
                })
              : ''}
        </Typography>
      </Stack>
      {flow.file && flow.file.sheets.length > 1 && (
        <TextField
          select
          size="small"
          label={t('sheet')}
          helperText={t('sheet.help')}
          disabled={flow.started}
          value={String(flow.file.sheet)}
          onChange={(event) => flow.setSheet(Number(event.target.value))}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ mt: 2, minWidth: { sm: 280 }, maxWidth: { sm: 420 } }}
        >
          {flow.file.sheets.map((sheet, index) => (
            <option key={index} value={String(index)}>
              {sheet.name}
            </option>
          ))}
        </TextField>
      )}
      {flow.reading !== null && (
        <LinearProgress
          variant="determinate"
          value={flow.reading * 100}
          aria-label={t('file.progress')}
          sx={{ mt: 2, height: 8, borderRadius: 1 }}
        />
      )}
      {flow.fileError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {flow.fileError}
        </Alert>
      )}
    </>
  );
}
