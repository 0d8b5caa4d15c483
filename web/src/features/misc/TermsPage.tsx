import Typography from '@mui/material/Typography';
import { LegalPage } from './LegalPage';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <Typography component="h2">Who may use Village Education</Typography>
      <Typography sx={{ mb: 2 }}>
        Village Education is for the staff of schools and education organisations who keep the
        records of their students. You may create an account for yourself only, and you must keep
        your password to yourself.
      </Typography>
      <Typography component="h2">Your organization&apos;s records</Typography>
      <Typography sx={{ mb: 2 }}>
        The records you enter belong to your organization. Enter only what your organization needs
        to educate and look after its students, keep them accurate, and remove what is no longer
        needed. Records of children need the consent of a parent or guardian where the law asks for
        it.
      </Typography>
      <Typography component="h2">Roles</Typography>
      <Typography sx={{ mb: 2 }}>
        An organization&apos;s super admins decide who may see and change its records. Do not try to
        reach records your role does not allow; every attempt is refused and may be reviewed.
      </Typography>
      <Typography component="h2">Availability</Typography>
      <Typography sx={{ mb: 2 }}>
        The app keeps working offline and sends your changes when the connection returns. We work to
        keep it available but cannot promise it never fails; keep paper records your organization is
        required to keep.
      </Typography>
    </LegalPage>
  );
}

export default TermsPage;
