/** Where the project screens sit: the admin console or the profile's Manage Projects tab (their toasts differ). */
export type ManagementArea = 'admin' | 'profile';
