/** A child as the marking list shows them. */
export interface RollStudent {
  id: string;
  name: string;
  /** The roll number of More details (Enrolment); '' when not recorded. */
  rollNumber: string;
  /** Shown where there is no roll number. */
  admissionNumber: string;
  /** The father's name, else the parent's or guardian's: tells two children of one name apart. */
  guardian: string;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** By roll number (numbers in numeric order), then by name; those without a roll number last. */
export function sortRoll(roll: RollStudent[]): RollStudent[] {
  return [...roll].sort((a, b) => {
    if (a.rollNumber && !b.rollNumber) return -1;
    if (!a.rollNumber && b.rollNumber) return 1;
    return (
      collator.compare(a.rollNumber, b.rollNumber) ||
      collator.compare(a.name, b.name) ||
      collator.compare(a.admissionNumber, b.admissionNumber) ||
      a.id.localeCompare(b.id)
    );
  });
}
