/** Where the console's screens live: the shell mounts this remote at '/system-admin/*'. */
export const CONSOLE_PATH = '/system-admin';

export const paths = {
  dashboard: CONSOLE_PATH,
  createClub: `${CONSOLE_PATH}/clubs/create`,
  club: (id: string) => `${CONSOLE_PATH}/clubs/${encodeURIComponent(id)}`,
  editClub: (id: string) => `${CONSOLE_PATH}/clubs/${encodeURIComponent(id)}/edit`,
  createSystemUser: `${CONSOLE_PATH}/system-users/create`,
  editSystemUser: (id: string) => `${CONSOLE_PATH}/system-users/${encodeURIComponent(id)}/edit`,
};
