// PATCH /user with the profile fields; the session's user follows.
export { useUpdateUser as useUpdateProfile } from '@/lib/session/use-update-user';
