/** Development mode (spec 001: gates the Market menu item and the courses area). */
export const isDevMode: boolean = import.meta.env.DEV || import.meta.env.VITE_DEV_MODE === 'true';
