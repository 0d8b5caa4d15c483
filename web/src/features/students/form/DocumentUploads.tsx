import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { useId } from 'react';

const DOCUMENTS = {
  add: ['Aadhar Card', 'School ID', 'Certificate', 'Photo'],
  edit: ['Update Aadhar Card', 'Update School ID'],
} as const;

export interface DocumentUploadsProps {
  mode: 'add' | 'edit';
}

/** The document buttons, disabled until uploads are built (docs/product.md, "Student record"). */
export function DocumentUploads({ mode }: DocumentUploadsProps) {
  const hintId = useId();
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {DOCUMENTS[mode].map((label) => (
          <Button
            key={label}
            variant="outlined"
            startIcon={<UploadFile />}
            disabled
            aria-describedby={hintId}
          >
            {label}
          </Button>
        ))}
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Document uploads are coming soon
      </Typography>
    </Box>
  );
}
