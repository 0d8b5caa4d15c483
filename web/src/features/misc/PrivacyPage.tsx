import { LegalPage } from './LegalPage';

export function PrivacyPage() {
  return <LegalPage page="privacy" sections={['kept', 'who', 'device', 'email']} />;
}

export default PrivacyPage;
