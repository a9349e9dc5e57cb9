import type { AuthUser } from '@rigline/contract/auth';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { homePathForRole, paths } from '@/app/paths';
import { loginWithPassword } from '@/features/auth/api/login';
import { logoutOnServer } from '@/features/auth/api/logout';
import { ApiError, setMustChangePasswordHandler, setUnauthorizedHandler } from '@/lib/api-client';
import {
  type AppRole,
  clearSession,
  isSessionStorageKey,
  markMustChangePassword,
  readSession,
  type SessionUser,
  saveSession,
  saveUser,
} from '@/lib/auth-storage';
import { callFirstPageAhead, forgetCallsAhead } from '@/lib/calls-ahead';
import { notify } from '@/lib/notify';

interface AuthContextValue {
  user: SessionUser | null;
  /** True while the stored session is being read; guards show a spinner meanwhile. */
  isLoading: boolean;
  /**
   * True once the person signed out in this tab: the guard then sends them to /login keeping no scan address,
   * so that the next person to sign in here starts at home, not at the page the last one left.
   */
  hasSignedOut: boolean;
  /**
   * Signs in, stores the session, goes to the role's home (or where `pathFor` says for the role: a kept scan
   * address) and toasts; resolves false on failure.
   */
  login: (email: string, password: string, pathFor?: (role: AppRole) => string) => Promise<boolean>;
  /** Ends the session on the server and in this browser, and goes to /login. */
  logout: () => void;
  /** Keeps the token and user the server handed back after a password change (the old token has ended). */
  replaceSession: (token: string, user: AuthUser) => void;
  /** Keeps the user's changed details (a new name). */
  updateUser: (user: AuthUser) => void;
  /** The server has ended every session of the user ("Sign out of all devices"): forget this one too. */
  endSession: (title: string, description: string) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider.');
  return context;
}

const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.';
const LOGIN_ERROR = 'An error occurred during login. Please try again.';
/** One toast for the outcome of signing in: a new attempt replaces the last attempt's toast. */
const LOGIN_TOAST_ID = 'login';

/**
 * The signed-in state (product document §4 "Auth", §8 login and logout toasts). It lives inside the router
 * so that signing in and out can navigate. localStorage is read synchronously, so the session is known at
 * the first render and `isLoading` is false from the start; it stays in the API for the guards.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [user, setUser] = useState<SessionUser | null>(() => readSession()?.user ?? null);
  const [hasSignedOut, setSignedOut] = useState(false);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (isSessionStorageKey(event.key)) setUser(readSession()?.user ?? null);
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // A signed-in call answered 401: the API client has already cleared the stored session.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        setUser(null);
        notify((toast) =>
          toast.error('Session Expired', { id: 'session-expired', description: 'Please sign in again.' }),
        );
        navigate(paths.login(), { replace: true });
      }),
    [navigate],
  );

  // A call was refused until the user chooses a new password: the guard shows that screen instead.
  useEffect(
    () =>
      setMustChangePasswordHandler(() => {
        const marked = markMustChangePassword();
        if (marked) setUser(marked);
      }),
    [],
  );

  const login = useCallback(
    async (email: string, password: string, pathFor: (role: AppRole) => string = homePathForRole) => {
      try {
        const response = await loginWithPassword({ email, password });
        const sessionUser = saveSession(response.data.token, response.data.user);
        const nextPath = pathFor(sessionUser.role);
        // The home page's calls start now, beside its code's download (docs/decisions/081).
        if (nextPath === homePathForRole(sessionUser.role) && !sessionUser.mustChangePassword) {
          callFirstPageAhead(sessionUser.role, response.data.token);
        }
        setUser(sessionUser);
        setSignedOut(false);
        notify((toast) =>
          toast.success('Login Successful', {
            id: LOGIN_TOAST_ID,
            // A first sign-in (an account the admin just made, which must choose its password) is not "back"
            // (issue 22); everyone else gets the document's words.
            description: sessionUser.mustChangePassword
              ? `Welcome, ${sessionUser.name}!`
              : `Welcome back, ${sessionUser.name}!`,
          }),
        );
        navigate(nextPath, { replace: true });
        return true;
      } catch (error) {
        // A refusal the server explained (wrong password, too many attempts) versus anything else: the
        // network, a server fault, or an answer that is not what the contract says.
        if (error instanceof ApiError && error.code === 'REFUSED' && error.status < 500) {
          notify((toast) =>
            toast.error('Login Failed', {
              id: LOGIN_TOAST_ID,
              description: error.serverMessage ?? INVALID_CREDENTIALS,
            }),
          );
        } else {
          notify((toast) => toast.error('Login Error', { id: LOGIN_TOAST_ID, description: LOGIN_ERROR }));
        }
        return false;
      }
    },
    [navigate],
  );

  const endSession = useCallback(
    (title: string, description: string) => {
      clearSession();
      forgetCallsAhead();
      setUser(null);
      setSignedOut(true);
      navigate(paths.login(), { replace: true });
      notify((toast) => toast.success(title, { description }));
    },
    [navigate],
  );

  const logout = useCallback(() => {
    // The call takes the token as it starts, so the session can be cleared at once; signing out does not wait
    // for the network, and a failure leaves only a token that expires on its own.
    logoutOnServer().catch(() => {});
    endSession('Logged Out', 'You have been successfully logged out.');
  }, [endSession]);

  const replaceSession = useCallback((token: string, authUser: AuthUser) => {
    setUser(saveSession(token, authUser));
  }, []);

  const updateUser = useCallback((authUser: AuthUser) => {
    setUser(saveUser(authUser));
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading: false, hasSignedOut, login, logout, replaceSession, updateUser, endSession }),
    [user, hasSignedOut, login, logout, replaceSession, updateUser, endSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
