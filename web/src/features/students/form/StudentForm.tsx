import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { ADDRESS_ROWS } from '@village/model/constants';
import { GENDERS } from '@village/model/filters';
import { EDUCATION_LEVELS } from '@village/model/levels';
import { LIMITS } from '@village/model/limits';
import type { ConsentPurpose, StudentConsent } from '@village/model/consent';
import type { AadhaarChange } from '@village/model/identity';
import type { DetailGroupName } from '@village/model/student-details';
import {
  admissionNumberInUseText,
  admissionNumberKey,
  todayIso,
  type AdmissionNumberHolder,
  type StudentInput,
  type StudentInputDraft,
} from '@village/model/student';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useToast } from '../../../components/toast';
import { useT } from '../../../lib/i18n/I18nProvider';
import { genderLabel, levelLabel } from '../../../lib/i18n/labels';
import { useMessages } from '../../../lib/i18n/messages';
import { FORM_MAX_WIDTH, PAGE_TITLES, usePageTitle } from '../../../lib/page-titles';
import { useValidationText } from '../../../lib/validation/use-validation-text';
import { MoreDetailsFields } from '../details/MoreDetailsFields';
import { DocumentUploads } from './DocumentUploads';
import { LocationField } from './LocationField';
import { studentFormMessages } from './messages';
import { loadStudentDatePicker, StudentDateField } from './StudentDateField';
import {
  checkStudentForm,
  hasStream,
  initialFormState,
  type ConsentErrorKey,
  type ConsentFormEntry,
  type DetailErrorKey,
  type StudentFormErrors,
  type StudentFormField,
  type StudentFormState,
} from './student-form-values';

const CONSENT_FIELDS = ['givenBy', 'relation', 'givenOn', 'withdrawnOn'] as const;

/** Room for "+91 98765 43210" and the other ways staff write a number. */
const PHONE_MAX_LENGTH = 20;

export interface StudentFormProps {
  mode: 'add' | 'edit';
  /** The record's values on edit; on add, anything to start from (the enrollment date is today). */
  initialValues?: Partial<StudentInputDraft>;
  /** A super_admin's edit: the saved Aadhaar number can be removed. */
  canRemoveAadhaar?: boolean;
  /** The parent's consents as stored when the form opens (edit), read once like initialValues. */
  initialConsent?: StudentConsent;
  /**
   * Called with the values the model's schema parsed (trimmed, phone as +91XXXXXXXXXX), the
   * Aadhaar number typed (digits), to be saved apart, null to keep what is saved, or
   * REMOVE_AADHAAR, and the
   * consents as they are to be stored (saved apart too).
   */
  onSubmit: (values: StudentInput, aadhaar: AadhaarChange, consent: StudentConsent) => void;
  onCancel: () => void;
  /** While saving: the buttons are disabled. */
  busy?: boolean;
  /** Shown under the title, e.g. that the record changed elsewhere while the form was open. */
  notice?: ReactNode;
  /**
   * Another student holding an admission number, or null (the page asks its data module). A new
   * or changed number held by someone else is shown at its field and not saved. Without it,
   * nothing is checked.
   */
  findAdmissionNumberHolder?: (admissionNumber: string) => Promise<AdmissionNumberHolder | null>;
}

