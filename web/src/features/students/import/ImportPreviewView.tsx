import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { rowProblemText, type ImportPreview } from './import-plan';
import { formatCount } from '../../../lib/format-count';

/** Rows listed per table: a file of 20,000 bad rows must not build 20,000 table rows. */
export const PREVIEW_ROW_LIMIT = 200;

const rows = (count: number) => `${formatCount(count)} ${count === 1 ? 'row' : 'rows'}`;

export interface ImportPreviewViewProps {
  preview: ImportPreview;
}

/** The preview's counts, its rows with errors in words, and its possible duplicates. */
export function ImportPreviewView({ preview }: ImportPreviewViewProps) {
  // A row whose only problems are values not understood is said once per value, above.
  const listedErrors = preview.errors.filter((row) => row.problems.length > 0);
  const figures = [
    { label: 'Ready to import', value: preview.ready.length },
    { label: 'With errors', value: preview.errors.length },
    { label: 'Possible duplicates', value: preview.duplicates.length },
    ...(preview.alreadyImported.length > 0
      ? [{ label: 'Already imported from this file', value: preview.alreadyImported.length }]
      : []),
  ];
  return (
    <Box>
      <Box
        component="dl"
        aria-label="Preview counts"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(${figures.length}, 1fr)` },
          gap: 1.5,
          m: 0,
        }}
      >
        {figures.map((figure) => (
          <Box
            key={figure.label}
            data-figure={figure.label}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h3" sx={{ m: 0, fontSize: '1.5rem' }}>
              {formatCount(figure.value)}
            </Typography>
          </Box>
        ))}
      </Box>

      {listedErrors.length > 0 && (
        <PreviewTable
          title="Rows with errors (not imported)"
          note="Correct these rows in your file and choose it again, or import the other rows now."
          total={listedErrors.length}
          header={['What is wrong', 'Name']}
          rows={listedErrors.slice(0, PREVIEW_ROW_LIMIT).map((row) => ({
            key: row.row,
            cells: [rowProblemText(row), row.name],
          }))}
        />
      )}
      {preview.duplicates.length > 0 && (
        <PreviewTable
          title="Possible duplicates"
          note="These rows are not imported unless you tick Import possible duplicates too."
          total={preview.duplicates.length}
          header={['Why', 'Name']}
          rows={preview.duplicates.slice(0, PREVIEW_ROW_LIMIT).map((row) => ({
            key: row.row,
            cells: [row.message, row.name],
          }))}
        />
      )}
    </Box>
  );
}

function PreviewTable({
  title,
  note,
  total,
  header,
  rows: lines,
}: {
  title: string;
  note: string;
  total: number;
  header: string[];
  rows: Array<{ key: number; cells: string[] }>;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {note}
        {total > lines.length && ` The first ${lines.length} of ${rows(total)} are listed.`}
      </Typography>
      {/* Scrolls sideways on a phone; focusable so that a keyboard can scroll it too. */}
      <Box
        tabIndex={0}
        role="region"
        aria-label={`${title}, scrollable`}
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
