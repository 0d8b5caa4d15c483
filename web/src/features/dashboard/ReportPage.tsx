import Typography from '@mui/material/Typography';

/** Placeholder: replaced by the page itself (issue 10). */
export function ReportPage() {
  return <Typography variant="h1">ReportPage</Typography>;
}

export default ReportPage;