const TEXTS = {
  add: { page: PAGE_TITLES.addStudent, submit: 'submit.add' },
  edit: { page: PAGE_TITLES.editStudent, submit: 'submit.edit' },
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

const fullWidth = { gridColumn: '1 / -1' } as const;

type TextFieldName =
  | 'name'
  | 'course'
  | 'school'
  | 'section'
  | 'admissionNumber'
  | 'address'
  | 'parentName'
  | 'parentContact'
  | 'parentOccupation';

/** The Aadhaar number saved for the record, as the masked hint shows it. */
function savedAadhaar(initial: Partial<StudentInputDraft> | undefined) {
  const identity = initial?.identity;
  return identity?.aadhaarLastFour
    ? { lastFour: identity.aadhaarLastFour, kind: identity.aadhaarKind ?? 'aadhaar' }
    : null;
}

/** The add and edit student form (docs/product.md, "Student record"); the pages save its values. */
export function StudentForm({
  mode,
  initialValues,
  initialConsent,
  canRemoveAadhaar = false,
  onSubmit,
  onCancel,
  busy,
  notice,
  findAdmissionNumberHolder,
}: StudentFormProps) {
  const toast = useToast();
  const t = useMessages(studentFormMessages);
  const tCore = useT();
  const [state, setState] = useState<StudentFormState>(() =>
    initialFormState(initialValues, mode, initialConsent),
  );
  const [errors, setErrors] = useState<StudentFormErrors>({});
  // Errors are kept as the model writes them (English) and said in the reader's language here.
  const validationText = useValidationText();
  const errorText = (field: StudentFormField | DetailErrorKey | ConsentErrorKey | 'aadhaar') => {
    const error = errors[field];
    return error === undefined ? undefined : validationText(error);
  };
  const [attempt, setAttempt] = useState(0);
  // While the admission number is being looked up: the save waits for the answer.
  const [checking, setChecking] = useState(false);
  const [initialAdmissionNumber] = useState(() =>
    admissionNumberKey(initialValues?.admissionNumber ?? ''),
  );
  const formRef = useRef<HTMLFormElement>(null);
  const texts = TEXTS[mode];
  const title = usePageTitle(texts.page);

  // After a refused submit, take keyboard users to the first field with a problem.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function clearError(key: StudentFormField | DetailErrorKey | ConsentErrorKey | 'aadhaar') {
    if (key in errors) {
      setErrors((current) => {
        const { [key]: _cleared, ...rest } = current;
        return rest;
      });
    }
  }

  function set<K extends keyof StudentFormState>(field: K, value: StudentFormState[K]) {
    setState((current) => ({ ...current, [field]: value }));
    clearError(field as StudentFormField);
  }

  function setDetail(group: DetailGroupName, field: string, value: unknown) {
    setState((current) => ({
      ...current,
      details: { ...current.details, [group]: { ...current.details[group], [field]: value } },
    }));
    clearError(`${group}.${field}` as DetailErrorKey);
  }

  function setConsent(purpose: ConsentPurpose, entry: ConsentFormEntry) {
    const before = state.consent[purpose];
    setState((current) => ({ ...current, consent: { ...current.consent, [purpose]: entry } }));
    for (const field of CONSENT_FIELDS)
      if (entry[field] !== before[field]) clearError(`consent.${purpose}.${field}`);
    // Recording the APAAR consent answers the APAAR ID's problem.
    if (purpose === 'apaar') clearError('identity.apaarId');
  }

  // "Given by" filled from the relation: the names the family section holds.
  const nameForRelation = (relation: ConsentFormEntry['relation']) => {
    const family = state.details.family;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    if (relation === 'mother') return text(family.motherName);
    if (relation === 'father') return text(family.fatherName);
    if (relation === 'guardian') return state.parentName;
    if (relation === 'self') return state.name;
    return '';
  };

  // The common props of a text input bound to a field of the form.
  const text = (field: TextFieldName) => ({
    name: field,
    value: state[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errorText(field),
    disabled: busy,
    fullWidth: true,
  });

  const date = (field: 'dateOfBirth' | 'enrollmentDate') => ({
    name: field,
    value: state[field],
    onChange: (value: StudentFormState[typeof field]) => set(field, value),
    error: errorText(field),
    disabled: busy,
  });

  function submit(event: FormEvent) {
    // A form inside a dialog (portalled, but still a React child) must not submit this one.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    if (busy || checking) return;
    const check = checkStudentForm(state);
    if (check.outcome === 'valid') {
      const { values, aadhaar, consent } = check;
      const number = values.admissionNumber;
      // A number the record had when the form opened is not checked again: a clash made
      // elsewhere must not stop edits of other fields.
      if (!findAdmissionNumberHolder || number === '' || number === initialAdmissionNumber) {
        setErrors({});
        onSubmit(values, aadhaar, consent);
        return;
      }
      setChecking(true);
      findAdmissionNumberHolder(number)
        .catch((error: unknown) => {
          // Best effort, as offline: a failed look-up does not stop the save.
          console.warn('Checking the admission number failed', error);
          return null;
        })
        .then((holder) => {
          setChecking(false);
          if (holder) {
            setErrors({ admissionNumber: admissionNumberInUseText(number, holder) });
            setAttempt((count) => count + 1);
            return;
          }
          setErrors({});
          onSubmit(values, aadhaar, consent);
        })
        .catch((error: unknown) => console.error('Saving a student failed', error));
      return;
    }
    setErrors(check.errors);
    setAttempt((count) => count + 1);
    if (check.outcome === 'missing-required') {
      toast({
        variant: 'destructive',
        title: t('required.title'),
        description: t('required.text'),
      });
    }
  }

  return (
    <Box sx={{ maxWidth: FORM_MAX_WIDTH, mx: 'auto' }}>
      <Typography variant="h1">{title.title}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {title.subtitle}
      </Typography>
      {notice}
      {/* noValidate: the browser's own bubbles would pre-empt the Validation Error toast;
            `required` stays for the asterisk and assistive technology. */}
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={submit}
        // The first touch of the form fetches the calendar, ahead of the date fields.
        onFocusCapture={() => void loadStudentDatePicker().catch(() => undefined)}
        onPointerDownCapture={() => void loadStudentDatePicker().catch(() => undefined)}
        aria-label={title.title}
        sx={{ display: 'grid', gap: 3 }}
      >
        <Section title={t('section.personal')}>
          <TextField
            {...text('name')}
            label={t('field.name')}
            required
            autoComplete="off"
            sx={fullWidth}
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
        </Section>

        <Section title={t('section.education')}>
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
            sx={fullWidth}
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
        </Section>

        <Section title={t('section.address')}>
          <TextField
            {...text('address')}
            label={t('field.address')}
            multiline
            rows={ADDRESS_ROWS}
            autoComplete="street-address"
            sx={fullWidth}
            slotProps={{ htmlInput: { maxLength: LIMITS.address } }}
          />
          <Box sx={fullWidth}>
            <LocationField
              mode={mode}
              value={state.location}
              onChange={(value) => set('location', value)}
              error={errorText('location')}
              disabled={busy}
            />
          </Box>
        </Section>

        <Section title={t('section.parent')}>
          <TextField
            {...text('parentName')}
            label={t('field.parentName')}
            slotProps={{ htmlInput: { maxLength: LIMITS.personName } }}
          />
          <TextField
            {...text('parentContact')}
            label={t('field.parentContact')}
            type="tel"
            placeholder="+91 98765 43210"
            autoComplete="tel"
            slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH, inputMode: 'tel' } }}
          />
          <TextField
            {...text('parentOccupation')}
            label={t('field.parentOccupation')}
            slotProps={{ htmlInput: { maxLength: LIMITS.occupation } }}
          />
        </Section>

        <MoreDetailsFields
          value={state.details}
          onChange={setDetail}
          errorOf={(group, field) => errorText(`${group}.${field}` as DetailErrorKey)}
          aadhaar={{
            value: state.aadhaar,
            onChange: (value) => set('aadhaar', value),
            error: errorText('aadhaar'),
            saved: savedAadhaar(initialValues),
            removal: canRemoveAadhaar
              ? {
                  removed: state.aadhaarRemoved,
                  onRemovedChange: (removed) => set('aadhaarRemoved', removed),
                }
              : undefined,
          }}
          consent={{
            value: state.consent,
            onChange: setConsent,
            errorOf: (purpose, field) => errorText(`consent.${purpose}.${field}`),
            nameFor: nameForRelation,
          }}
          hasStream={hasStream(state.educationLevel)}
          disabled={busy}
        />

        <Section title={t('section.documents')}>
          <Box sx={fullWidth}>
            <DocumentUploads mode={mode} />
          </Box>
        </Section>

        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            gap: 1.5,
          }}
        >
          <Button variant="outlined" onClick={onCancel}>
            {tCore('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || checking}>
            {t(texts.submit)}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
