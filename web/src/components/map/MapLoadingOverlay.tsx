import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMessages } from '../../lib/i18n/messages';
import { mapMessages } from './messages';

/** "Loading map..." over the map while its library and script load (docs/product.md, "Map"). */
export function MapLoadingOverlay() {
  const t = useMessages(mapMessages);
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        bgcolor: 'action.hover',
      }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography variant="body2" color="text.secondary">
        {t('loading')}
      </Typography>
    </Box>
  );
}
