/** A child as the marking list shows them. */
export interface RollStudent {
  id: string;
  name: string;
  /** The admission number: the register's roll number where the school has no other. */
  admissionNumber: string;
  /** The father's name, else the parent's or guardian's: tells two children of one name apart. */
  guardian: string;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** By admission number (numbers in numeric order), then by name; those without a number last. */
export function sortRoll(roll: RollStudent[]): RollStudent[] {
  return [...roll].sort((a, b) => {
    if (a.admissionNumber && !b.admissionNumber) return -1;
    if (!a.admissionNumber && b.admissionNumber) return 1;
    return (
      collator.compare(a.admissionNumber, b.admissionNumber) ||
      collator.compare(a.name, b.name) ||
      a.id.localeCompare(b.id)
    );
  });
}
