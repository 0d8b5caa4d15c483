import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { duplicateText, type ImportPreview } from './import-plan';
import { rowsText } from './import-table';
import { rowProblemTextIn } from './problem-text';
import { formatCount } from '../../../lib/format-count';
import { useMessages } from '../../../lib/i18n/messages';
import { useValidationText } from '../../../lib/validation/use-validation-text';
import { importMessages, type ImportTexts } from './messages';

/** Rows listed per table: a file of 20,000 bad rows must not build 20,000 table rows. */
export const PREVIEW_ROW_LIMIT = 200;

export interface ImportPreviewViewProps {
  preview: ImportPreview;
  /** A UDISE+ portal sheet's rows that update students already here, and those that change nothing. */
  portal?: { updates: number; unchanged: number } | null;
}

/** The preview's counts, its rows with errors in words, and its possible duplicates. */
export function ImportPreviewView({ preview, portal }: ImportPreviewViewProps) {
  const t = useMessages(importMessages);
  const validationText = useValidationText();
  // A row whose only problems are values not understood is said once per value, above.
  const listedErrors = preview.errors.filter((row) => row.problems.length > 0);
  type Figure = {
    key:
      | 'preview.ready'
      | 'preview.errors'
      | 'preview.duplicates'
      | 'preview.alreadyImported'
      | 'preview.updates'
      | 'preview.unchanged';
    value: number;
  };
  const figures: Figure[] = [
    { key: 'preview.ready', value: preview.ready.length },
    ...(portal
      ? [
          { key: 'preview.updates' as const, value: portal.updates },
          { key: 'preview.unchanged' as const, value: portal.unchanged },
        ]
      : []),
    { key: 'preview.errors', value: preview.errors.length },
    { key: 'preview.duplicates', value: preview.duplicates.length },
    ...(preview.alreadyImported.length > 0
      ? [{ key: 'preview.alreadyImported' as const, value: preview.alreadyImported.length }]
      : []),
  ];
  return (
    <Box>
      <Box
        component="dl"
        aria-label={t('preview.counts')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(${Math.min(figures.length, 4)}, 1fr)` },
          gap: 1.5,
          m: 0,
        }}
      >
        {figures.map((figure) => (
          <Box
            key={figure.key}
            // The English name whatever the language: a name for tests and tools, not for people.
            data-figure={importMessages.en[figure.key]}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(figure.key)}
            </Typography>
            <Typography component="dd" variant="h3" sx={{ m: 0, fontSize: '1.5rem' }}>
              {formatCount(figure.value)}
            </Typography>
          </Box>
        ))}
      </Box>

      {listedErrors.length > 0 && (
        <PreviewTable
          title={t('errors.title')}
          note={t('errors.note')}
          total={listedErrors.length}
          header={[t('errors.what'), t('name')]}
          rows={listedErrors.slice(0, PREVIEW_ROW_LIMIT).map((row) => ({
            key: row.row,
            cells: [rowProblemTextIn(t, validationText)(row), row.name],
          }))}
          t={t}
        />
      )}
      {preview.duplicates.length > 0 && (
        <PreviewTable
          title={t('preview.duplicates')}
          note={t('duplicates.note')}
          total={preview.duplicates.length}
          header={[t('duplicates.why'), t('name')]}
          rows={preview.duplicates.slice(0, PREVIEW_ROW_LIMIT).map((row) => ({
            key: row.row,
            cells: [duplicateText(row, t), row.name],
          }))}
          t={t}
        />
      )}
    </Box>
  );
}

export function PreviewTable({
  title,
  note,
  total,
  header,
  rows: lines,
  t,
}: {
  title: string;
  note: string;
  total: number;
  header: string[];
  rows: Array<{ key: number; cells: string[] }>;
  t: ImportTexts;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {note}
        {total > lines.length &&
          t('preview.firstListed', { listed: lines.length, rows: rowsText(total, t) })}
      </Typography>
      {/* Scrolls sideways on a phone; focusable so that a keyboard can scroll it too. */}
      <Box
        tabIndex={0}
        role="region"
        aria-label={t('preview.scrollable', { title })}
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" aria-label={title} sx={{ minWidth: 520 }}>
          <TableHead>
            <TableRow>
              {header.map((cell) => (
                <TableCell key={cell} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.key}>
                {line.cells.map((cell, index) => (
                  <TableCell key={index} sx={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
