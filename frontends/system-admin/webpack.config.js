const path = require('node:path');
const federatedApp = require('../webpack.shared');

// One exposed page: the shell mounts it at '/system-admin/*' and it routes inside itself.
const systemAdmin = federatedApp({
  name: 'system-admin',
  dir: __dirname,
  exposes: {
    './SystemAdminPage': './src/app/system-admin-page.tsx',
  },
});

// `@/` is this app's src folder (as in tsconfig.json and jest.config.js), so deep files need no ../../../ imports.
module.exports = (env, argv) => {
  const config = systemAdmin(env, argv);
  config.resolve.alias = { ...config.resolve.alias, '@': path.join(__dirname, 'src') };
  return config;
};
