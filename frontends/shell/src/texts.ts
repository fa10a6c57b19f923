/**
 * Every text the shell shows (SPEC.md sections 2, 5 and 8 where it gives them). Screens and tests
 * read the same strings from here.
 */
export const PRODUCT_NAME = 'Courtside';

export const COMMON_TEXT = {
  loading: 'Loading...',
  goHome: 'Go Home',
  skipToContent: 'Skip to content',
  tryAgain: 'Try again',
  backToLogin: 'Back to Login',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  sending: 'Sending...',
  openTempLink: 'Open Magic Link (temp)',
  /** The page-wide fallback of the router, for a crash outside any remote. */
  unexpectedError: 'Something went wrong on this page.',
} as const;

export const HEADER_TEXT = {
  subtitle: 'Club events and sign-ups',
  events: 'Events',
  mySignups: 'My Sign-ups',
  clubAdmin: 'Club Admin',
  allSignups: 'All Signups',
  systemAdmin: 'System Admin',
  login: 'Login',
  admin: 'Admin',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  logoutFailed: 'Logout failed',
  mainNavigation: 'Main',
  mobileNavigation: 'Mobile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  loadingHeader: 'Loading header',
  signedInAs: 'Signed in as',
} as const;

export const LANDING_TEXT = {
  title: `Welcome to ${PRODUCT_NAME}`,
  selectClub: 'Please select a club to continue.',
  pleaseLogIn: 'Please log in to access the product.',
  welcomeBack: 'Welcome back! Ready to manage your mix sessions?',
  login: 'Login',
  systemAdminLogin: 'System Admin Login',
  viewEvents: 'View Events',
  mySignups: 'My Sign-ups',
  clubAdministration: 'Club Administration',
  allClubSignups: 'All Club Signups',
  systemAdmin: 'System Admin',
  clubPickerTitle: 'Choose your club',
  clubPickerLoading: 'Loading clubs...',
  clubPickerEmpty: 'No clubs are listed yet.',
  clubPickerError: (message: string) => `Could not load the clubs: ${message}`,
  orSignIn: 'Already know where you play?',
} as const;

export const LOGIN_TEXT = {
  heading: (place: string) => `Log in to ${place}`,
  explanation:
    "Enter your email address and we'll send you an email with a magic login link. No password needed.",
  noClubHint: "Club members log in on their club's own address: choose your club on the home page first.",
  submit: 'Request Magic Link',
  /** Used when the server's reply carries no message of its own. */
  success: 'Check your email for your magic login link.',
  failed: 'Failed to request magic link',
} as const;

export const VERIFY_TEXT = {
  heading: 'Signing you in',
  verifying: 'Verifying your magic link...',
  noToken: 'No magic link token found.',
  failedHeading: 'We could not sign you in',
  failed: 'Magic link verification failed',
} as const;

export const SYSTEM_LOGIN_TEXT = {
  title: 'System Admin Login',
  explanation: 'System staff log in with a magic link sent to their email address.',
  submit: 'Send Magic Link',
  failed: 'An error occurred',
  networkError: 'Network error or server is unreachable.',
} as const;

export const SYSTEM_VERIFY_TEXT = {
  heading: 'System Admin Login',
  verifying: 'Verifying your magic link...',
  noToken: 'Error: No token found.',
  failed: (reason: string) => `Verification failed: ${reason}`,
  unknownError: 'Unknown error',
  success: 'Successfully logged in as system admin!',
  loginFailedToast: (reason: string) => `Login failed: ${reason}`,
} as const;

export const NOT_FOUND_TEXT = {
  code: '404',
  title: 'Page not found',
  body: 'The page you are looking for does not exist or has moved.',
} as const;

/** What the shell calls each remote when it cannot load it. */
export const REMOTE_LABELS: Record<string, string> = {
  member: 'The events area',
  'club-admin': 'Club administration',
  'system-admin': 'The system console',
};

export const REMOTE_TEXT = {
  failed: `This part of ${PRODUCT_NAME} could not be loaded.`,
  notDeployed: (label: string) => `${label} is not available on this server yet.`,
  downloadFailed: (label: string) => `${label} could not be downloaded. Check your connection and try again.`,
  manifestFailed: (detail: string) => `The list of ${PRODUCT_NAME} modules could not be read (${detail}).`,
  details: 'Technical details',
} as const;
