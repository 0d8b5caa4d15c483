/** Every route of the app, relative to the router's basename, and helpers that build links. */
export const paths = {
  dashboard: '/',
  analytics: '/analytics',
  students: '/students',
  addStudent: '/add-student',
  editStudent: (id: string) => `/edit-student/${encodeURIComponent(id)}`,
  student: (id: string) => `/student/${encodeURIComponent(id)}`,
  organization: '/organization',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  organizationSelection: '/organization-selection',
  terms: '/terms',
  privacy: '/privacy',
} as const;
