import {
  changePasswordCall,
  currentUserCall,
  loginCall,
  logoutAllCall,
  logoutCall,
  updateProfileCall,
} from '@rigline/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { changePassword, login, logout, logoutAll, toAuthUser, updateProfile } from './auth.service.ts';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const sessions = {
    db: deps.db,
    tokens: deps.tokens,
    idleTimeoutSeconds: deps.config.idleTimeoutSeconds,
    now: deps.now,
  };

  registerCall(app, deps, loginCall, {
    access: 'public',
    handler: async ({ body, request }) => {
      const data = await login({
        ...sessions,
        throttle: deps.loginThrottle,
        email: body.email,
        password: body.password,
        address: request.ip,
      });
      return { status: true, message: 'Login successful', data };
    },
  });

  registerCall(app, deps, currentUserCall, {
    access: 'signed-in',
    allowWhilePasswordMustChange: true,
    handler: async ({ user }) => ({ status: true, message: 'Signed in', data: { user: toAuthUser(user) } }),
  });

  registerCall(app, deps, changePasswordCall, {
    access: 'signed-in',
    peopleOnly: true,
    allowWhilePasswordMustChange: true,
    handler: async ({ body, user, request }) => {
      const data = await changePassword({
        ...sessions,
        throttle: deps.loginThrottle,
        user,
        address: request.ip,
        currentPassword: body.current_password,
        newPassword: body.new_password,
      });
      return { status: true, message: 'Password changed', data };
    },
  });

  registerCall(app, deps, logoutCall, {
    access: 'signed-in',
    peopleOnly: true,
    allowWhilePasswordMustChange: true,
    handler: async ({ user }) => {
      await logout({ db: deps.db, user });
      return { status: true, message: 'Signed out', data: { message: 'Signed out' } };
    },
  });

  registerCall(app, deps, logoutAllCall, {
    access: 'signed-in',
    peopleOnly: true,
    allowWhilePasswordMustChange: true,
    handler: async ({ user }) => {
      await logoutAll({ db: deps.db, user });
      const message = 'Signed out of all devices';
      return { status: true, message, data: { message } };
    },
  });

  registerCall(app, deps, updateProfileCall, {
    access: 'signed-in',
    peopleOnly: true,
    handler: async ({ body, user }) => {
      const updated = await updateProfile({ db: deps.db, user, fullName: body.full_name });
      return { status: true, message: 'Profile saved', data: { user: updated } };
    },
  });
}
