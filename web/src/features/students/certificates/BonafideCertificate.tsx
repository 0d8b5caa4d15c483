import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Student } from '@village/model/student';
import type { Language } from '../../../lib/i18n/catalog';
import { longDate } from '../components/long-date';
import {
  CERTIFICATE_TITLE_SX,
  CertificateHeader,
  SHEET_SX,
  SignatureFoot,
} from './CertificateHeader';
import { bonafideBody, bonafideRecordLines, type CertificateTranslate } from './certificate-text';

export interface BonafideCertificateProps {
  student: Student;
  organizationName: string;
  organizationAddress: string;
  /** "2026-27" */
  academicYear: string;
  /** The day of issue, "YYYY-MM-DD". */
  issuedOn: string;
  t: CertificateTranslate;
  language: Language;
}

/**
 * A bonafide certificate as Indian schools print it: the letterhead, the title, the sentence that
 * the student studies here in this class and year, what the records hold of birth and admission,
 * then the date, the place and the head's signature.
 */
export function BonafideCertificate({
  student,
  organizationName,
  organizationAddress,
  academicYear,
  issuedOn,
  t,
  language,
}: BonafideCertificateProps) {
  return (
    <Box component="article" sx={SHEET_SX}>
      <CertificateHeader organizationName={organizationName} address={organizationAddress} />
      <Typography variant="h1" sx={{ ...CERTIFICATE_TITLE_SX, my: 4 }}>
        {t('bonafide.title')}
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: '13pt', lineHeight: 2, textAlign: 'justify', overflowWrap: 'anywhere' }}
      >
        {bonafideBody(student, academicYear, t)}
      </Typography>
      {bonafideRecordLines(student, language, t).map((line) => (
        <Typography key={line} component="p" sx={{ fontSize: '13pt', lineHeight: 2, mt: 1 }}>
          {line}
        </Typography>
      ))}
      <SignatureFoot
        dateText={t('date', { date: longDate(issuedOn, language) })}
        placeText={t('place')}
        signatureText={t('signature')}
      />
    </Box>
  );
}
