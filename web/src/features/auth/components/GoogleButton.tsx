import Button from '@mui/material/Button';
import Google from '@mui/icons-material/Google';

export function GoogleButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button
      variant="outlined"
      fullWidth
      size="large"
      startIcon={<Google />}
      onClick={onClick}
      disabled={disabled}
    >
      Continue with Google
    </Button>
  );
}
