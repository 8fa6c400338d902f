// POST /auth/logout: the session code owns it (the header's menu uses it too).
export { LOGOUT_FAILED, logOut, useLogout } from '@/lib/session/use-logout';
