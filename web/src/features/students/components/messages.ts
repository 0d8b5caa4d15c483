import { defineMessages } from '../../../lib/i18n/messages';

/**
 * The texts about one student's record that the add, edit and profile pages share: the page in
 * place of a record that cannot be shown, saving and its toasts, and the location picker.
 */
const en = {
  // StudentRecord and RecordUnavailable
  'offline.title': 'You are offline',
  'offline.open':
    "This student's record is not saved on this device yet. Connect to the internet to open it.",
  'offline.edit':
    "This student's record is not saved on this device yet. Connect to the internet to edit it.",
  'unavailable.title': 'Student record unavailable',
  'notFound.title': 'Student not found',
  'notFound.text':
    'No student with the id {id} is in this organization. It may have been deleted, or the link may be wrong.',
  back: 'Back to Student Directory',

  // Saving (save-messages.ts, use-save-then-return.ts, write-student.ts)
  'save.title': 'Success!',
  'save.added': 'Student record has been added successfully.',
  'save.updated': 'Student record has been updated successfully.',
  'save.offline': 'Saved on this device; it will sync when you are back online.',
  'save.noChanges': 'No changes to save',
  'save.failedTitle': 'Not saved',
  'save.failed': 'The student record could not be saved. Check the fields and try again.',
  'save.refused': 'The server refused it: your role may have changed, or a value is not allowed.',
  'save.notSaved': 'The server could not save it. Open the record and save it again.',

  // The Aadhaar number, sent after the save (form/aadhaar-after-save.ts)
  'aadhaar.onlineOnly':
    'The Aadhaar number is saved only online and is never kept on this device: it will be sent when the connection returns, if this app stays open. If the app is closed first, type the number again.',
  'aadhaar.savedTitle': 'Aadhaar number saved',
  'aadhaar.saved': 'The Aadhaar number of {name} has been saved.',
  'aadhaar.removed': 'The Aadhaar number of {name} has been removed.',
  'aadhaar.notSavedTitle': 'Aadhaar number not saved',
  'aadhaar.notSaved':
    'The Aadhaar number of {name} was not saved: {reason} Open the record and type it again.',
  'aadhaar.notRemoved':
    'The Aadhaar number of {name} was not removed: {reason} Open the record and remove it again.',

  // LocationPickerDialog
  'picker.title': 'Pin Location on Map',
  'picker.latitude': 'Latitude',
  'picker.longitude': 'Longitude',
  'picker.latitudeNotNumber': 'Enter the latitude as a number, e.g. {example}',
  'picker.longitudeNotNumber': 'Enter the longitude as a number, e.g. {example}',
  'picker.latitudeRange': 'Latitude must be between -{max} and {max}',
  'picker.longitudeRange': 'Longitude must be between -{max} and {max}',
  'picker.latitudeToo': 'Enter the latitude too',
  'picker.longitudeToo': 'Enter the longitude too',
  'picker.between': 'Between -{max} and {max}',
  'picker.geoUnsupported':
    'This browser cannot share its location. Click the map or enter the coordinates instead.',
  'picker.geoRefused':
    "Location access was refused. Allow it in the browser's site settings, or click the map or enter the coordinates instead.",
  'picker.geoTimeout':
    'Finding your location took too long. Try again, or click the map or enter the coordinates instead.',
  'picker.geoFailed':
    'Your location could not be found. Click the map or enter the coordinates instead.',
  'picker.instructions':
    'Click the map to set the pin, use your current location, or enter the coordinates.',
  'picker.selected': 'Selected location',
  'picker.map': 'Map for picking the location',
  'picker.noMap': 'Enter the latitude and longitude below, or use your current location.',
  'picker.locating': 'Finding your location…',
  'picker.useMine': 'Use my current location',
  'picker.clear': 'Clear location',
  'picker.save': 'Save Location',
};

// messages.hi.ts is typed by the English texts, not by the book: the book's type comes from its
// loader's, which is messages.hi.ts's, so that would be circular.
export type StudentRecordTexts = typeof en;

export const studentRecordMessages = defineMessages('students.record', en, {
  hi: () => import('./messages.hi').then((m) => m.hi),
});
