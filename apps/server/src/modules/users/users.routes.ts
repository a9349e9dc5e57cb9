import {
  createUserCall,
  getHomeRigsCall,
  listUsersCall,
  resetPasswordCall,
  setHomeRigsCall,
  updateUserCall,
} from '@rigline/contract/users';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { getHomeRigs, setHomeRigs } from './home-rigs.service.ts';
import { createUser, listUsers, resetPassword, updateUserByAdmin } from './users.service.ts';

/** Accounts, for the admin only (issue 16); home rigs, which a rig logistics user also reads (issue 12). */
export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listUsersCall, {
    access: ['admin'],
    handler: async ({ query }) => {
      const users = await listUsers({ db: deps.db, filter: query });
      return { status: true, message: 'Users retrieved successfully', data: { users } };
    },
  });

  registerCall(app, deps, createUserCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const created = await createUser({ db: deps.db, actor: user, body });
      return { status: true, message: 'User created', data: { user: created } };
    },
  });

  registerCall(app, deps, updateUserCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      const updated = await updateUserByAdmin({ db: deps.db, actor: user, body });
      return { status: true, message: 'User updated', data: { user: updated } };
    },
  });

  registerCall(app, deps, resetPasswordCall, {
    access: ['admin'],
    handler: async ({ body, user }) => {
      await resetPassword({ db: deps.db, actor: user, userId: body.id, password: body.password });
      const message = 'Password reset. The user must choose a new one at their next sign-in.';
      return { status: true, message, data: { message } };
    },
  });

  registerCall(app, deps, getHomeRigsCall, {
    access: ['rig-logistic'],
    handler: async ({ query, user }) => ({
      status: true,
      message: 'Home rigs retrieved successfully',
      data: await getHomeRigs({ db: deps.db, user, userId: query.user_id }),
    }),
  });

  registerCall(app, deps, setHomeRigsCall, {
    access: ['admin'],
    handler: async ({ body, user }) => ({
      status: true,
      message: 'Home rigs saved',
      data: await setHomeRigs({ db: deps.db, actor: user, body }),
    }),
  });
}
