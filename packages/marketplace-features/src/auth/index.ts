export {
  AUTH_TOKEN_QUERY_KEY,
  AuthProvider,
  type AuthState,
  type AuthStatus,
  clientQueryKey,
  LOGIN_PATH,
  useAuth,
} from './auth-provider';
export {
  ForgotPasswordLink,
  ForgotPasswordPage,
  ForgotPasswordView,
  type ForgotPasswordViewProps,
  forgotPasswordMessages,
} from './forgot-password-page';
export { LoginPage, type LoginPageProps, loginMessages, safeReturnTo } from './login-page';
export {
  RegisterConfirmPage,
  type RegisterConfirmStep,
  RegisterConfirmView,
  type RegisterConfirmViewProps,
  registerConfirmMessages,
} from './register-confirm-page';
export { RegisterMailSent, type RegisterMailSentProps, registerMailSentMessages } from './register-mail-sent';
export { RegisterPage, registerMessages } from './register-page';
export {
  ResetPasswordPage,
  type ResetPasswordStep,
  ResetPasswordView,
  type ResetPasswordViewProps,
  resetPasswordMessages,
} from './reset-password-page';
