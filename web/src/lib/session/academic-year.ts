import { useMemo } from 'react';
import {
  academicYearOf,
  DEFAULT_ACADEMIC_YEAR_START_MONTH,
  type AcademicYear,
} from '@village/model/academic-year';
import { useCurrentOrganization } from './current-organization';

/**
 * The current organization's academic year today (issue 28): April to March unless its super_admin
 * chose another start month. Until the organization document has loaded, the default year.
 */
export function useAcademicYear(today: Date = new Date()): AcademicYear {
  const { organization } = useCurrentOrganization();
  const startMonth = organization?.academicYearStartMonth ?? DEFAULT_ACADEMIC_YEAR_START_MONTH;
  const day = today.toISOString().slice(0, 10);
  // By the day, not the instant: a new Date each render must not make a new year object.
  return useMemo(() => academicYearOf(new Date(`${day}T12:00:00Z`), startMonth), [day, startMonth]);
}
