import Typography from '@mui/material/Typography';
import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <Typography component="h2">What we keep</Typography>
      <Typography sx={{ mb: 2 }}>
        For your account: your name, email address and, if you sign in with Google, your profile
        photo. For students, what your organization enters: name, date of birth, gender, education,
        school, address and location, and the parent or guardian&apos;s name, phone number and
        occupation.
      </Typography>
      <Typography component="h2">Who can see it</Typography>
      <Typography sx={{ mb: 2 }}>
        Student records are visible only to the staff of their own organization (super admins and
        organization users). End users see the organization&apos;s figures, never a student&apos;s
        name, address, contact or location. This is enforced by the server, not only by the screens.
      </Typography>
      <Typography component="h2">On this device</Typography>
      <Typography sx={{ mb: 2 }}>
        So that the app works offline, the records you open are kept on this device. When you sign
        out on a shared phone, choose to remove this device&apos;s saved data.
      </Typography>
      <Typography component="h2">Email</Typography>
      <Typography sx={{ mb: 2 }}>
        We send email only to verify your address, to reset your password, and to deliver an
        invitation a super admin sent you. We do not sell or share personal data.
      </Typography>
    </LegalPage>
  );
}

export default PrivacyPage;
