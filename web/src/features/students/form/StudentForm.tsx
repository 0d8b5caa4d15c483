import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StudentConsent } from '@village/model/consent';
import type { AadhaarChange } from '@village/model/identity';
import type { AdmissionNumberHolder } from '@village/model/admission-number-key';
import type { StudentInput, StudentInputDraft } from '@village/model/student';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/I18nProvider';
import { useMessages } from '../../../lib/i18n/messages';
import { FORM_MAX_WIDTH, PAGE_TITLES, usePageTitle } from '../../../lib/page-titles';
import { FULL_ROW } from '../components/form-grid';
import { MoreDetailsFields } from '../details/MoreDetailsFields';
import { DocumentUploads } from './DocumentUploads';
import { FormSection } from './FormSection';
import { studentFormMessages } from './messages';
import { RecordSections } from './RecordSections';
import { loadStudentDatePicker } from './StudentDateField';
import {
  hasStream,
  nameForRelation,
  savedAadhaar,
  type DetailErrorKey,
} from './student-form-values';
import { useStudentForm } from './use-student-form';

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
  const t = useMessages(studentFormMessages);
  const tCore = useT();
  const form = useStudentForm({
    mode,
    initialValues,
    initialConsent,
    onSubmit,
    busy,
    findAdmissionNumberHolder,
  });
  const { state, errorText, set, setDetail, setConsent, submit, checking, formRef } = form;
  const texts = TEXTS[mode];
  const title = usePageTitle(texts.page);

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
        <RecordSections form={form} mode={mode} busy={busy} />

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
            nameFor: (relation) => nameForRelation(state, relation),
          }}
          hasStream={hasStream(state.educationLevel)}
          studentName={state.name}
          disabled={busy}
        />

        <FormSection title={t('section.documents')}>
          <Box sx={FULL_ROW}>
            <DocumentUploads mode={mode} />
          </Box>
        </FormSection>

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
