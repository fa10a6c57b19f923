const path = require('node:path');
const federatedApp = require('../webpack.shared');

// Federation name club_admin (webpack.shared.js turns '-' into '_'); the shell's routes load these.
const clubAdmin = federatedApp({
  name: 'club-admin',
  dir: __dirname,
  exposes: {
    './ClubAdminPage': './src/app/club-admin-page.tsx',
    './EventAttendancePage': './src/app/event-attendance-page.tsx',
    './ClubUsersPage': './src/app/club-users-page.tsx',
    './CreateClubUserPage': './src/app/create-club-user-page.tsx',
    './EditClubUserPage': './src/app/edit-club-user-page.tsx',
    './EventSignupsPage': './src/app/event-signups-page.tsx',
    './ClubSignupsPage': './src/app/club-signups-page.tsx',
    './EventDrawPage': './src/app/event-draw-page.tsx',
    './AuditLogPage': './src/app/audit-log-page.tsx',
    './ImportMembersPage': './src/app/import-members-page.tsx',
    './JoinRequestsPage': './src/app/join-requests-page.tsx',
  },
});

// `@/` is this app's src folder (as in tsconfig.json and jest.config.js), so deep files need no ../../../ imports.
module.exports = (env, argv) => {
  const config = clubAdmin(env, argv);
  config.resolve.alias = { ...config.resolve.alias, '@': path.join(__dirname, 'src') };
  return config;
};
