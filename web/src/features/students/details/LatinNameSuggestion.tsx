import Chip from '@mui/material/Chip';
import { latinNameSuggestion } from '@village/model/latin-name';
import { useMemo } from 'react';
import type { TranslateOf } from '../../../lib/i18n/messages';
import type { StudentDetailTexts } from './messages';

interface LatinNameSuggestionProps {
  /** The student's name as typed. */
  name: string;
  /** The "Name in English letters" field as typed. */
  value: unknown;
  /** Fills the field with the spelling: staff then confirm or correct it. */
  onUse: (spelling: string) => void;
  disabled?: boolean;
  t: TranslateOf<StudentDetailTexts>;
}

/**
 * "Use: Sita Kumari": the app's spelling in English letters of a name written in Devanagari
 * (model/src/latin-name.ts), offered under the field while it holds something else. Tapped, it
 * fills the field; it never fills it by itself, since one name has many spellings.
 */
export function LatinNameSuggestion({ name, value, onUse, disabled, t }: LatinNameSuggestionProps) {
  const spelling = useMemo(() => latinNameSuggestion(name), [name]);
  if (!spelling || (typeof value === 'string' && value.trim() === spelling)) return null;
  return (
    <Chip
      label={t('nameInEnglish.use', { name: spelling })}
      onClick={() => onUse(spelling)}
      disabled={disabled}
      color="primary"
      variant="outlined"
      sx={{ justifySelf: 'start', maxWidth: '100%' }}
    />
  );
}
