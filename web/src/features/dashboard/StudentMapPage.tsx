import Typography from '@mui/material/Typography';

/** Placeholder: replaced by the page itself (issue 10). */
export function StudentMapPage() {
  return <Typography variant="h1">StudentMapPage</Typography>;
}

export default StudentMapPage;
