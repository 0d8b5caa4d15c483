import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { studentFieldText, type StudentFieldConflict } from '@village/model/student-edit';
import { useId } from 'react';

export interface EditConflictDialogProps {
  open: boolean;
  /** The fields changed both in the form and in the stored record since the form opened. */
  conflicts: readonly StudentFieldConflict[];
  /** Whether the save also writes other changes, which both choices keep. */
  hasOtherChanges: boolean;
  /** The stored record is this device's copy: newer changes on the server may not be in it. */
  comparedWithDeviceCopy: boolean;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
  onBack: () => void;
}

const valueSx = { m: 0, mb: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-line' } as const;

/**
 * Before an edit overwrites what someone else saved to the same fields since the form opened:
 * both values, field by field, and the choice. Back to the form is the safe default.
 */
export function EditConflictDialog({
  open,
  conflicts,
  hasOtherChanges,
  comparedWithDeviceCopy,
  onKeepMine,
  onKeepTheirs,
  onBack,
}: EditConflictDialogProps) {
  const titleId = useId();
  const textId = useId();
  const one = conflicts.length === 1;
  return (
    <Dialog open={open} onClose={onBack} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Changed while you were editing</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {one
            ? 'After you opened this form, this detail was changed and saved elsewhere. Choose which value to keep.'
            : 'After you opened this form, these details were changed and saved elsewhere. Choose which values to keep.'}
        </DialogContentText>
        {comparedWithDeviceCopy && (
          <Alert severity="info" sx={{ mb: 2 }}>
            This compares with the copy saved on this device, which may not have the latest changes
            from the server.
          </Alert>
        )}
        {conflicts.map((conflict) => (
          <Box
            key={conflict.field}
            component="section"
            aria-label={conflict.label}
            sx={{ mb: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {conflict.label}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                Theirs (saved now)
              </Typography>
              <Typography component="dd" sx={valueSx}>
                {studentFieldText(conflict.field, conflict.theirs)}
              </Typography>
              <Typography component="dt" variant="caption" color="text.secondary">
                Yours
              </Typography>
              <Typography component="dd" sx={{ ...valueSx, mb: 0 }}>
                {studentFieldText(conflict.field, conflict.yours)}
              </Typography>
            </Box>
          </Box>
        ))}
        {hasOtherChanges && (
          <DialogContentText>Your other changes are saved either way.</DialogContentText>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onBack} color="inherit" autoFocus>
          Back to the form
        </Button>
        <Button onClick={onKeepTheirs} variant="outlined">
          Keep theirs
        </Button>
        <Button onClick={onKeepMine} variant="contained">
          Keep my changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
