/**
 * The English texts: the default language, bundled with the app and the language of the
 * prerendered HTML. Every key here must be in hi.ts too (TypeScript and i18n.test.ts check it).
 *
 * `{name}` is replaced by a value; a `{ one, other }` object is chosen by `count` with the
 * language's Intl.PluralRules. The browser tests assert these English words: change none of them
 * without changing the tests.
 */
export const en = {
  // Language switch
  'language.label': 'Language',

  // Shared by the account pages
  'common.or': 'or',
  'common.cancel': 'Cancel',
  'field.email': 'Email',
  'field.password': 'Password',
  'field.fullName': 'Full Name',
  'field.confirmPassword': 'Confirm Password',
  'password.show': 'Show {label}',
  'password.hide': 'Hide {label}',
  'password.rule': 'At least {min} characters, with a letter and a digit.',
  'password.tooShort': 'Choose a password of at least {min} characters, with a letter and a digit.',
  'password.noLetter': 'Add a letter to your password.',
  'password.noDigit': 'Add a digit (0-9) to your password.',
  'google.continue': 'Continue with Google',

  // Sign in
  'signIn.title': 'Welcome back',
  'signIn.subtitle': 'Sign in to manage your students',
  'signIn.forgotPassword': 'Forgot password?',
  'signIn.submit': 'Sign In',
  'signIn.noAccount': "Don't have an account?",
  'signIn.signUp': 'Sign up',
  'signIn.dataRemoved': "Signed out. This device's saved data was removed.",
  'signIn.dataKept':
    "Signed out, but this device's saved data could not be removed because the app is open in another tab. Close the other tabs, then press Remove saved data.",
  'signIn.removeData': 'Remove saved data',

  // Sign up
  'signUp.title': 'Create Account',
  'signUp.subtitle': "Start managing your students' records",
  'signUp.agree': 'I agree to the {terms} and {privacy}',
  'signUp.terms': 'Terms of Service',
  'signUp.privacy': 'Privacy Policy',
  'signUp.submit': 'Create Account',
  'signUp.haveAccount': 'Already have an account?',
  'signUp.signIn': 'Sign in',
  'signUp.fillAll': 'Please fill in all fields.',
  'signUp.mismatch': "Passwords don't match!",
  'signUp.agreeFirst': 'Please agree to the terms and conditions!',

  // Forgot password
  'forgot.title': 'Reset your password',
  'forgot.subtitle': 'Enter your email and we will send you a link to choose a new password.',
  'forgot.sent': 'If an account uses {email}, a reset link is on its way. Check your inbox.',
  'forgot.submit': 'Send Reset Link',
  'forgot.back': 'Back to Sign In',

  // Firebase Auth's refusals, in plain words (auth-errors.ts)
  'auth.wrongCredentials': 'Email or password is incorrect.',
  'auth.googleNeedsConnection': 'Google sign-in needs an internet connection.',
  'auth.unknown': 'Something went wrong. Please try again.',
  'auth.invalidEmail': 'Enter a valid email address.',
  'auth.missingPassword': 'Enter your password.',
  'auth.missingEmail': 'Enter your email address.',
  'auth.userDisabled': 'This account has been disabled. Contact your organization.',
  'auth.tooManyRequests':
    'Too many attempts. Wait a few minutes before trying again, or reset your password.',
  'auth.networkFailed':
    'No connection to the server. Check your internet connection and try again.',
  'auth.emailInUse': 'An account already uses this email. Sign in instead.',
  'auth.weakPassword': 'Choose a stronger password. {rule}',
  'auth.popupClosed': 'Google sign-in was closed before it finished.',
  'auth.popupBlocked':
    'The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth.otherCredential':
    'This email already has an account with a password. Sign in with your password.',
  'auth.recentLogin': 'Please sign in again to continue.',
  'auth.expiredCode': 'This link has expired. Ask for a new one.',
  'auth.invalidCode': 'This link is not valid any more. Ask for a new one.',
  'auth.quotaExceeded': 'Too many requests right now. Wait a few minutes and try again.',
  'auth.unauthorizedDomain':
    'Sign-in is not allowed from this address. Open the app from its usual address.',
  'auth.notAllowed': 'This way of signing in is not turned on. Use another one.',
  'auth.timeout': 'The server took too long to answer. Check your connection and try again.',

  // The sidebar's links (its other texts are the signed-in layout's book, app/layout/messages.ts)
  'nav.dashboard': 'Dashboard',
  'nav.students': 'Student Directory',
  'nav.addStudent': 'Add Student',
  'nav.analytics': 'Analytics',
  'nav.print': 'Print',
  'nav.organization': 'Organization',
  'nav.progression': 'Year end',
  'nav.attendance': 'Attendance',

  // The update prompt and the loading states, drawn before any page's code
  'update.ready': 'A new version of Village Education is ready.',
  'update.reload': 'Reload',
  loading: 'Loading',
  'loading.stalled': 'Still waiting for the server… The connection may be slow or lost.',
  'loading.retry': 'Retry',

  // Display names of stored values (the stored values stay canonical)
  'gender.male': 'Male',
  'gender.female': 'Female',
  'gender.other': 'Other',
  'category.primary': 'Primary',
  'category.secondary': 'Secondary',
  'category.higher': 'Higher Education',
  'role.super_admin': 'Super Admin',
  'role.org_user': 'Organization User',
  'role.end_user': 'End User',
  'level.standard': '{ordinal} Standard',
  'level.Diploma': 'Diploma',
  'level.Post Doctorate': 'Post Doctorate',

  // Page titles and subtitles (lib/page-titles.ts): the loading skeleton draws them before a
  // page's code arrives, so they are core texts.
  'page.dashboard.title': 'Village Education Dashboard',
  'page.dashboard.subtitle': 'Overview of student records and educational statistics',
  'page.students.title': 'Village Student Directory',
  'page.students.subtitle': 'Manage student records from 1st standard to postgraduate level',
  'page.addStudent.title': 'Add New Student',
  'page.addStudent.subtitle': "Enter the student's personal, education and guardian details.",
  'page.editStudent.title': 'Edit Student',
  'page.editStudent.subtitle': "Update the student's details and save the record.",
  'page.studentProfile.title': 'Student Profile',
  'page.studentProfile.subtitle':
    "The student's personal, education and guardian details, and where they live.",
  'page.importStudents.title': 'Import Students',
  'page.importStudents.subtitle': 'Add many students at once from a spreadsheet (CSV or Excel)',
  'page.progression.title': 'Year End',
  'page.progression.subtitle':
    'Close an academic year for a class: who is promoted, who repeats, who has left.',
  'page.udise.title': 'UDISE+ Settings',
  'page.udise.subtitle':
    'The school’s UDISE code and the codes of your UDISE+ template, for the return’s file.',
  'page.attendance.title': 'Attendance',
  'page.attendance.subtitle': 'Take the roll of a class: everyone is present unless you mark them.',
  'page.organization.title': 'Organization',
  'page.organization.subtitle': 'Manage your organization, its users and their roles.',

  // A page that failed (RouteError): in the first chunk, as it must show when the page's is missing
  'routeError.newVersion.title': 'A new version is available',
  'routeError.newVersion.body':
    'The app was updated while this page was open. Reload to use the new version. Your saved records are safe.',
  'routeError.connection.title': 'This page could not be loaded',
  'routeError.connection.body':
    'Check your internet connection and try again. Pages you opened before keep working offline.',
  'routeError.error.title': 'Something went wrong',
  'routeError.error.body':
    'The page stopped because of an error. Your saved records are safe. Try again, or go back to the dashboard.',
  'routeError.tryAgain': 'Try again',
  'common.returnHome': 'Return to Home',
  // The close button of a toast (MUI's Alert says "Close" in English only)
  'common.close': 'Close',

  // Why records could not be read (lib/data/state.ts), shown by every feature
  'data.denied': 'You do not have access to these records.',
  'data.unreachable': 'The records could not be reached. Check your connection.',
  'data.invalid': 'A stored record could not be read. Please tell your administrator.',
  'data.failed': 'The records could not be loaded. Try again.',
} as const;
