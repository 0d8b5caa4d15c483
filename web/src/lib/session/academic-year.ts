import { useMemo } from 'react';
import {
  academicYearOf,
  DEFAULT_ACADEMIC_YEAR_START_MONTH,
  type AcademicYear,
} from '@village/model/academic-year';
import { todayIso } from '@village/model/dates';
import { useCurrentOrganization } from './current-organization';

/**
 * The current organization's academic year today: April to March unless its super_admin chose
 * another start month. Until the organization document has loaded, the default year.
 */
export function useAcademicYear(today: Date = new Date()): AcademicYear {
  const { organization } = useCurrentOrganization();
  const startMonth = organization?.academicYearStartMonth ?? DEFAULT_ACADEMIC_YEAR_START_MONTH;
  // By India's day, not the instant: a new Date each render must not make a new year object.
  const day = todayIso(today);
  return useMemo(() => academicYearOf(day, startMonth), [day, startMonth]);
}
