/** Added to a success toast when the save waits on this device for the connection. */
export const OFFLINE_SAVE_NOTE = ' Saved on this device; it will sync when you are back online.';

/** The success toast's descriptions, with the offline note (docs/product.md, "Student record"). */
export function savedDescription(action: 'added' | 'updated', offline: boolean): string {
  return `Student record has been ${action} successfully.${offline ? OFFLINE_SAVE_NOTE : ''}`;
}
