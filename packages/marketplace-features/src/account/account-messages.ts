import { defineMessages } from 'react-intl';
import { withValuesAll } from '../lib/messages';

export const accountMessages = withValuesAll(
  defineMessages({
    title: { id: 'account.title', defaultMessage: 'My account' },
    profileTitle: { id: 'account.profile.title', defaultMessage: 'Profile' },
    username: { id: 'account.profile.username', defaultMessage: 'Username' },
    saveUsername: { id: 'account.profile.saveUsername', defaultMessage: 'Save username' },
    usernameSaved: { id: 'account.profile.usernameSaved', defaultMessage: 'Username saved.' },
    email: { id: 'account.profile.email', defaultMessage: 'Email' },
    emailVerified: { id: 'account.profile.emailVerified', defaultMessage: 'Verified' },
    emailNotVerified: { id: 'account.profile.emailNotVerified', defaultMessage: 'Not verified' },
    resendVerification: {
      id: 'account.profile.resendVerification',
      defaultMessage: 'Resend verification email',
    },
    verificationSent: {
      id: 'account.profile.verificationSent',
      defaultMessage: 'We have sent you a new verification email.',
    },
    emailConfirmed: {
      id: 'account.profile.emailConfirmed',
      defaultMessage: 'Your email is verified. Thank you!',
    },
    country: { id: 'account.profile.country', defaultMessage: 'Country' },
    countryPlaceholder: { id: 'account.profile.countryPlaceholder', defaultMessage: 'Choose your country' },
    saveCountry: { id: 'account.profile.saveCountry', defaultMessage: 'Save country' },
    countrySaved: { id: 'account.profile.countrySaved', defaultMessage: 'Country saved.' },
    memberSince: { id: 'account.profile.memberSince', defaultMessage: 'Member since' },
    avatar: { id: 'account.profile.avatar', defaultMessage: 'Avatar' },
    avatarUpload: { id: 'account.profile.avatarUpload', defaultMessage: 'Upload a picture' },
    avatarRemove: { id: 'account.profile.avatarRemove', defaultMessage: 'Remove picture' },
    avatarHint: {
      id: 'account.profile.avatarHint',
      defaultMessage:
        'JPEG, PNG or WebP, up to 5 MB; we cut it square. Buyers see it beside your offers. Without one, your initials are shown.',
    },
    avatarSaved: { id: 'account.profile.avatarSaved', defaultMessage: 'Avatar saved.' },
    avatarRemoved: { id: 'account.profile.avatarRemoved', defaultMessage: 'Avatar removed.' },
    passwordTitle: { id: 'account.password.title', defaultMessage: 'Password' },
    currentPassword: { id: 'account.password.current', defaultMessage: 'Current password' },
    newPassword: { id: 'account.password.new', defaultMessage: 'New password' },
    repeatPassword: { id: 'account.password.repeat', defaultMessage: 'Repeat new password' },
    savePassword: { id: 'account.password.save', defaultMessage: 'Change password' },
    passwordSaved: { id: 'account.password.saved', defaultMessage: 'Password changed.' },
    passwordSignsOut: {
      id: 'account.password.signsOut',
      defaultMessage: 'Changing your password signs you out on every other device.',
    },
    passwordSavedSignedOut: {
      id: 'account.password.savedSignedOut',
      defaultMessage:
        'Password changed. {count, plural, one {# other session was} other {# other sessions were}} signed out.',
      description: 'Toast after a password change that ended other sessions; count ≥ 1.',
    },
    phoneTitle: { id: 'account.phone.title', defaultMessage: 'Phone verification' },
    phoneVerified: { id: 'account.phone.verified', defaultMessage: 'Your phone number is verified.' },
    twoFactorTitle: { id: 'account.twoFactor.title', defaultMessage: 'Two-factor sign-in' },
    twoFactorOff: {
      id: 'account.twoFactor.off',
      defaultMessage: 'Protect your account with a code from an authenticator app each time you log in.',
    },
    twoFactorOn: { id: 'account.twoFactor.on', defaultMessage: 'Two-factor sign-in is on.' },
    twoFactorStart: { id: 'account.twoFactor.start', defaultMessage: 'Set up two-factor sign-in' },
    twoFactorScan: {
      id: 'account.twoFactor.scan',
      defaultMessage: 'Scan this QR code with your authenticator app, or type in the key below.',
    },
    twoFactorQrAlt: { id: 'account.twoFactor.qrAlt', defaultMessage: 'QR code for your authenticator app' },
    twoFactorKey: { id: 'account.twoFactor.key', defaultMessage: 'Setup key' },
    twoFactorCode: { id: 'account.twoFactor.code', defaultMessage: 'Code from the app' },
    twoFactorConfirm: { id: 'account.twoFactor.confirm', defaultMessage: 'Turn on' },
    twoFactorCancel: { id: 'account.twoFactor.cancel', defaultMessage: 'Cancel' },
    recoveryTitle: { id: 'account.twoFactor.recoveryTitle', defaultMessage: 'Your recovery codes' },
    recoveryHelp: {
      id: 'account.twoFactor.recoveryHelp',
      defaultMessage:
        'Keep these codes somewhere safe. Each one lets you log in once if you lose your phone. They are shown only now.',
    },
    recoveryDone: { id: 'account.twoFactor.recoveryDone', defaultMessage: 'I have saved my codes' },
    disableCode: { id: 'account.twoFactor.disableCode', defaultMessage: 'Authenticator or recovery code' },
    twoFactorPassword: { id: 'account.twoFactor.password', defaultMessage: 'Current password' },
    twoFactorPasswordHelp: {
      id: 'account.twoFactor.passwordHelp',
      defaultMessage: 'Enter your password to change two-factor sign-in.',
    },
    twoFactorContinue: { id: 'account.twoFactor.continue', defaultMessage: 'Continue' },
    twoFactorRecentSignIn: {
      id: 'account.twoFactor.recentSignIn',
      defaultMessage:
        'Your account has no password, so setting this up needs a sign-in within the last 15 minutes.',
    },
    twoFactorEmailCode: { id: 'account.twoFactor.emailCode', defaultMessage: 'Code from the email' },
    twoFactorEmailCodeHelp: {
      id: 'account.twoFactor.emailCodeHelp',
      defaultMessage:
        'Your account has no password: we email {email} a code that confirms this setup. It works once, for 15 minutes.',
    },
    twoFactorSendCode: { id: 'account.twoFactor.sendCode', defaultMessage: 'Email me a code' },
    twoFactorSendingCode: { id: 'account.twoFactor.sendingCode', defaultMessage: 'Sending the code…' },
    twoFactorCodeSent: {
      id: 'account.twoFactor.codeSent',
      defaultMessage: 'We sent a code to {email}. You can ask for a new one after a minute.',
    },
    disable: { id: 'account.twoFactor.disable', defaultMessage: 'Turn off two-factor sign-in' },
    disabled: { id: 'account.twoFactor.disabled', defaultMessage: 'Two-factor sign-in is off.' },
    loading: { id: 'account.loading', defaultMessage: 'Loading your account…' },
    sessionsTitle: { id: 'account.sessions.title', defaultMessage: 'Where you are signed in' },
    sessionsHelp: {
      id: 'account.sessions.help',
      defaultMessage:
        'Sign out any session you do not recognise. A session unused for a while ends by itself.',
    },
    sessionsLoading: { id: 'account.sessions.loading', defaultMessage: 'Loading your sessions…' },
    sessionsFailed: { id: 'account.sessions.failed', defaultMessage: 'Could not load your sessions.' },
    sessionDevice: {
      id: 'account.sessions.device',
      defaultMessage: '{browser} on {os}',
      description: 'A signed-in device, e.g. "Firefox on Windows".',
    },
    sessionUnknownBrowser: { id: 'account.sessions.unknownBrowser', defaultMessage: 'Unknown browser' },
    sessionUnknownOs: { id: 'account.sessions.unknownOs', defaultMessage: 'an unknown system' },
    sessionThisDevice: { id: 'account.sessions.thisDevice', defaultMessage: 'This device' },
    sessionAddress: { id: 'account.sessions.address', defaultMessage: 'Address' },
    sessionUnknownAddress: { id: 'account.sessions.unknownAddress', defaultMessage: 'Unknown' },
    sessionSignedIn: { id: 'account.sessions.signedIn', defaultMessage: 'Signed in' },
    sessionLastUsed: { id: 'account.sessions.lastUsed', defaultMessage: 'Last used' },
    sessionSignOut: { id: 'account.sessions.signOut', defaultMessage: 'Sign out' },
    sessionSignOutLabel: {
      id: 'account.sessions.signOutLabel',
      defaultMessage: 'Sign out {device}',
      description:
        'Accessible name of the sign-out button of one session; device is e.g. "Firefox on Windows".',
    },
    sessionSignedOut: { id: 'account.sessions.signedOut', defaultMessage: 'That session is signed out.' },
    signOutOthers: { id: 'account.sessions.signOutOthers', defaultMessage: 'Sign out everywhere else' },
    signedOutOthers: {
      id: 'account.sessions.signedOutOthers',
      defaultMessage:
        '{count, plural, =0 {No other session was signed in.} one {# other session signed out.} other {# other sessions signed out.}}',
    },
    onlyThisDevice: {
      id: 'account.sessions.onlyThisDevice',
      defaultMessage: 'You are signed in on this device only.',
    },
  }),
);
