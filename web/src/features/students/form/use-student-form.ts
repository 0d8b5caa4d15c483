import type { ConsentPurpose } from '@village/model/consent';
import type { DetailGroupName } from '@village/model/student-details';
import { admissionNumberKey } from '@village/model/admission-number-key';
import { admissionNumberInUseText } from '@village/model/student';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import { useMessages } from '../../../lib/i18n/messages';
import { useValidationText } from '../../../lib/validation/use-validation-text';
import { CONSENT_FIELDS, type ConsentErrorKey, type ConsentFormEntry } from './consent-form-values';
import { studentFormMessages } from './messages';
import type { StudentFormProps } from './StudentForm';
import {
  checkStudentForm,
  initialFormState,
  type DetailErrorKey,
  type StudentFormErrors,
  type StudentFormField,
  type StudentFormState,
} from './student-form-values';

/** Whatever can carry a message in the form. */
type ErrorKey = StudentFormField | DetailErrorKey | ConsentErrorKey | 'aadhaar';

/** The form's plain text inputs, bound by `text` below. */
export type TextFieldName =
  | 'name'
  | 'course'
  | 'school'
  | 'section'
  | 'admissionNumber'
  | 'address'
  | 'parentName'
  | 'parentContact'
  | 'parentOccupation';

/** The form's props that its state needs: the record, the save and the number's look-up. */
export type StudentFormOptions = Pick<
  StudentFormProps,
  'mode' | 'initialValues' | 'initialConsent' | 'onSubmit' | 'busy' | 'findAdmissionNumberHolder'
>;

/**
 * The student form's state: the values as typed, the messages of the last refused submit, and
 * the submit itself (the model's check, then the admission number's look-up).
 */
export function useStudentForm({
  mode,
  initialValues,
  initialConsent,
  onSubmit,
  busy,
  findAdmissionNumberHolder,
}: StudentFormOptions) {
  const toast = useToast();
  const t = useMessages(studentFormMessages);
  const [state, setState] = useState<StudentFormState>(() =>
    initialFormState(initialValues, mode, initialConsent),
  );
  const [errors, setErrors] = useState<StudentFormErrors>({});
  // Errors are kept as the model writes them (English) and said in the reader's language here.
  const validationText = useValidationText();
  const errorText = (field: ErrorKey) => {
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

  // After a refused submit, take keyboard users to the first field with a problem.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function clearError(key: ErrorKey) {
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

  return {
    state,
    errors,
    errorText,
    set,
    setDetail,
    setConsent,
    text,
    date,
    submit,
    checking,
    formRef,
  };
}

/** What the form's parts are given: its state, its messages and how they change. */
export type StudentFormModel = ReturnType<typeof useStudentForm>;
