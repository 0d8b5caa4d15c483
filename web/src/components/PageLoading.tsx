import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageLoading() {
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}
    >
      <CircularProgress />
    </Box>
  );
}
