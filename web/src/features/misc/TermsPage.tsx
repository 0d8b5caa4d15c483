import { LegalPage } from './LegalPage';

export function TermsPage() {
  return <LegalPage page="terms" sections={['who', 'records', 'roles', 'availability']} />;
}

export default TermsPage;
