import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { ADDRESS_ROWS } from '@village/model/constants';
import { GENDERS } from '@village/model/filters';
import { EDUCATION_LEVELS } from '@village/model/levels';
import { LIMITS } from '@village/model/limits';
import { todayIso } from '@village/model/dates';
import { useT } from '../../../lib/i18n/I18nProvider';
import { genderLabel, levelLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { FULL_ROW } from '../components/form-grid';
import { PHONE_MAX_LENGTH, PHONE_PLACEHOLDER } from '../components/phone-input';
import { FormSection } from './FormSection';
import { LocationField } from './LocationField';
import { studentFormMessages } from './messages';
import { StudentDateField } from './StudentDateField';
import type { StudentFormState } from './student-form-values';
import type { StudentFormModel } from './use-student-form';

/**
 * The record's own sections of the student form: personal, education, address and parent, each
 * field bound to the form's state.
 */
export function RecordSections({
  form,
  mode,
  busy,
}: {
  form: StudentFormModel;
  mode: 'add' | 'edit';
  busy?: boolean;
}) {
  const t = useMessages(studentFormMessages);
  const tCore = useT();
  const { state, errors, errorText, set, text, date } = form;
  return (
    <>
      <FormSection title={t('section.personal')}>
        <TextField
          {...text('name')}
          label={t('field.name')}
          required
          autoComplete="off"
          sx={FULL_ROW}
          slotProps={{ htmlInput: { maxLength: LIMITS.personName } }}
        />
        <StudentDateField
          {...date('dateOfBirth')}
          label={t('field.dateOfBirth')}
          maxDate={dayjs(todayIso())}
        />
        <TextField
          select
          name="gender"
          label={t('field.gender')}
          value={state.gender}
          onChange={(event) => set('gender', event.target.value as StudentFormState['gender'])}
          error={Boolean(errors.gender)}
          helperText={errorText('gender')}
          disabled={busy}
          fullWidth
        >
          <MenuItem value="">
            <em>{t('gender.notSpecified')}</em>
          </MenuItem>
          {GENDERS.map((gender) => (
            <MenuItem key={gender} value={gender}>
              {genderLabel(gender, tCore)}
            </MenuItem>
          ))}
        </TextField>
      </FormSection>

      <FormSection title={t('section.education')}>
        <TextField
          select
          name="educationLevel"
          label={t('field.educationLevel')}
          required
          value={state.educationLevel}
          onChange={(event) =>
            set('educationLevel', event.target.value as StudentFormState['educationLevel'])
          }
          error={Boolean(errors.educationLevel)}
          helperText={errorText('educationLevel')}
          disabled={busy}
          fullWidth
        >
          {EDUCATION_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {levelLabel(level, tCore)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...text('course')}
          label={t('field.course')}
          placeholder={t('course.placeholder')}
          helperText={errorText('course') ?? t('course.hint')}
          slotProps={{ htmlInput: { maxLength: LIMITS.course } }}
        />
        <TextField
          {...text('school')}
          label={t('field.school')}
          required
          sx={FULL_ROW}
          slotProps={{ htmlInput: { maxLength: LIMITS.school } }}
        />
        <TextField
          {...text('section')}
          label={t('field.section')}
          placeholder={t('section.placeholder')}
          slotProps={{ htmlInput: { maxLength: LIMITS.section } }}
        />
        <TextField
          {...text('admissionNumber')}
          label={t('field.admissionNumber')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: LIMITS.admissionNumber } }}
        />
        <StudentDateField {...date('enrollmentDate')} label={t('field.enrollmentDate')} />
      </FormSection>

      <FormSection title={t('section.address')}>
        <TextField
          {...text('address')}
          label={t('field.address')}
          multiline
          rows={ADDRESS_ROWS}
          autoComplete="street-address"
          sx={FULL_ROW}
          slotProps={{ htmlInput: { maxLength: LIMITS.address } }}
        />
        <Box sx={FULL_ROW}>
          <LocationField
            mode={mode}
            value={state.location}
            onChange={(value) => set('location', value)}
            error={errorText('location')}
            disabled={busy}
          />
        </Box>
      </FormSection>

      <FormSection title={t('section.parent')}>
        <TextField
          {...text('parentName')}
          label={t('field.parentName')}
          slotProps={{ htmlInput: { maxLength: LIMITS.personName } }}
        />
        <TextField
          {...text('parentContact')}
          label={t('field.parentContact')}
          type="tel"
          placeholder={PHONE_PLACEHOLDER}
          autoComplete="tel"
          slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH, inputMode: 'tel' } }}
        />
        <TextField
          {...text('parentOccupation')}
          label={t('field.parentOccupation')}
          slotProps={{ htmlInput: { maxLength: LIMITS.occupation } }}
        />
      </FormSection>
    </>
  );
}
