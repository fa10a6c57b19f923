const path = require('node:path');
const federatedApp = require('../webpack.shared');

const member = federatedApp({
  name: 'member',
  dir: __dirname,
  exposes: {
    './EventsPage': './src/app/events-page.tsx',
    './CreateEventPage': './src/app/create-event-page.tsx',
    './EditEventPage': './src/app/edit-event-page.tsx',
    './EventPage': './src/app/event-page.tsx',
    './MySignupsPage': './src/app/my-signups-page.tsx',
    './NotificationSettingsPage': './src/app/notification-settings-page.tsx',
    './ProfilePage': './src/app/profile-page.tsx',
    './CheckInPage': './src/app/check-in-page.tsx',
  },
});

// `@/` is this app's src folder (as in tsconfig.json and jest.config.js), so deep files need no ../../../ imports.
module.exports = (env, argv) => {
  const config = member(env, argv);
  config.resolve.alias = { ...config.resolve.alias, '@': path.join(__dirname, 'src') };
  return config;
};
