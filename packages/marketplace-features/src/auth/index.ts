export {
  AUTH_TOKEN_QUERY_KEY,
  AuthProvider,
  type AuthState,
  type AuthStatus,
  clientQueryKey,
  LOGIN_PATH,
  useAuth,
} from './auth-provider';
export { LoginPage, type LoginPageProps, loginMessages, safeReturnTo } from './login-page';
export { RegisterPage, registerMessages } from './register-page';
