import Typography from '@mui/material/Typography';

/** Placeholder: replaced by the page itself (issue 10). */
export function OrganizationPage() {
  return <Typography variant="h1">OrganizationPage</Typography>;
}

export default OrganizationPage;
