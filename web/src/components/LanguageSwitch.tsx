import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LANGUAGE_NAMES, LANGUAGES } from '../lib/i18n/catalog';
import { useI18n } from '../lib/i18n/I18nProvider';
import { chooseLanguage } from '../lib/i18n/store';

/**
 * English / हिन्दी on the account pages: each name in its own language, the current one pressed.
 * The choice is kept on this device; signing in copies it to the profile (user-profile.ts).
 */
export function LanguageSwitch() {
  const { language, t } = useI18n();
  return (
    <Box role="group" aria-label={t('language.label')} sx={{ display: 'flex', gap: 0.5 }}>
      {LANGUAGES.map((option) => (
        <Button
          key={option}
          lang={option}
          size="small"
          variant={option === language ? 'outlined' : 'text'}
          aria-pressed={option === language}
          onClick={() => void chooseLanguage(option)}
        >
          {LANGUAGE_NAMES[option]}
        </Button>
      ))}
    </Box>
  );
}
