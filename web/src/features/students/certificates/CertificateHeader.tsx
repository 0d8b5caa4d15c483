import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface CertificateHeaderProps {
  organizationName: string;
  /** '' until a super_admin writes it in Settings: then no address line is printed. */
  address: string;
}

/** The letterhead of every printout: the organization's name, and its address when it has one. */
export function CertificateHeader({ organizationName, address }: CertificateHeaderProps) {
  return (
    <Box sx={{ textAlign: 'center', borderBottom: 2, borderColor: 'text.primary', pb: 1.5, mb: 3 }}>
      <Typography
        component="p"
        sx={{ fontSize: '20pt', fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        {organizationName}
      </Typography>
      {address.trim() && (
        <Typography
          component="p"
          data-testid="organization-address"
          sx={{ fontSize: '11pt', whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}
        >
          {address.trim()}
        </Typography>
      )}
    </Box>
  );
}

/** Date and place on the left, the head's signature line on the right: the foot of a certificate. */
export function SignatureFoot({
  dateText,
  placeText,
  signatureText,
}: {
  dateText: string;
  placeText: string;
  signatureText: string;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'flex-end',
        gap: 4,
        mt: 8,
        breakInside: 'avoid',
        fontSize: '12pt',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="p" sx={{ fontSize: 'inherit', mb: 1 }}>
          {dateText}
        </Typography>
        <Typography component="p" sx={{ fontSize: 'inherit' }}>
          {placeText}
          <Box
            component="span"
            aria-hidden
            sx={{ display: 'inline-block', width: '40mm', borderBottom: 1, ml: 1 }}
          />
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'center', minWidth: 0, maxWidth: '50%' }}>
        <Box
          aria-hidden
          sx={{ borderTop: 1, width: '60mm', maxWidth: '100%', mx: 'auto', mb: 0.5 }}
        />
        <Typography component="p" sx={{ fontSize: 'inherit', overflowWrap: 'anywhere' }}>
          {signatureText}
        </Typography>
      </Box>
    </Box>
  );
}

/** A sheet of paper on screen (A4's width at most), plain paper in print. */
export const SHEET_SX = {
  maxWidth: '210mm',
  mx: 'auto',
  bgcolor: '#fff',
  color: '#000',
  border: 1,
  borderColor: 'divider',
  p: { xs: 2, sm: '15mm' },
  '@media print': { border: 0, p: 0, maxWidth: 'none' },
} as const;

/** A certificate's title, as printed forms set it: large, bold, underlined, centred. */
export const CERTIFICATE_TITLE_SX = {
  textAlign: 'center',
  fontSize: '18pt',
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '4px',
} as const;
