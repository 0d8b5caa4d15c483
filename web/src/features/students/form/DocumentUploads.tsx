import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { useId } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { studentFormMessages } from './messages';

const DOCUMENTS = {
  add: ['documents.aadhar', 'documents.schoolId', 'documents.certificate', 'documents.photo'],
  edit: ['documents.updateAadhar', 'documents.updateSchoolId'],
} as const;

export interface DocumentUploadsProps {
  mode: 'add' | 'edit';
}

/** The document buttons, disabled until uploads are built (docs/product.md, "Student record"). */
export function DocumentUploads({ mode }: DocumentUploadsProps) {
  const t = useMessages(studentFormMessages);
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
            {t(label)}
          </Button>
        ))}
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('documents.soon')}
      </Typography>
    </Box>
  );
}
