import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { IssuedTransferCertificate } from '@village/model/certificates';
import type { Student } from '@village/model/student';
import type { Language } from '../../../lib/i18n/catalog';
import {
  CERTIFICATE_TITLE_SX,
  CertificateHeader,
  SHEET_SX,
  SignatureFoot,
} from './CertificateHeader';
import {
  tcNumberText,
  transferCertificateRows,
  type CertificateTranslate,
} from './certificate-text';
import { longDate } from '../components/long-date';

export interface TransferCertificateProps {
  student: Student;
  /** As the server answered it: its snapshot, when it has one, is what is printed. */
  certificate: IssuedTransferCertificate;
  /** A copy printed after the first: marked DUPLICATE. */
  duplicate: boolean;
  /** The day it is printed, "YYYY-MM-DD": the date above the signature. */
  printedOn: string;
  organizationName: string;
  organizationAddress: string;
  t: CertificateTranslate;
  language: Language;
}

/**
 * A transfer certificate with the rows state boards print (admission number, dates of birth,
 * admission and leaving, class last studied, promotion, conduct, reason), its serial number, and
 * DUPLICATE across the top of a copy.
 */
export function TransferCertificate({
  student,
  certificate,
  duplicate,
  printedOn,
  organizationName,
  organizationAddress,
  t,
  language,
}: TransferCertificateProps) {
  const rows = transferCertificateRows(student, certificate, language, t);
  return (
    <Box component="article" sx={SHEET_SX}>
      <CertificateHeader organizationName={organizationName} address={organizationAddress} />
      {duplicate && (
        <Typography
          component="p"
          data-testid="duplicate-mark"
          sx={{
            textAlign: 'center',
            fontSize: '16pt',
            fontWeight: 700,
            letterSpacing: '0.3em',
            border: '2px solid #000',
            width: 'fit-content',
            mx: 'auto',
            px: 2,
          }}
        >
          {t('tc.duplicate')}
        </Typography>
      )}
      <Typography component="p" sx={{ fontSize: '12pt', fontWeight: 700, mt: 2 }}>
        {tcNumberText(certificate.number, language, t)}
      </Typography>
      <Typography variant="h1" sx={{ ...CERTIFICATE_TITLE_SX, my: 3 }}>
        {t('tc.title')}
      </Typography>
      <Box component="ol" sx={{ pl: '8mm', m: 0, fontSize: '12pt' }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.label}
            sx={{ py: '1.5mm', breakInside: 'avoid', overflowWrap: 'anywhere' }}
          >
            <Box component="span">{row.label}: </Box>
            {row.value ? (
              <Box component="span" sx={{ fontWeight: 600 }}>
                {row.value}
              </Box>
            ) : (
              // Nothing recorded: a line to write on by hand.
              <Box
                component="span"
                aria-hidden
                sx={{ display: 'inline-block', width: '50mm', borderBottom: 1 }}
              />
            )}
          </Box>
        ))}
      </Box>
      <SignatureFoot
        dateText={t('date', { date: longDate(printedOn, language) })}
        placeText={t('place')}
        signatureText={t('signature')}
      />
    </Box>
  );
}
