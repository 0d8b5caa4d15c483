// What a member write adds to userCount and superAdminCount. Pure.

export function memberDeltas(beforeRole: string | null, afterRole: string | null) {
  const exists = (role: string | null) => (role === null ? 0 : 1);
  const superAdmin = (role: string | null) => (role === 'super_admin' ? 1 : 0);
  return {
    users: exists(afterRole) - exists(beforeRole),
    superAdmins: superAdmin(afterRole) - superAdmin(beforeRole),
  };
}
