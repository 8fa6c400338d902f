/** Spec 001: the My Courses navigation entry has its own flag. */
export const showMyCourses: boolean = import.meta.env.VITE_FLAG_MY_COURSES === 'true';
